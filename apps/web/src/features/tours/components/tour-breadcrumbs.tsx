import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';

/** The way back (home, the list of the search) above a tour page's heading. */
export function TourBreadcrumbs({
  items,
}: {
  /** Links first; the last item is the current page (no link). */
  items: { label: string; to?: string }[];
}) {
  const { t } = useTranslation('tours');
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        {items.map((item) =>
          item.to ? (
            <Anchor key={item.label} component={Link} to={item.to} size="sm">
              {item.label}
            </Anchor>
          ) : (
            <Text key={item.label} size="sm" c="gray.7" aria-current="page">
              {item.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
