import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './results.module.css';

/**
 * Result-card shaped placeholders while the search runs, in the results' own frame: the
 * filters column beside them from 768 px, the count and sort bar, and cards built from the
 * card's classes with one row per trip of the search. The page keeps this space from its
 * first paint (`shown` false: laid out but invisible, the spec's 0.3 s throttle against a
 * flash), so the results take the place of the skeleton instead of pushing the footer away.
 */
export function ResultsSkeleton({
  rows = 4,
  trips = 1,
  title,
  shown = true,
}: {
  rows?: number;
  /** Trips per card: 1 one-way and round trip (its outbounds, then its returns), the legs of a
   * multi-city search. */
  trips?: number;
  /** A round trip's stage heading ("Choose your outbound flight"): where the results have it. */
  title?: string;
  shown?: boolean;
}) {
  const { t } = useTranslation('flights');
  return (
    <div
      className={classes.layout}
      data-reserved="flight-results"
      style={shown ? undefined : { visibility: 'hidden' }}
    >
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
        {shown ? <span className="sr-only">{t('results.searching')}</span> : null}
        {title ? (
          <Title order={2} size="h4" className={classes.stageTitle}>
            {title}
          </Title>
        ) : null}
        <div className={classes.skeletonBar} aria-hidden="true">
          <Skeleton height={18} width={120} />
          <Skeleton height={34} width={180} />
        </div>
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonCard key={index} trips={trips} />
        ))}
      </Stack>
    </div>
  );
}

/** A collapsed FlightCard's frame: the same classes, each line the height of its text. */
function SkeletonCard({ trips }: { trips: number }) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} aria-hidden="true">
      <div className={classes.cardBody}>
        <Stack gap="md">
          {Array.from({ length: trips }, (_, index) => (
            <div key={index} className={classes.trip}>
              <Skeleton height={36} circle />
              <Stack gap={4} className={classes.skeletonTrip}>
                <Skeleton height={12} width="45%" />
                <Skeleton height={24} />
                <Skeleton height={12} width="70%" />
              </Stack>
            </div>
          ))}
        </Stack>
        <div className={`${classes.price} ${classes.skeletonPrice}`}>
          <Skeleton height={12} width={70} />
          <Skeleton height={28} width={110} />
          <Skeleton height={14} width={130} />
          <Skeleton height={12} width={90} />
          <Skeleton height={36} width="100%" mt={4} />
        </div>
      </div>
      <div className={classes.skeletonToggle}>
        <Skeleton height={14} width={60} />
      </div>
    </Paper>
  );
}
