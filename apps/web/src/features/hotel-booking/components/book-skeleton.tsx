import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * The booking page while the room is priced: a heading row, then field rows, announced as busy
 * (the shape of `LoadingState`, without pulling the other page states into the page's first
 * load).
 */
export function BookSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Skeleton height={28} width="40%" />
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}
