import { HOTEL_AMENITY_NAMES, type HotelDetail, type HotelPolicy } from '@travel/contracts/hotels';
import type { HotelProfile } from './hotel-profile';

/**
 * The words of a hotel page, written from the generated facts only: nothing here claims more
 * than the data says.
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatUsd = (cents: number): string => usd.format(cents / 100);

const STAR_WORDS = ['', 'one-star', 'two-star', 'three-star', 'four-star', 'five-star'];

export function overviewOf(hotel: HotelProfile): string {
  const { city } = hotel;
  const where =
    hotel.airportCode !== null
      ? `beside ${hotel.airportCode} airport, about ${hotel.centreKm} km from central ${city.city.name}`
      : hotel.centreKm < 1
        ? `in the heart of ${city.city.name}`
        : `${hotel.centreKm} km from the centre of ${city.city.name}`;
  const brand = hotel.chainCode === 'IN' ? 'an independent' : `a ${hotel.chainName}`;
  const highlights = hotel.amenities
    .filter((amenity) => amenity !== 'wifi' && amenity !== 'airConditioning')
    .slice(0, 3)
    .map((amenity) => HOTEL_AMENITY_NAMES[amenity].toLowerCase());
  const offers =
    highlights.length > 0 ? ` Guests have ${joinWords(highlights)}.` : ' It keeps things simple.';
  return (
    `${hotel.name} is ${brand} ${STAR_WORDS[hotel.stars]} hotel ${where}, ${city.countryName}, ` +
    `with ${hotel.facts.roomCount} rooms over ${hotel.facts.floors} floors.${offers} ` +
    `Guests rate it ${hotel.rating.toFixed(1)} out of 5 from ${hotel.reviewCount} reviews.`
  );
}

export function aboutOf(hotel: HotelProfile): HotelDetail['about'] {
  const { facts } = hotel;
  const about: HotelDetail['about'] = [
    {
      title: 'The building',
      text:
        `Built in ${facts.yearBuilt}` +
        (facts.yearRenovated ? `, renovated in ${facts.yearRenovated}` : '') +
        `; ${facts.floors} floors, ${facts.roomCount} rooms.`,
    },
    {
      title: 'Check-in and check-out',
      text: `Check-in from ${hotel.checkInFrom}, check-out until ${hotel.checkOutUntil} (local time, ${hotel.city.timeZone}).`,
    },
    { title: 'Children', text: childrenRule(hotel) },
    { title: 'Pets', text: petsRule(hotel) },
    { title: 'Parking', text: parkingRule(hotel) },
  ];
  if (hotel.airportCode) {
    about.push({
      title: 'Getting there',
      text: hotel.amenities.includes('airportShuttle')
        ? `A shuttle runs to ${hotel.airportCode} airport.`
        : `${hotel.airportCode} airport is a short taxi ride away.`,
    });
  }
  return about;
}

export function childrenRule(hotel: HotelProfile): string {
  const age = hotel.facts.childrenFreeUnder;
  return age === null
    ? 'Children are welcome; every guest counts towards the room’s occupancy and pays the room rate.'
    : `Children are welcome; those under ${age} stay free in existing beds. Every guest counts towards the room’s occupancy.`;
}

export function petsRule(hotel: HotelProfile): string {
  const fee = hotel.facts.petFeeUsd;
  if (fee === null) return 'Pets are not allowed (assistance animals are welcome).';
  if (fee === 0) return 'Pets are welcome free of charge.';
  return `Pets are welcome for ${formatUsd(fee * 100)} per night, paid at the hotel.`;
}

export function parkingRule(hotel: HotelProfile): string {
  const fee = hotel.facts.parkingUsd;
  if (fee === null) return 'The hotel has no parking; public car parks are nearby.';
  if (fee === 0) return 'Free parking on site.';
  return `Parking on site for ${formatUsd(fee * 100)} per day.`;
}

/** "Tue, Mar 2, 2027" in the hotel's zone. */
export function formatLocalDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

export interface RulesInput {
  policy: HotelPolicy;
  breakfastIncluded: boolean;
  total: number;
  dueNow: number;
  dueAtHotel: number;
  cancellationDeadline: Date | null;
  /** Guarantee rates: when a cancellation starts to cost one night. */
  lateCancellationFrom: Date;
  now: Date;
}

/** The rules of a rate in words: cancellation, payment, check-in and out, breakfast, children, pets. */
export function rulesOf(hotel: HotelProfile, input: RulesInput): string[] {
  const zone = hotel.city.timeZone;
  const at = (instant: Date) => `18:00 on ${formatLocalDay(instant, zone)} (hotel time)`;
  const rules: string[] = [];
  switch (input.policy) {
    case 'refundable': {
      const deadline = input.cancellationDeadline as Date;
      rules.push(
        deadline > input.now
          ? `Free cancellation until ${at(deadline)}; after that the booking is not refunded.`
          : `Free cancellation ended at ${at(deadline)}; this booking is no longer refundable.`,
      );
      rules.push(`The full price of ${formatUsd(input.total)}, taxes included, is charged now.`);
      break;
    }
    case 'notRefundable':
      rules.push('Not refundable: nothing is returned if you cancel, change or do not arrive.');
      rules.push(`The full price of ${formatUsd(input.total)}, taxes included, is charged now.`);
      break;
    case 'guarantee':
      rules.push(
        `Nothing is charged now: your card guarantees the booking and ${formatUsd(input.dueAtHotel)} is paid at the hotel.`,
      );
      rules.push(
        `Cancel free of charge until ${at(input.lateCancellationFrom)}; later cancellations and no-shows are charged one night by the hotel.`,
      );
      break;
    case 'deposit':
      rules.push(
        `A deposit of ${formatUsd(input.dueNow)} (the first night with its taxes) is charged now and is not refunded.`,
      );
      rules.push(`The remaining ${formatUsd(input.dueAtHotel)} is paid at the hotel.`);
      break;
  }
  rules.push(
    `Check-in from ${hotel.checkInFrom}, check-out until ${hotel.checkOutUntil} (local time).`,
  );
  rules.push(input.breakfastIncluded ? 'Breakfast is included.' : 'Breakfast is not included.');
  rules.push(childrenRule(hotel));
  rules.push(petsRule(hotel));
  return rules;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
