import type { SaveOrderBody, SaveOrderCruiseBody } from '@travel/contracts/tour-orders';
import type { TourKind } from '@travel/contracts/tours';
import { bookForBody } from '../../../components/book-for/book-for-values';
import type { BookDeparture, FlightValues, TourBookValues } from './book-values';

/*
 * The order's body, apart from the form's values (book-values.ts): only the confirm page sends
 * it, so the booking form's first load carries neither it nor the "book for" rules it uses.
 */

/** A choice the form's rules made required: an empty one here is a bug, never a silent default. */
function required<T extends string>(value: T | ''): T {
  if (value === '') throw new Error('saveBody takes validated values');
  return value;
}

const flightBody = (flight: FlightValues) => ({
  airport: flight.airport.trim().toUpperCase(),
  date: flight.date,
  number: flight.number.trim().toUpperCase(),
  time: flight.time,
  remark: flight.remark.trim(),
});

/**
 * The SaveOrder (tour) or SaveOrderCruise body of valid values: the consumer total the page
 * showed goes as `expectedTotal`, so a price that moved meanwhile is refused, not charged.
 */
export function saveBody(
  kind: TourKind,
  values: TourBookValues,
  departure: BookDeparture,
  expectedTotal: number,
  isAgent: boolean,
): SaveOrderBody | SaveOrderCruiseBody {
  const body: SaveOrderBody = {
    ...departure,
    rooms: values.rooms.map((room) => ({
      key: room.key,
      adults: room.adults,
      children: room.children,
      ...(room.childBed === undefined || room.children === 0 ? {} : { childBed: room.childBed }),
    })),
    tourists: values.tourists.map((tourist) => ({
      room: tourist.room,
      type: tourist.type,
      firstName: tourist.firstName.trim(),
      lastName: tourist.lastName.trim(),
      gender: required(tourist.gender),
      birthday: tourist.birthday,
      nationality: tourist.nationality,
      passportNumber: tourist.passportNumber.trim(),
    })),
    contact: {
      firstName: values.contact.firstName.trim(),
      lastName: values.contact.lastName.trim(),
      phone: values.contact.phone.trim(),
      email: values.contact.email.trim(),
      idNumber: values.contact.idNumber.trim(),
      address: values.contact.address.trim(),
      arrivalFlight: flightBody(values.contact.arrivalFlight),
      departureFlight: flightBody(values.contact.departureFlight),
    },
    insurance: required(values.insurance),
    acceptTerms: true,
    expectedTotal,
    remark: values.remark.trim(),
    ...(isAgent ? { bookFor: bookForBody(values) } : {}),
  };
  if (kind === 'cruise') return { ...body, cabin: values.cabin, guarantee: values.guarantee };
  return body;
}
