import { useLightForm, type LightForm } from '../../../lib/use-light-form';
import type { BookingValues } from './booking-values';

export type { FormErrors, InputBinding } from '../../../lib/use-light-form';

/** The /book form's state: the shared light form (lib/use-light-form) of its values. */
export type BookingForm = LightForm<BookingValues>;

export const useBookingForm = (initialValues: () => BookingValues): BookingForm =>
  useLightForm(initialValues);
