import { Skeleton, Stack } from '@mantine/core';
import { FieldSkeleton } from '../../../components/form-skeleton';
import classes from './tour-search-form.module.css';

/**
 * The Tour and Cruise forms' frame while their code loads: destination, month and Search in the
 * form's own grid, so the form takes exactly this space when it arrives.
 */
export function TourSearchFormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" data-reserved="tour-search-form">
      <span className="sr-only">{label}</span>
      <div className={classes.grid}>
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
