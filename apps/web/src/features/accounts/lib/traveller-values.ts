import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { joinIsoDate, splitIsoDate, type DateParts } from './dates';
import { text } from './profile-values';

/** The frequent traveller form (spec §3: the form uses phoneNumber and birthDay). */
export interface TravellerValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: string;
  phoneNumber: string;
  birth: DateParts;
}

export const EMPTY_TRAVELLER: TravellerValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  phoneNumber: '',
  birth: { year: '', month: '', day: '' },
};

export function travellerValuesOf(traveller: FrequentTraveller): TravellerValues {
  return {
    firstName: traveller.firstName,
    middleName: traveller.middleName,
    lastName: traveller.lastName,
    gender: traveller.gender ?? '',
    phoneNumber: traveller.phoneNumber ?? '',
    birth: splitIsoDate(traveller.birthday),
  };
}

/** The whole form as the POST body: blank optional fields are saved empty. */
export function travellerBody(values: TravellerValues, id?: string) {
  return {
    ...(id ? { id } : {}),
    firstName: text(values.firstName),
    middleName: text(values.middleName),
    lastName: text(values.lastName),
    birthDay: joinIsoDate(values.birth),
    gender: text(values.gender),
    phoneNumber: text(values.phoneNumber),
  };
}

/** Some but not all of month, day and year chosen: the form asks to finish or clear it. */
export const isPartialDate = (parts: DateParts): boolean => {
  const chosen = [parts.year, parts.month, parts.day].filter((part) => text(part) !== '').length;
  return chosen > 0 && chosen < 3;
};

export const travellerName = (traveller: {
  firstName: string;
  middleName: string;
  lastName: string;
}): string =>
  [traveller.firstName, traveller.middleName, traveller.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
