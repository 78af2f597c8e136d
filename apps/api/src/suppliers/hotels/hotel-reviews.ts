import {
  HOTEL_SCORE_WORDS,
  HOTEL_TRAVELLER_TYPES,
  hotelScoreWord,
  type HotelDetail,
  type HotelReview,
  type HotelScoreWord,
  type HotelTravellerType,
} from '@travel/contracts/hotels';
import { intBetween, seededRandom } from '../../lib/seeded-random';
import { HOTEL_CHAINS, type HotelChain } from './chains';
import type { HotelProfile } from './hotel-profile';
import { formatUsd } from './hotel-text';

/**
 * The simulated supplier's written reviews (issue 13 §3), until travellers write their own:
 * believable, and the same for the same hotel in every process. Review `i` of a hotel is drawn
 * from a generator seeded by the hotel's id and `i` alone, so any page is made without the
 * others and nothing is stored. Its score follows the hotel's shares per score word (the
 * summary's bars), and its words come from phrase banks chosen by that score, the traveller
 * type and the hotel's own facts: a review praises the pool only where there is one, and
 * complains about paid parking only where parking is paid.
 */

type Random = () => number;

/** Share of the ratings that come with words, and the most a hotel shows. */
const WRITTEN_SHARE = 0.3;
const MAX_WRITTEN = 300;
/** Written reviews span the last two years, newest stay first. */
const SPAN_MONTHS = 24;

/** The middle of each word's band on the 1–5 scale, and the band itself (one decimal). */
const BANDS: Readonly<Record<HotelScoreWord, { low: number; high: number; centre: number }>> = {
  excellent: { low: 4.5, high: 5, centre: 4.75 },
  veryGood: { low: 4, high: 4.4, centre: 4.2 },
  good: { low: 3.5, high: 3.9, centre: 3.7 },
  fair: { low: 2.5, high: 3.4, centre: 2.95 },
  poor: { low: 1, high: 2.4, centre: 1.7 },
};
const SPREAD = 0.75;
/** A share of guests spread over every word: even the best hotel has the odd unhappy guest. */
const TAIL = 0.04;

/** Written reviews of a hotel: a share of its ratings, at least one, at most MAX_WRITTEN. */
export function writtenReviewCount(hotel: Pick<HotelProfile, 'reviewCount'>): number {
  return Math.max(1, Math.min(MAX_WRITTEN, Math.round(hotel.reviewCount * WRITTEN_SHARE)));
}

const bellWeights = (peak: number): number[] =>
  HOTEL_SCORE_WORDS.map((word) =>
    Math.exp(-((BANDS[word].centre - peak) ** 2) / (2 * SPREAD ** 2)),
  );

const meanOf = (weights: readonly number[]): number => {
  const sum = weights.reduce((a, b) => a + b, 0);
  return HOTEL_SCORE_WORDS.reduce(
    (mean, word, i) => mean + (weights[i]! / sum) * BANDS[word].centre,
    0,
  );
};

/**
 * The share (per cent, summing to 100) of a hotel's ratings per score word: a bell over the
 * bands whose peak is moved until the mean is the hotel's rating (a 4.7 hotel peaks above 5,
 * where the scale ends; a mean beyond the bands' middles is as close as they get), plus TAIL
 * spread evenly over every word, rounded by largest remainders.
 */
export function scoreShares(rating: number): Record<HotelScoreWord, number> {
  const even = HOTEL_SCORE_WORDS.reduce((sum, word) => sum + BANDS[word].centre, 0) / 5;
  const target = (rating - TAIL * even) / (1 - TAIL);
  let low = 0;
  let high = 7;
  for (let step = 0; step < 40; step += 1) {
    const middle = (low + high) / 2;
    if (meanOf(bellWeights(middle)) < target) low = middle;
    else high = middle;
  }
  const weights = bellWeights((low + high) / 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (((1 - TAIL) * weight) / sum) * 100 + (TAIL / 5) * 100);
  const shares = exact.map(Math.floor);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  const missing = 100 - shares.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k += 1) shares[order[k]!.i]! += 1;
  return Object.fromEntries(HOTEL_SCORE_WORDS.map((word, i) => [word, shares[i]!])) as Record<
    HotelScoreWord,
    number
  >;
}

/**
 * The reviews tab's summary: the rating and its count, the shares per score word (scoreShares)
 * and four aspects around the rating (location by the distance from the centre, value by the
 * stars), and how many ratings have words.
 */
export function reviewSummaryOf(hotel: HotelProfile): HotelDetail['reviews'] {
  const aspect = (name: string, lift: number) => {
    const wobble =
      ((hotel.propertyCode.charCodeAt(hotel.propertyCode.length - 1) + name.length) % 7) / 10 - 0.3;
    return Math.round(Math.min(5, Math.max(1, hotel.rating + lift + wobble)) * 10) / 10;
  };
  const central = hotel.centreKm < 2 ? 0.4 : hotel.centreKm > 6 ? -0.3 : 0;
  return {
    rating: hotel.rating,
    reviewCount: hotel.reviewCount,
    distribution: scoreShares(hotel.rating),
    aspects: {
      cleanliness: aspect('cleanliness', 0.1),
      location: aspect('location', central),
      service: aspect('service', 0),
      value: aspect('value', hotel.stars <= 2 ? 0.2 : -0.2),
    },
    writtenCount: writtenReviewCount(hotel),
  };
}

/** One page of a hotel's written reviews (page 1 is the newest), and how many there are. */
export function reviewsPage(
  hotel: HotelProfile,
  page: number,
  pageSize: number,
  now: Date,
): { total: number; reviews: HotelReview[] } {
  const total = writtenReviewCount(hotel);
  const start = (page - 1) * pageSize;
  const end = Math.min(total, start + pageSize);
  const shares = scoreShares(hotel.rating);
  const reviews: HotelReview[] = [];
  for (let index = start; index < end; index += 1) {
    reviews.push(reviewAt(hotel, index, total, shares, now));
  }
  return { total, reviews };
}

// ---------------------------------------------------------------------------------------------
// One review

function reviewAt(
  hotel: HotelProfile,
  index: number,
  total: number,
  shares: Record<HotelScoreWord, number>,
  now: Date,
): HotelReview {
  const random = seededRandom(`${hotel.id}|review|${index}`);
  const word = pickWeighted(
    random,
    HOTEL_SCORE_WORDS.map((w) => [w, shares[w]] as const),
  );
  const band = BANDS[word];
  const score = Math.round((band.low + (band.high - band.low) * random()) * 10) / 10;
  const traveller = pickWeighted(random, travellerWeights(hotel));
  const nights = intBetween(random, ...NIGHTS[traveller]);
  const voice = traveller === 'solo' || traveller === 'business' ? SINGULAR : PLURAL;
  const reviewer = reviewerOf(hotel, random);
  const text = writeText(hotel, hotelScoreWord(score), traveller, nights, random);
  return {
    id: `${hotel.propertyCode}-R${index + 1}`,
    score,
    word: hotelScoreWord(score),
    title: fill(pick(random, TITLES[word]), hotel, voice),
    text: fill(text, hotel, voice),
    traveller,
    stayMonth: stayMonthOf(index, total, now),
    nights,
    room: roomOf(hotel, traveller, random),
    reviewer,
  };
}

/** Newest first: the reviews spread evenly over the months before the current one. */
function stayMonthOf(index: number, total: number, now: Date): string {
  const perMonth = Math.max(1, Math.ceil(total / SPAN_MONTHS));
  const monthsAgo = 1 + Math.floor(index / perMonth);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

const NIGHTS: Readonly<Record<HotelTravellerType, readonly [number, number]>> = {
  solo: [1, 4],
  couple: [2, 5],
  family: [3, 7],
  friends: [2, 4],
  business: [1, 3],
};

const chainOf = (hotel: HotelProfile): HotelChain | undefined =>
  HOTEL_CHAINS.find((chain) => chain.code === hotel.chainCode);

/** Who stays: airport and business hotels see business travellers, resorts families. */
function travellerWeights(hotel: HotelProfile): (readonly [HotelTravellerType, number])[] {
  const weights: Record<HotelTravellerType, number> = {
    solo: 2,
    couple: 4,
    family: 2.5,
    friends: 1.5,
    business: 2,
  };
  const has = (amenity: HotelProfile['amenities'][number]) => hotel.amenities.includes(amenity);
  if (hotel.airportCode) weights.business *= 3;
  if (has('businessCentre')) weights.business *= 1.5;
  if (has('pool')) weights.family *= 1.5;
  if (has('spa')) weights.couple *= 1.4;
  if (chainOf(hotel)?.style === 'resort') weights.family *= 1.5;
  if (hotel.stars <= 2) {
    weights.solo *= 1.5;
    weights.friends *= 1.6;
  }
  if (hotel.stars === 5) weights.couple *= 1.5;
  return HOTEL_TRAVELLER_TYPES.map((type) => [type, weights[type]] as const);
}

/** A room type the traveller would book: families the larger ones where the hotel has them. */
function roomOf(hotel: HotelProfile, traveller: HotelTravellerType, random: Random): string {
  const types = hotel.roomTypes;
  const sleeps = (min: number, max: number) =>
    types.filter((type) => type.spec.maxOccupancy >= min && type.spec.maxOccupancy <= max);
  const fitting =
    traveller === 'family'
      ? sleeps(3, 99)
      : traveller === 'solo' || traveller === 'business'
        ? sleeps(1, 2)
        : sleeps(2, 3);
  const choices = fitting.length > 0 ? fitting : types;
  return pickWeighted(
    random,
    choices.map((type) => [type.spec.name, type.spec.share] as const),
  );
}

const NAMES = [
  'Anna',
  'Ben',
  'Carlos',
  'Chloé',
  'Daniel',
  'Elif',
  'Emma',
  'Fatima',
  'Giulia',
  'Hannah',
  'Hiroshi',
  'Isabel',
  'Jakub',
  'James',
  'Jin',
  'Julia',
  'Karim',
  'Lars',
  'Laura',
  'Lucas',
  'Maria',
  'Mateo',
  'Mei',
  'Mohammed',
  'Nadia',
  'Noah',
  'Olivia',
  'Omar',
  'Paul',
  'Priya',
  'Rafael',
  'Rahul',
  'Rosa',
  'Sam',
  'Sara',
  'Sophie',
  'Thomas',
  'Tom',
  'Valentina',
  'Wei',
  'Yusuf',
  'Zoe',
  'Aiko',
  'Bram',
  'Camille',
  'Diego',
  'Freya',
  'Ingrid',
  'Kofi',
  'Leila',
];
const COUNTRIES = [
  'United States',
  'United Kingdom',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
  'Canada',
  'Australia',
  'Japan',
  'China',
  'India',
  'Brazil',
  'Mexico',
  'Sweden',
  'Poland',
  'Switzerland',
  'Ireland',
  'Singapore',
  'South Korea',
  'United Arab Emirates',
  'Turkey',
];

/** A first name and a country: a third of the guests come from the hotel's own country. */
function reviewerOf(hotel: HotelProfile, random: Random): HotelReview['reviewer'] {
  const name = pick(random, NAMES);
  const country = random() < 0.33 ? hotel.city.countryName : pick(random, COUNTRIES);
  return { name, country };
}

// ---------------------------------------------------------------------------------------------
// Words

/** `{We}`, `{we}`, `{our}`, `{Our}`, `{us}`: the reviewer's own voice. */
interface Voice {
  We: string;
  we: string;
  our: string;
  Our: string;
  us: string;
}
const SINGULAR: Voice = { We: 'I', we: 'I', our: 'my', Our: 'My', us: 'me' };
const PLURAL: Voice = { We: 'We', we: 'we', our: 'our', Our: 'Our', us: 'us' };

function fill(text: string, hotel: HotelProfile, voice: Voice): string {
  return text
    .replace(/\{(We|we|our|Our|us)\}/g, (_, key: keyof Voice) => voice[key])
    .replace(/\{city\}/g, hotel.city.city.name)
    .replace(/\{hotel\}/g, hotel.name)
    .replace(/\{checkIn\}/g, hotel.checkInFrom);
}

const TITLES: Readonly<Record<HotelScoreWord, readonly string[]>> = {
  excellent: [
    'Exceptional stay',
    'Everything {we} hoped for',
    'Faultless from check-in to check-out',
    'A real gem in {city}',
    'Superb in every way',
    'Outstanding service',
    'Would come back in a heartbeat',
  ],
  veryGood: [
    'Very comfortable stay',
    'Great base for {city}',
    'Lovely hotel, friendly staff',
    'Really enjoyed it',
    'Spotless and good value',
    'Would happily stay again',
  ],
  good: [
    'A solid choice',
    'Good stay overall',
    'Comfortable, if not memorable',
    'Did the job well',
    'Pleasant enough',
  ],
  fair: [
    'Mixed feelings',
    'Fine for a night or two',
    'Room for improvement',
    'Average at best',
    'Not bad, not great',
  ],
  poor: [
    'Disappointing',
    'Not what {we} expected',
    'Let down by the basics',
    'Needs a lot of work',
    'Would not stay again',
  ],
};

const OPENINGS: Readonly<Record<HotelScoreWord, readonly string[]>> = {
  excellent: [
    '{We} had a wonderful {nights} here.',
    'From the moment {we} arrived, the staff made {us} feel welcome.',
    'One of the best hotels {we} have stayed in.',
    '{We} spent {nights} at {hotel} and loved every minute.',
  ],
  veryGood: [
    '{We} stayed {nights} and would gladly come back.',
    'A very good stay of {nights}.',
    '{Our} {nights} here were comfortable and easy.',
    'Nice hotel and a friendly welcome.',
  ],
  good: [
    '{We} stayed {nights} and it was fine overall.',
    'A decent hotel for the price.',
    'Nothing special, but comfortable enough for {nights}.',
  ],
  fair: [
    '{Our} {nights} here were a mixed bag.',
    'It was okay, but {we} expected a bit more.',
    'Some good points, some not so good.',
  ],
  poor: [
    'Unfortunately {our} {nights} here did not go well.',
    '{We} expected much more from {hotel}.',
    'Sadly this stay was a let-down.',
  ],
};

/** Praise that holds only for some hotels and some travellers. */
interface Phrase {
  text: string;
  when?: (hotel: HotelProfile, traveller: HotelTravellerType) => boolean;
}

const has =
  (...amenities: HotelProfile['amenities']) =>
  (hotel: HotelProfile) =>
    amenities.every((amenity) => hotel.amenities.includes(amenity));
const lacks = (amenity: HotelProfile['amenities'][number]) => (hotel: HotelProfile) =>
  !hotel.amenities.includes(amenity);
const hot = (hotel: HotelProfile) => Math.abs(hotel.city.city.lat) < 35;
const central = (hotel: HotelProfile) => hotel.airportCode === null && hotel.centreKm < 2;

const PRAISE: readonly Phrase[] = [
  { text: 'The room was spotless and the bed very comfortable.' },
  { text: 'Staff at reception were friendly and quick to help.' },
  { text: '{We} slept well: the room was quiet at night.' },
  { text: 'Breakfast was included and had plenty of choice.', when: has('freeBreakfast') },
  { text: 'The pool was a highlight.', when: (h, t) => has('pool')(h) && t !== 'family' },
  { text: 'The kids loved the pool.', when: (h, t) => has('pool')(h) && t === 'family' },
  { text: 'The spa was a treat after a long day.', when: has('spa') },
  { text: 'The gym was well equipped.', when: has('fitness') },
  { text: 'Dinner at the hotel restaurant was excellent.', when: has('restaurant') },
  { text: 'The bar was a nice place to end the evening.', when: has('bar') },
  { text: 'Free parking made arriving by car easy.', when: has('freeParking') },
  {
    text: 'The airport shuttle was on time, which made an early flight painless.',
    when: has('airportShuttle'),
  },
  { text: 'The Wi-Fi was fast enough for video calls.', when: has('wifi') },
  { text: 'The location is perfect: most sights are within walking distance.', when: central },
  { text: 'Handy for the airport, just minutes from the terminal.', when: (h) => !!h.airportCode },
  {
    text: 'The air conditioning worked well, a blessing in the heat.',
    when: (h) => has('airConditioning')(h) && hot(h),
  },
  { text: 'Great value for {city}.', when: (h) => h.stars <= 3 },
  {
    text: 'The view over {city} from the upper floors is wonderful.',
    when: (h) => h.facts.floors >= 8,
  },
  {
    text: 'Plenty of space for the whole family.',
    when: (h, t) => t === 'family' && h.roomTypes.some((type) => type.spec.maxOccupancy >= 3),
  },
  {
    text: 'Children stay free here, which helped the budget.',
    when: (h, t) => t === 'family' && h.facts.childrenFreeUnder !== null,
  },
  { text: 'The desk and the quiet room made working easy.', when: (_, t) => t === 'business' },
  {
    text: 'The business centre was handy for printing.',
    when: (h, t) => t === 'business' && has('businessCentre')(h),
  },
  {
    text: '{Our} dog was made very welcome.',
    when: (h, t) => has('petsAllowed')(h) && (t === 'couple' || t === 'solo'),
  },
  { text: 'Travelling alone, {we} felt safe and looked after.', when: (_, t) => t === 'solo' },
  { text: 'A great spot for a weekend with friends.', when: (_, t) => t === 'friends' },
  { text: 'Room service was quick and the food was good.', when: has('roomService') },
];

/** Complaints, lower case first: they follow "On the downside, " and the like. */
const COMPLAINTS: readonly Phrase[] = [
  { text: 'the walls are thin and {we} could hear the corridor.' },
  { text: 'check-in took longer than it should have.' },
  { text: 'the room was smaller than the pictures suggest.' },
  { text: 'housekeeping missed {our} room one day.' },
  {
    text: 'breakfast is extra and felt expensive for what it was.',
    when: (h) => lacks('freeBreakfast')(h) && has('restaurant')(h),
  },
  {
    text: 'parking costs {parking} a day.',
    when: (h) => h.facts.parkingUsd !== null && h.facts.parkingUsd > 0,
  },
  { text: 'there is no parking at the hotel.', when: (h) => h.facts.parkingUsd === null },
  {
    text: 'it is a fair way from the centre, so budget for taxis.',
    when: (h) => h.airportCode === null && h.centreKm > 6,
  },
  { text: 'planes can be heard early in the morning.', when: (h) => !!h.airportCode },
  {
    text: 'the building is showing its age and could use a refresh.',
    when: (h) => h.facts.yearBuilt < 1995 && h.facts.yearRenovated === null,
  },
  { text: 'the Wi-Fi dropped out now and then.', when: has('wifi') },
  { text: 'there is no free Wi-Fi, which feels dated.', when: lacks('wifi') },
  {
    text: 'there is no air conditioning and the room got warm.',
    when: (h) => lacks('airConditioning')(h) && hot(h),
  },
  { text: 'the pool was crowded in the afternoons.', when: has('pool') },
  {
    text: 'check-in is only from {checkIn}, so {we} waited with {our} bags.',
    when: (h) => h.checkInFrom >= '15:00',
  },
  { text: 'the lifts were slow at busy times.', when: (h) => h.facts.floors >= 6 },
];

/** Only for the lower scores: what spoils a stay. */
const SERIOUS: readonly Phrase[] = [
  { text: 'the bathroom needed a deep clean.' },
  { text: 'the staff seemed overwhelmed and hard to find.' },
  { text: 'the bed was uncomfortable and {we} slept badly.' },
  { text: 'the room smelled musty.' },
  { text: 'the noise from the street kept {us} awake.', when: (h) => h.centreKm < 3 },
];

const DOWNSIDES = ['On the downside, ', 'One thing to know: ', 'If anything, ', 'The only catch: '];
const WORSE = ['Worse, ', 'On top of that, ', 'Also, ', 'And '];

const CLOSINGS: Readonly<Record<HotelScoreWord, readonly string[]>> = {
  excellent: [
    'Highly recommended.',
    "{We}'d love to come back.",
    'Cannot fault it.',
    'Next time in {city}, {we} know where to stay.',
  ],
  veryGood: ['Would stay again.', 'Recommended.', 'Good value for what you get.'],
  good: ['Fine for a short stay.', 'Would consider it again.', 'Does what it says.'],
  fair: ['Might look elsewhere next time.', 'Okay if the price is right.'],
  poor: ['Would not recommend.', 'Expected much better for the price.', 'Not again.'],
};

/** How many praises and complaints a review of each word has: [min, max] each. */
const SHAPE: Readonly<
  Record<HotelScoreWord, { praise: [number, number]; complaints: [number, number] }>
> = {
  excellent: { praise: [2, 3], complaints: [0, 0] },
  veryGood: { praise: [2, 3], complaints: [0, 1] },
  good: { praise: [1, 2], complaints: [1, 1] },
  fair: { praise: [1, 1], complaints: [1, 2] },
  poor: { praise: [0, 1], complaints: [2, 2] },
};

function writeText(
  hotel: HotelProfile,
  word: HotelScoreWord,
  traveller: HotelTravellerType,
  nights: number,
  random: Random,
): string {
  const applies = (phrase: Phrase) => phrase.when?.(hotel, traveller) ?? true;
  const shape = SHAPE[word];
  const praise = sample(random, PRAISE.filter(applies), intBetween(random, ...shape.praise));
  const complaintPool = [
    ...COMPLAINTS.filter(applies),
    ...(word === 'fair' || word === 'poor' ? SERIOUS.filter(applies) : []),
  ];
  const complaints = sample(random, complaintPool, intBetween(random, ...shape.complaints));
  const parts = [
    pick(random, OPENINGS[word]).replace(
      '{nights}',
      nights === 1 ? 'one night' : `${NUMBER_WORDS[nights] ?? nights} nights`,
    ),
    ...praise.map((phrase) => phrase.text),
    ...complaints.map(
      (phrase, i) => (i === 0 ? pick(random, DOWNSIDES) : pick(random, WORSE)) + phrase.text,
    ),
    pick(random, CLOSINGS[word]),
  ];
  const parking = hotel.facts.parkingUsd ? formatUsd(hotel.facts.parkingUsd * 100) : '';
  return parts.join(' ').replace('{parking}', parking);
}

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

// ---------------------------------------------------------------------------------------------
// Drawing

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Up to `count` different items, in the list's order. */
function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  const indexes = list.map((_, i) => i);
  for (let i = indexes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
  }
  return indexes
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => list[i]!);
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
