import type { HotelAmenity, HotelPicture } from '@travel/contracts/hotels';
import { hashString, intBetween, seededRandom } from '../../lib/seeded-random';
import {
  DESCRIPTORS,
  HOTEL_CHAINS,
  INDEPENDENT,
  INDEPENDENT_NAMES,
  STREET_STEMS,
  type Descriptor,
  type HotelChain,
} from './chains';
import { hotelIdOf, propertyCodeOf } from './hotel-codes';
import { placeHotel } from './hotel-placement';
import type { CityContext, HotelFacts, HotelProfile, HotelRoomType } from './hotel-profile';
import { citySizeFactor, hotelCount } from './market';
import { ROOM_TYPES, ROOM_TYPES_BY_STARS, type RatePlanSpec } from './room-types';
import { streetAddress } from './street-address';

type Random = () => number;

/** USD per night of a standard room by stars, in an average market. */
const STAR_BASE_USD = [0, 48, 72, 110, 170, 290] as const;
/** Share of a city's hotels that belong to no chain. */
const INDEPENDENT_SHARE = 0.3;

/** Every hotel of one city, in index order. Same city and seed, same hotels, in any process. */
export function generateCityHotels(context: CityContext, seed: string): HotelProfile[] {
  const random = seededRandom(`${seed}|hotels|${context.city.id}`);
  const count = hotelCount(context.city.population);
  const usedNames = new Set<string>();
  const hotels: HotelProfile[] = [];
  for (let index = 0; index < count; index += 1) {
    hotels.push(generateHotel(context, seed, index, random, usedNames));
  }
  return hotels;
}

function generateHotel(
  context: CityContext,
  seed: string,
  index: number,
  random: Random,
  usedNames: Set<string>,
): HotelProfile {
  const { chain, name, descriptor } = nameHotel(context, random, usedNames);
  const propertyCode = propertyCodeOf(context.city.id, index);
  // A hotel drawn in the water re-draws from a stream of its own, leaving `random` untouched.
  const position = placeHotel(context, descriptor, random, () =>
    seededRandom(`${seed}|hotel-on-land|${propertyCode}`),
  );
  const [low, high] = chain.ratingBand;
  const spread = chain === INDEPENDENT ? (random() + random()) / 2 : random();
  const rating = Math.round((low + (high - low) * spread) * 10) / 10;
  const stars = Math.min(5, Math.max(1, Math.floor(rating)));
  const size = citySizeFactor(context.city.population);
  const amenities = pickAmenities(chain, stars, descriptor, context, random);
  const roomTypes = pickRoomTypes(propertyCode, stars, size, random);
  const plans: RatePlanSpec['code'][] = ['R', 'N'];
  if (random() < 0.35) plans.push('G');
  if (random() < 0.25) plans.push('D');
  const freeBreakfast = amenities.includes('freeBreakfast');
  const breakfastPlans = freeBreakfast ? [...plans] : random() < 0.3 ? ['R' as const] : [];
  const checkInFrom = pickWeighted(random, [
    ['15:00', 7],
    ['14:00', 2],
    ['16:00', 1],
  ]);
  const checkOutUntil = pickWeighted(random, [
    ['11:00', 6],
    ['12:00', 3],
    ['10:00', 1],
  ]);
  const jitter = 0.88 + 0.24 * random();
  const baseRateUsd =
    STAR_BASE_USD[stars as 1 | 2 | 3 | 4 | 5] *
    size *
    context.priceLevel *
    jitter *
    (freeBreakfast ? 1.05 : 1);
  const facts = pickFacts(stars, roomTypes, amenities, context, random);
  return {
    id: hotelIdOf(propertyCode, chain.code, name),
    propertyCode,
    chainCode: chain.code,
    chainName: chain.name,
    name,
    street: streetAddress(context.city.countryCode, STREET_STEMS, random),
    city: context,
    latitude: position.latitude,
    longitude: position.longitude,
    centreKm: position.centreKm,
    airportCode: descriptor?.placement === 'airport' ? (context.airport?.code ?? null) : null,
    rating,
    stars,
    reviewCount: Math.round((25 + 2400 * random() ** 2) * size * (stars >= 4 ? 1.4 : 1)),
    amenities,
    pictures: pictures(propertyCode, name, context.city.name, amenities),
    checkInFrom,
    checkOutUntil,
    roomTypes,
    plans,
    breakfastPlans,
    cancellationDays: intBetween(random, 1, 3),
    baseRateUsd,
    breakfastUsd: 8 + 4 * stars,
    facts,
  };
}

function nameHotel(
  context: CityContext,
  random: Random,
  usedNames: Set<string>,
): { chain: HotelChain; name: string; descriptor: Descriptor | null } {
  const bigCity = context.city.population >= 500_000;
  if (random() >= INDEPENDENT_SHARE) {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const chain = pickWeighted(
        random,
        HOTEL_CHAINS.map((c) => [c, c.weight * (!bigCity && c.style === 'luxury' ? 0.3 : 1)]),
      );
      const descriptor = DESCRIPTORS[Math.floor(random() * DESCRIPTORS.length)]!;
      if (descriptor.placement === 'airport' && !context.airport) continue;
      const name = `${chain.name} ${context.city.name} ${descriptor.name}`;
      if (usedNames.has(name)) continue;
      usedNames.add(name);
      return { chain, name, descriptor };
    }
  }
  const offset = Math.floor(random() * INDEPENDENT_NAMES.length);
  for (let step = 0; ; step += 1) {
    // Past the list, names take a district: "Hotel Aurelia Riverside".
    const base = INDEPENDENT_NAMES[(offset + step) % INDEPENDENT_NAMES.length]!;
    const round = Math.floor(step / INDEPENDENT_NAMES.length);
    const name = round === 0 ? base : `${base} ${DESCRIPTORS[(round - 1) % 10]!.name}`;
    if (!usedNames.has(name)) {
      usedNames.add(name);
      return { chain: INDEPENDENT, name, descriptor: null };
    }
  }
}

/** Chance of each amenity by star level (index 1–5), before the hotel's style adjusts it. */
const AMENITY_ODDS: Readonly<Record<HotelAmenity, readonly number[]>> = {
  wifi: [0, 0.9, 0.95, 0.97, 1, 1],
  freeBreakfast: [0, 0.55, 0.5, 0.35, 0.15, 0.08],
  freeParking: [0, 0.5, 0.45, 0.35, 0.2, 0.1],
  petsAllowed: [0, 0.2, 0.25, 0.3, 0.3, 0.25],
  pool: [0, 0.05, 0.1, 0.3, 0.6, 0.85],
  fitness: [0, 0.05, 0.2, 0.55, 0.85, 0.95],
  spa: [0, 0, 0.02, 0.1, 0.4, 0.75],
  restaurant: [0, 0.2, 0.4, 0.75, 0.92, 1],
  bar: [0, 0.15, 0.35, 0.7, 0.9, 1],
  airportShuttle: [0, 0.05, 0.08, 0.12, 0.15, 0.2],
  airConditioning: [0, 0.5, 0.7, 0.85, 0.95, 1],
  roomService: [0, 0, 0.05, 0.3, 0.85, 1],
  laundry: [0, 0.3, 0.5, 0.7, 0.85, 0.95],
  businessCentre: [0, 0, 0.1, 0.35, 0.6, 0.7],
  accessible: [0, 0.4, 0.6, 0.75, 0.85, 0.9],
};

function pickAmenities(
  chain: HotelChain,
  stars: number,
  descriptor: Descriptor | null,
  context: CityContext,
  random: Random,
): HotelAmenity[] {
  const hotClimate = Math.abs(context.city.lat) < 35;
  const odds = (amenity: HotelAmenity): number => {
    let chance = AMENITY_ODDS[amenity][stars] ?? 0;
    if (chain.style === 'resort' && (amenity === 'pool' || amenity === 'spa')) chance += 0.4;
    if (chain.style === 'budget' && amenity === 'freeBreakfast') chance += 0.2;
    if (amenity === 'airConditioning' && hotClimate) chance += 0.4;
    if (amenity === 'pool' && hotClimate) chance += 0.15;
    if (descriptor?.placement === 'airport') {
      if (amenity === 'airportShuttle') chance = 0.9;
      if (amenity === 'freeParking') chance += 0.3;
    }
    if (amenity === 'freeParking' && context.city.population < 300_000) chance += 0.2;
    return chance;
  };
  return (Object.keys(AMENITY_ODDS) as HotelAmenity[]).filter(
    (amenity) => random() < odds(amenity),
  );
}

function pickRoomTypes(
  propertyCode: string,
  stars: number,
  sizeFactor: number,
  random: Random,
): HotelRoomType[] {
  const candidates = ROOM_TYPES_BY_STARS[stars] ?? ROOM_TYPES_BY_STARS[3]!;
  const keep = intBetween(random, 3, Math.min(5, candidates.length));
  // Drop random types but keep the list's order (cheapest first).
  const kept = [...candidates];
  while (kept.length > keep) kept.splice(Math.floor(random() * kept.length), 1);
  const roomCount = Math.round([0, 30, 60, 120, 200, 260][stars]! * (0.5 + random()) * sizeFactor);
  const specs = kept.map((code) => ROOM_TYPES[code]!);
  const shares = specs.reduce((sum, spec) => sum + spec.share, 0);
  return specs.map((spec) => ({
    spec,
    sizeSqm: intBetween(random, spec.size[0], spec.size[1]),
    picture: {
      kind: 'room',
      seed: hashString(`${propertyCode}|room|${spec.code}`) & 0x7fffffff,
      caption: spec.name,
    },
    capacity: Math.max(2, Math.round((roomCount * spec.share) / shares)),
    occupancySeed: hashString(`${propertyCode}|occupancy|${spec.code}`),
  }));
}

function pictures(
  propertyCode: string,
  name: string,
  cityName: string,
  amenities: readonly HotelAmenity[],
): HotelPicture[] {
  const seed = (kind: string) => hashString(`${propertyCode}|${kind}`) & 0x7fffffff;
  const list: HotelPicture[] = [
    { kind: 'facade', seed: seed('facade'), caption: `${name}, the entrance` },
    { kind: 'lobby', seed: seed('lobby'), caption: 'Lobby and reception' },
    { kind: 'room', seed: seed('room'), caption: 'A guest room' },
  ];
  if (amenities.includes('pool')) {
    list.push({ kind: 'pool', seed: seed('pool'), caption: 'The pool' });
  }
  list.push({ kind: 'view', seed: seed('view'), caption: `${cityName} from the upper floors` });
  return list;
}

function pickFacts(
  stars: number,
  roomTypes: readonly HotelRoomType[],
  amenities: readonly HotelAmenity[],
  context: CityContext,
  random: Random,
): HotelFacts {
  const yearBuilt = intBetween(random, stars >= 5 ? 1890 : 1950, 2021);
  const roomCount = roomTypes.reduce((sum, type) => sum + type.capacity, 0);
  const tall = context.city.population >= 1_000_000 ? 1.6 : 1;
  const floors = Math.max(2, Math.min(48, Math.round((roomCount / 14) * tall * (0.6 + random()))));
  const renovated =
    yearBuilt < 2015 && random() < 0.6 ? intBetween(random, yearBuilt + 8, 2024) : 0;
  return {
    yearBuilt,
    yearRenovated: renovated > yearBuilt && renovated <= 2024 ? renovated : null,
    floors,
    roomCount,
    childrenFreeUnder:
      random() < 0.7
        ? pickWeighted(random, [
            [6, 3],
            [12, 4],
            [17, 2],
          ])
        : null,
    petFeeUsd: amenities.includes('petsAllowed') ? (random() < 0.4 ? 0 : 10 + 5 * stars) : null,
    parkingUsd: amenities.includes('freeParking')
      ? 0
      : random() < 0.25
        ? null
        : Math.round((8 + 6 * stars) * context.priceLevel),
  };
}

function pickWeighted<T>(random: Random, options: readonly (readonly [T, number])[]): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options[options.length - 1]![0];
}
