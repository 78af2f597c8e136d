import { Skeleton, Stack } from '@mantine/core';
import { FieldSkeleton } from '../../../components/form-skeleton';
import classes from './flight-search-form.module.css';

/**
 * The flight search form's frame while its code loads (pickers, autocomplete): the trip type
 * switch, the airports with the swap button, the dates, cabin, travellers and Search, in the
 * form's own grid classes, so the form takes exactly this space when it arrives.
 */
export function FlightSearchFormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" data-reserved="flight-search-form">
      <span className="sr-only">{label}</span>
      <Skeleton height={36} radius="md" className={classes.tripTypeSkeleton} aria-hidden="true" />
      <div className={classes.row}>
        <div className={classes.places}>
          <FieldSkeleton />
          <Skeleton height={34} circle className={classes.swap} aria-hidden="true" />
          <FieldSkeleton />
        </div>
        <FieldSkeleton labelWidth="30%" />
      </div>
      <div className={classes.extras}>
        <FieldSkeleton />
        <FieldSkeleton />
        <Skeleton height={36} className={classes.submitSkeleton} aria-hidden="true" />
      </div>
    </Stack>
  );
}
