import { Skeleton, Stack } from '@mantine/core';
import { FieldSkeleton } from '../../../components/form-skeleton';
import classes from './hotel-search-form.module.css';

/**
 * The hotel search form's frame while its code loads: destination, dates, rooms and guests and
 * Search in the form's own grid, so the form takes exactly this space when it arrives.
 */
export function HotelSearchFormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" data-reserved="hotel-search-form">
      <span className="sr-only">{label}</span>
      <div className={classes.grid}>
        <FieldSkeleton />
        <FieldSkeleton />
        <FieldSkeleton />
        <Skeleton
          height={36}
          className={`${classes.submit} ${classes.submitSkeleton}`}
          aria-hidden="true"
        />
      </div>
    </Stack>
  );
}
