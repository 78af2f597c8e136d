import { GridFormSkeleton } from '../../../components/form-skeleton';
import classes from './hotel-search-form.module.css';

/** The hotel search form's frame while its code loads: destination, dates, rooms and guests, Search. */
export function HotelSearchFormSkeleton({ label }: { label: string }) {
  return (
    <GridFormSkeleton label={label} reserved="hotel-search-form" fields={3} classes={classes} />
  );
}
