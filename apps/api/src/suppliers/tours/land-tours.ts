import type { ReferenceCatalog } from '@travel/reference-data';
import { hashString } from '../../lib/seeded-random';
import { dollars, type DeparturePlan } from './departures';
import { DAY_TRIP_OPERATOR, LAND_OPERATORS } from './operators';
import type { TourDayRecord, TourRecord, TourStyle } from './port';
import type { TourCitySeed } from './tour-places';
import { capitalise, countMeals, listOf, meals, pick, publishedOn } from './tour-text';

/**
 * The land tours of one city: an escorted multi-day tour, a small-group tour and a one-day
 * tour, each with its itinerary and its departure plan (prices per room option).
 */

interface CityFacts {
  seed: TourCitySeed;
  countryCode: string;
  countryName: string;
  region: string;
  timeZone: string;
  southern: boolean;
}

export function cityFacts(catalog: ReferenceCatalog, seed: TourCitySeed): CityFacts {
  const city = catalog.cityByCode(seed.code);
  const airport = catalog.airportsFor(seed.code)[0];
  const country = city ? catalog.country(city.countryCode) : undefined;
  if (!city || !airport || !country)
    throw new Error(`tour city ${seed.code} not in reference data`);
  return {
    seed,
    countryCode: country.code,
    countryName: catalog.countryName(country.code, 'en'),
    region: country.continent,
    timeZone: airport.timeZone,
    southern: city.lat < 0,
  };
}

const STYLE_LETTER: Record<'escorted' | 'small-group' | 'one-day', string> = {
  escorted: 'E',
  'small-group': 'S',
  'one-day': 'D',
};

function multiDayItinerary(f: CityFacts, days: number, style: TourStyle): TourDayRecord[] {
  const { name } = f.seed;
  const grade = style === 'escorted' ? 'First-class hotel' : 'Boutique hotel';
  const out: TourDayRecord[] = [
    {
      day: 1,
      title: `Arrive in ${name}`,
      description: `Arrive in ${name} and meet your group and tour leader at a welcome dinner.`,
      places: [name],
      meals: meals(false, false, true),
      overnight: `${grade}, ${name}`,
    },
    {
      day: 2,
      title: `${name} guided sightseeing`,
      description:
        style === 'small-group'
          ? `A walking tour of ${name} with a local guide, then a tasting of ${f.seed.taste}.`
          : `A morning tour of ${name}'s landmarks with a local guide; the afternoon is yours.`,
      places: [name],
      meals: meals(true, style === 'small-group', false),
      overnight: `${grade}, ${name}`,
    },
  ];
  let base = name;
  for (let day = 3; day < days; day += 1) {
    const place = f.seed.places[(day - 3) % f.seed.places.length] as string;
    // The first places are near enough for a day trip; farther ones mean a hotel change.
    const near = day - 3 < 2;
    if (!near) base = place;
    out.push({
      day,
      title: near ? `Day trip to ${place}` : `On to ${place}`,
      description: near
        ? `Travel out to ${place} for a guided visit, returning to ${base} in the evening.`
        : `Travel to ${place} for a guided visit and time to explore on your own.`,
      places: [place],
      meals: meals(true, day % 3 === 0, day === days - 1),
      overnight: `${grade}, ${capitalise(base)}`,
    });
  }
  out.push({
    day: days,
    title: 'Depart',
    description: `Your tour ends after breakfast; transfers to the airport are included.`,
    places: [capitalise(base)],
    meals: meals(true, false, false),
    overnight: null,
  });
  return out;
}

function oneDayItinerary(f: CityFacts): TourDayRecord[] {
  // A day trip goes to the nearest place only: the others are too far for a day there and back.
  const stops = f.seed.places.slice(0, 1);
  return [
    {
      day: 1,
      title: `${f.seed.name} to ${capitalise(listOf(stops))}`,
      description: `Morning pick-up in central ${f.seed.name}, a guided visit of ${listOf(stops)} with lunch, back by early evening.`,
      places: [f.seed.name, ...stops.map(capitalise)],
      meals: meals(false, true, false),
      overnight: null,
    },
  ];
}

function roomPrices(twin: number, random: () => number, style: TourStyle, hash: number) {
  const single = dollars(twin * (0.25 + random() * 0.2));
  const prices = [
    { cabin: '', code: '1', cents: dollars(twin + single) },
    { cabin: '', code: '2', cents: dollars(twin) },
  ];
  if (style === 'escorted' || hash % 2 === 0)
    prices.push({ cabin: '', code: '3', cents: dollars(twin * 0.94) });
  if (style === 'escorted' && hash % 3 !== 0)
    prices.push({ cabin: '', code: '4', cents: dollars(twin * 0.9) });
  if (hash % 10 < 7) prices.push({ cabin: '', code: 'bedchild', cents: dollars(twin * 0.8) });
  if (hash % 5 < 3) prices.push({ cabin: '', code: 'child', cents: dollars(twin * 0.6) });
  return { prices, single };
}

export interface GeneratedTour {
  tour: TourRecord;
  plan: DeparturePlan;
}

export function landToursOf(f: CityFacts): GeneratedTour[] {
  const { seed } = f;
  const out: GeneratedTour[] = [];
  for (const style of ['escorted', 'small-group', 'one-day'] as const) {
    const id = `t-${seed.code.toLowerCase()}-${style}`;
    const h = hashString(id);
    const days = style === 'escorted' ? 7 + (h % 6) : style === 'small-group' ? 5 + (h % 5) : 1;
    const operatorCode =
      style === 'one-day'
        ? DAY_TRIP_OPERATOR
        : style === 'small-group'
          ? 'CDL'
          : pick(LAND_OPERATORS.slice(0, 3), h);
    const itinerary = style === 'one-day' ? oneDayItinerary(f) : multiDayItinerary(f, days, style);
    const visited = [...new Set(itinerary.flatMap((d) => d.places))];
    const [p0, p1] = seed.places.map(capitalise) as [string, string];
    const last = capitalise(
      seed.places[Math.min(days - 4, seed.places.length - 1)] ?? seed.places[0] ?? seed.name,
    );
    const country = f.countryName;
    const name =
      style === 'escorted'
        ? pick(
            [
              `Classic ${country}: ${seed.name} to ${last}`,
              `Grand Tour of ${country}`,
              `${country} Highlights from ${seed.name}`,
              `The Best of ${country} in ${days} Days`,
            ],
            h >>> 3,
          )
        : style === 'small-group'
          ? pick(
              [
                `${seed.name} and ${p1} Small-Group Discovery`,
                `Small-Group ${country}: ${capitalise(seed.taste)} and Culture`,
                `Slow Travel ${country}: ${seed.name}, ${p0} and ${p1}`,
              ],
              h >>> 3,
            )
          : pick(
              [`${p0} Day Trip from ${seed.name}`, `${seed.name} Old Town and ${p0} in a Day`],
              h >>> 3,
            );
    const nights = itinerary.filter((d) => d.overnight).length;
    const mealCount = countMeals(itinerary);
    const summary =
      style === 'one-day'
        ? `A full day from ${seed.name} to ${listOf(itinerary[0]?.places.slice(1) ?? [])} with a guide, transport and lunch.`
        : `${days} days from ${seed.name} ${style === 'escorted' ? 'with a tour director' : 'in a group of at most 16'}: ${listOf(visited.slice(0, 4))}. ${nights} hotel nights and ${mealCount} meals included.`;
    const highlights =
      style === 'one-day'
        ? [
            `Guided visit of ${p0}`,
            'Hotel pick-up in the city centre',
            'Lunch at a local restaurant',
            'Groups of at most 24',
          ]
        : [
            `Guided sightseeing in ${seed.name}`,
            `Visits to ${listOf(visited.slice(1, 4))}`,
            style === 'small-group' ? `A tasting of ${seed.taste}` : 'Welcome and farewell dinners',
            `${nights} nights in ${style === 'escorted' ? 'first-class' : 'boutique'} hotels`,
            style === 'escorted' ? 'A tour director from start to finish' : 'At most 16 travellers',
          ];
    const overview =
      style === 'one-day'
        ? `Leave the planning to us for a day: a licensed guide takes you from ${seed.name} to ${listOf(seed.places.slice(0, 2))}, with time to explore and a relaxed lunch.`
        : `Start in ${seed.name}, ${country}, and travel on to ${listOf(visited.slice(1, 4))}. Local guides show you each place, hotels are central, and free time lets you find ${seed.taste} on your own.`;
    const perDay =
      (style === 'escorted' ? 19000 : style === 'small-group' ? 26000 : 0) * seed.costIndex;
    const baseTwin =
      style === 'one-day'
        ? (6500 + 3000 * (itinerary[0]?.places.length ?? 2)) * seed.costIndex
        : perDay * days;
    out.push({
      tour: {
        id,
        code: `${operatorCode}-${seed.code}${STYLE_LETTER[style]}${String(days).padStart(2, '0')}`,
        kind: 'tour',
        style,
        operatorCode,
        name,
        cityCode: seed.code,
        cityName: seed.name,
        countryCode: f.countryCode,
        timeZone: f.timeZone,
        region: f.region,
        area: f.countryCode,
        days,
        summary,
        highlights,
        overview,
        picture: `tour-${f.region.toLowerCase()}-${h % 4}`,
        publishedOn: publishedOn(h),
        shipCode: null,
        portChargesCents: 0,
        gratuitiesCents: 0,
        depositCents: style === 'escorted' ? 20000 : style === 'small-group' ? 15000 : 0,
        finalPaymentDays: style === 'one-day' ? 0 : 60,
        itinerary,
      },
      plan: {
        tourId: id,
        cadence: style === 'one-day' ? { kind: 'weekly' } : { kind: 'monthly', perMonth: 2 },
        season: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        capacity: style === 'escorted' ? 40 : style === 'small-group' ? 16 : 24,
        southern: f.southern,
        price: (factor, random) => {
          if (style === 'one-day') {
            const adult = dollars(baseTwin * factor);
            return {
              single: 0,
              prices: [
                { cabin: '', code: 'adult', cents: adult },
                { cabin: '', code: 'child', cents: dollars(adult * 0.7) },
              ],
            };
          }
          return roomPrices(baseTwin * factor, random, style, h);
        },
      },
    });
  }
  return out;
}
