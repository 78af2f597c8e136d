import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconList, IconMap, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { localeTagOf, useLanguage } from '../../../lib/language';
import type { HotelStaySearch } from '../../../products/hotel/hotel-stay';
import { hotelSummaryText, viewLinks } from '../lib/summary-text';
import { HotelSearchFormSkeleton } from '../../../products/hotel/search/hotel-search-form-skeleton';

// The form (date pickers, autocomplete) loads when the traveller opens it, not with the results.
const HotelSearchForm = lazy(async () => ({
  default: (await import('../../../products/hotel/search/hotel-search-form')).HotelSearchForm,
}));

/**
 * What was searched in one line, the List / Map switch (the same query, filters kept), and the
 * search form folded under "Change search". A new search closes it again.
 */
export function SearchSummary({
  search,
  startOpen = false,
  mode,
  params,
}: {
  search: HotelStaySearch | null;
  /** Opens with the form unfolded (a search whose dates break a rule: the form says which). */
  startOpen?: boolean;
  mode: 'list' | 'map';
  /** The page's query, carried to the other view. */
  params: URLSearchParams;
}) {
  const { t } = useTranslation('hotels');
  const locale = localeTagOf(useLanguage());
  const [open, setOpen] = useState(search === null || startOpen);

  const text = search ? hotelSummaryText(search, t, locale) : null;
  const links = viewLinks(params);

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h3">
            {text ? text.title : t('summary.noSearch')}
          </Title>
          {text ? (
            // One text node: the server writes the same line into the first HTML.
            <Text size="sm" c="gray.7">
              {text.details}
            </Text>
          ) : null}
        </div>
        {search ? (
          <Group gap="xs">
            <Group gap={0} role="group" aria-label={t('summary.view')}>
              <Button
                component={Link}
                to={links.list}
                variant={mode === 'list' ? 'filled' : 'default'}
                aria-current={mode === 'list' ? 'page' : undefined}
                leftSection={<IconList size={16} aria-hidden="true" />}
                style={{ borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
              >
                {t('summary.list')}
              </Button>
              <Button
                component={Link}
                to={links.map}
                variant={mode === 'map' ? 'filled' : 'default'}
                aria-current={mode === 'map' ? 'page' : undefined}
                leftSection={<IconMap size={16} aria-hidden="true" />}
                style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
              >
                {t('summary.map')}
              </Button>
            </Group>
            <Button
              variant={open ? 'default' : 'light'}
              leftSection={
                open ? (
                  <IconX size={16} aria-hidden="true" />
                ) : (
                  <IconAdjustmentsHorizontal size={16} aria-hidden="true" />
                )
              }
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? t('summary.close') : t('summary.change')}
            </Button>
          </Group>
        ) : null}
      </Group>
      {open ? (
        <Suspense
          fallback={
            <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
              <HotelSearchFormSkeleton label={t('loading', { ns: 'common' })} />
            </div>
          }
        >
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <HotelSearchForm
              key={search ? JSON.stringify(search) : 'empty'}
              search={search ?? undefined}
              mode={mode}
              onSearch={() => setOpen(false)}
            />
          </div>
        </Suspense>
      ) : null}
    </Paper>
  );
}
