import type { Gender } from '@travel/contracts/accounts';
import type { TourInsuranceChoice } from '@travel/contracts/tour-orders';
import type { RoomSetting } from '@travel/contracts/tours';
import { EMPTY_BOOK_FOR, type BookForFields } from '../../../components/book-for/book-for-fields';

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
