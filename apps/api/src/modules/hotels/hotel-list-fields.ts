import type { HotelOrderDetails } from '../../products/hotel/hotel-details';
import type { OrderListFields } from '../../lib/orders/order-product';
import { localToUtc } from '../../lib/local-time';

/** `20270415` → `2027-04-15`. */
const isoDate = (compact: string): string =>
  `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

/** "15:00" → 900. */
const minutesOf = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 15) * 60 + (minutes ?? 0);
};

/**
 * The list columns of a hotel order: the title is the hotel and its city, it starts at check-in
 * (the hotel's check-in time on the check-in date, in its zone, stored as UTC with the local
 * wall time beside it), its travellers are the lead guests. No codes to search by.
 */
export function hotelListFields(details: HotelOrderDetails): OrderListFields {
  const checkInDate = isoDate(details.stay.checkIn);
  return {
    title: `${details.hotel.name}, ${details.hotel.city}`,
    startsAt: new Date(
      localToUtc(details.hotel.timeZone, checkInDate, minutesOf(details.checkInFrom)),
    ),
    startsLocal: `${checkInDate}T${details.checkInFrom}`,
    searchCodes: '',
    travellerNames: details.guests.map((g) => `${g.firstName} ${g.lastName}`).join(', '),
  };
}
