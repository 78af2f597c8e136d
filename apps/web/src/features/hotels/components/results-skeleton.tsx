import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './hotels.module.css';

/**
 * The results' frame while the search runs, announced as busy, built from the classes of what
 * replaces it so the page keeps its size: the list (filters column from 768 px, the count and
 * sort bar, cards) or map mode (the bar, then the side list and the map frame from 992 px, the
 * map frame alone on phones).
 */
export function ResultsSkeleton({ mode = 'list' }: { mode?: 'list' | 'map' }) {
  const { t } = useTranslation('hotels');
  const searching = <span className="sr-only">{t('results.searching')}</span>;
  if (mode === 'map') {
    return (
      <Stack gap="sm" aria-busy="true" aria-live="polite" data-reserved="hotel-map">
        {searching}
        <SkeletonBar />
        <div className={classes.mapLayout} aria-hidden="true">
          <div className={`${classes.sideList} ${classes.skeletonSideList}`}>
            <Stack gap="sm">
              {Array.from({ length: 3 }, (_, index) => (
                <SkeletonCard key={index} compact />
              ))}
            </Stack>
          </div>
          <div className={classes.mapFrame} />
        </div>
      </Stack>
    );
  }
  return (
    <div className={classes.layout} aria-busy="true" aria-live="polite" data-reserved="hotel-list">
      <div className={`${classes.sidebar} ${classes.skeletonSidebar}`} aria-hidden="true">
        <Stack gap="md">
          <Skeleton height={24} width="50%" />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={18} width={`${80 - index * 10}%`} />
          ))}
          <Skeleton height={24} width="40%" mt="sm" />
          <Skeleton height={18} />
        </Stack>
      </div>
      <Stack gap="sm">
        {searching}
        <SkeletonBar />
        {Array.from({ length: 4 }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Stack>
    </div>
  );
}

/** The count, Filters and sort bar. */
function SkeletonBar() {
  return (
    <div className={classes.skeletonBar} aria-hidden="true">
      <Skeleton height={18} width={140} />
      <Skeleton height={34} width={200} />
    </div>
  );
}

/** A HotelCard's frame: picture, then name, rating, address and price lines. */
function SkeletonCard({ compact = false }: { compact?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.card}
      aria-hidden="true"
      style={compact ? { gridTemplateColumns: 'minmax(0, 1fr)' } : undefined}
    >
      <Skeleton height={compact ? 120 : '100%'} radius={0} className={classes.cardPicture} />
      <Stack gap="xs" p="md">
        <Skeleton height={22} width="60%" />
        <Skeleton height={20} width="45%" />
        <Skeleton height={14} width="80%" />
        <Skeleton height={18} width="35%" />
        <Skeleton height={28} width="30%" mt={6} />
        <Skeleton height={30} width={110} />
      </Stack>
    </Paper>
  );
}
