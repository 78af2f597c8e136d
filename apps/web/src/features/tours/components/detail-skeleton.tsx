import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './tour-detail.module.css';

/** The detail page's frame while the tour loads: picture, title, facts and the booking column. */
export function DetailSkeleton() {
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
      <Stack gap="sm">
        <Skeleton height={260} radius="md" />
        <Skeleton height={32} width="70%" />
        <Skeleton height={20} width="50%" />
        <Skeleton height={80} />
        <Skeleton height={200} />
      </Stack>
      <Skeleton height={420} radius="md" />
    </div>
  );
}
