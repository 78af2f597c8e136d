import { GridFormSkeleton } from '../../../components/form-skeleton';
import classes from './tour-search-form.module.css';

/** The Tour and Cruise forms' frame while their code loads: destination, month and Search. */
export function TourSearchFormSkeleton({ label }: { label: string }) {
  return (
    <GridFormSkeleton label={label} reserved="tour-search-form" fields={2} classes={classes} />
  );
}
