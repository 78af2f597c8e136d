import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './tours.module.css';

/** Cards in the shape of the list while it loads, announced as busy. */
export function ListSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" data-testid="tour-list-loading">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {Array.from({ length: cards }, (_, index) => (
        <Skeleton key={index} radius="md" className={classes.skeletonCard} />
      ))}
    </Stack>
  );
}
