import type { Gender } from '@travel/contracts/accounts';
import type {
  SaveOrderBody,
  SaveOrderCruiseBody,
  TourInsuranceChoice,
} from '@travel/contracts/tour-orders';
import type { RoomSetting, TourKind } from '@travel/contracts/tours';
import {
  EMPTY_BOOK_FOR,
  bookForBody,
  type BookForFields,
} from '../../../components/book-for/book-for-values';

/** One traveller's fields (spec §3 "tourist information"), one per person of the rooms. */
export interface TouristValues {
  room: string;
  type: 'adult' | 'child';
  firstName: string;
  lastName: string;
  gender: Gender | '';
  birthday: string;
  nationality: string;
  passportNumber: string;
}

export interface FlightValues {
  airport: string;
  date: string;
  number: string;
  time: string;
  remark: string;
}

/** The tour contact (spec §3): names, phone, email, identification number, address, flights. */
export interface ContactValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  idNumber: string;
  address: string;
  arrivalFlight: FlightValues;
  departureFlight: FlightValues;
}

export interface TourBookValues extends BookForFields {
  rooms: RoomSetting[];
  /** Cruise: the cabin category and whether a guarantee cabin is taken ('' and false on tours). */
  cabin: string;
  guarantee: boolean;
  tourists: TouristValues[];
  contact: ContactValues;
  insurance: TourInsuranceChoice | '';
  acceptTerms: boolean;
  remark: string;
}

const EMPTY_FLIGHT: FlightValues = { airport: '', date: '', number: '', time: '', remark: '' };

const emptyTourist = (room: string, type: TouristValues['type']): TouristValues => ({
  room,
  type,
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  nationality: '',
  passportNumber: '',
});

/**
 * One traveller per person of the rooms, in room order (adults first): what was typed for the
 * n-th adult (or child) of a room stays with them when rooms change.
 */
export function syncTourists(
  rooms: readonly RoomSetting[],
  current: readonly TouristValues[],
): TouristValues[] {
  return rooms.flatMap((room) => {
    const mine = (type: TouristValues['type']) =>
      current.filter((tourist) => tourist.room === room.key && tourist.type === type);
    const adults = mine('adult');
    const children = mine('child');
    return [
      ...Array.from(
        { length: room.adults },
        (_, i) => adults[i] ?? emptyTourist(room.key, 'adult'),
      ),
      ...Array.from(
        { length: room.children },
        (_, i) => children[i] ?? emptyTourist(room.key, 'child'),
      ),
    ];
  });
}

export function initialValues(
  rooms: RoomSetting[],
  cabin: string,
  guarantee: boolean,
  email = '',
): TourBookValues {
  return {
    ...EMPTY_BOOK_FOR,
    rooms,
    cabin,
    guarantee,
    tourists: syncTourists(rooms, []),
    contact: {
      firstName: '',
      lastName: '',
      phone: '',
      email,
      idNumber: '',
      address: '',
      arrivalFlight: { ...EMPTY_FLIGHT },
      departureFlight: { ...EMPTY_FLIGHT },
    },
    insurance: '',
    acceptTerms: false,
    remark: '',
  };
}

/** The departure a booking is for, as the detail call gave it. */
export interface BookDeparture {
  tourid: string;
  packageID: string;
  cttq: string;
}

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
