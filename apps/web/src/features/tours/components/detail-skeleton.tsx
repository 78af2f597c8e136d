import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { TourHeading } from '../lib/tour-heading';
import { TourIntroPreview } from './tour-intro';
import classes from './tour-detail.module.css';

/**
 * The detail page's frame while the tour loads: picture, title, facts and the booking column.
 * With `heading` (the tour's header as the server wrote it into the first HTML), the intro's
 * head in place of their skeleton.
 */
export function DetailSkeleton({ heading }: { heading?: TourHeading | null }) {
  const { t } = useTranslation();
  return (
    // Two screens high, as the page it stands for on a phone: the footer (loaded when its place
    // comes within a screen, app/layout/footer-slot) is not fetched while the tour loads.
    <div
      className={classes.layout}
      aria-busy="true"
      aria-live="polite"
      style={{ minHeight: '200vh' }}
    >
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      {heading ? (
        // As the loaded page's column: the intro first, in a Stack of the same gap.
        <Stack gap="xl">
          <TourIntroPreview heading={heading} />
        </Stack>
      ) : (
        <Stack gap="sm">
          <Skeleton height={260} radius="md" />
          <Skeleton height={32} width="70%" />
          <Skeleton height={20} width="50%" />
          <Skeleton height={80} />
          <Skeleton height={200} />
        </Stack>
      )}
      <Skeleton height={420} radius="md" />
    </div>
  );
}
