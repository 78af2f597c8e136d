import type { ReferenceCatalog } from '@travel/reference-data';
import { hashString } from '../../lib/seeded-random';
import { dollars, type DeparturePlan } from './departures';
import { DAY_TRIP_OPERATOR, LAND_OPERATORS } from './operators';
import type { TourDayRecord, TourRecord, TourStyle } from './port';
import type { TourCitySeed } from './tour-places';
import { countMeals, meals, pick, publishedOn } from './tour-text';
import { EN_WORDS, type TourWords } from './tour-words';

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

export function cityFacts(
  catalog: ReferenceCatalog,
  seed: TourCitySeed,
  language: 'en' | 'zh' = 'en',
): CityFacts {
  const city = catalog.cityByCode(seed.code);
  const airport = catalog.airportsFor(seed.code)[0];
  const country = city ? catalog.country(city.countryCode) : undefined;
  if (!city || !airport || !country)
    throw new Error(`tour city ${seed.code} not in reference data`);
  return {
    seed,
    countryCode: country.code,
    countryName: catalog.countryName(country.code, language),
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

function multiDayItinerary(
  f: CityFacts,
  days: number,
  style: 'escorted' | 'small-group',
  w: TourWords,
): TourDayRecord[] {
  const { name } = f.seed;
  const out: TourDayRecord[] = [
    {
      day: 1,
      ...w.land.arrive(name),
      places: [name],
      meals: meals(false, false, true),
      overnight: w.land.hotel(style, name),
    },
    {
      day: 2,
      ...w.land.sightseeing(name, style, f.seed.taste),
      places: [name],
      meals: meals(true, style === 'small-group', false),
      overnight: w.land.hotel(style, name),
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
      ...(near ? w.land.dayTrip(place, base) : w.land.onTo(place)),
      places: [place],
      meals: meals(true, day % 3 === 0, day === days - 1),
      overnight: w.land.hotel(style, w.cap(base)),
    });
  }
  out.push({
    day: days,
    ...w.land.depart(),
    places: [w.cap(base)],
    meals: meals(true, false, false),
    overnight: null,
  });
  return out;
}

function oneDayItinerary(f: CityFacts, w: TourWords): TourDayRecord[] {
  // A day trip goes to the nearest place only: the others are too far for a day there and back.
  const stops = f.seed.places.slice(0, 1);
  return [
    {
      day: 1,
      ...w.land.oneDay(f.seed.name, stops),
      places: [f.seed.name, ...stops.map(w.cap)],
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

/**
 * The land tours of a city in the words of `w`: every fact (ids, days, prices, departures) is
 * drawn from the tour id alone, so the English and Chinese catalogues are the same tours.
 */
export function landToursOf(f: CityFacts, w: TourWords = EN_WORDS): GeneratedTour[] {
  const seed = f.seed;
  // The seed named in the language: texts and itinerary places come from these.
  const local: CityFacts = {
    ...f,
    seed: {
      ...seed,
      name: w.place(seed.name),
      places: seed.places.map((p) => w.place(p)),
      taste: w.place(seed.taste),
    },
  };
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
    const itinerary =
      style === 'one-day' ? oneDayItinerary(local, w) : multiDayItinerary(local, days, style, w);
    const visited = [...new Set(itinerary.flatMap((d) => d.places))];
    const city = local.seed.name;
    const places = local.seed.places;
    const [p0, p1] = places.map(w.cap) as [string, string];
    const last = w.cap(places[Math.min(days - 4, places.length - 1)] ?? places[0] ?? city);
    const country = f.countryName;
    const taste = local.seed.taste;
    const name = pick(w.land.names(style, { city, country, days, p0, p1, last, taste }), h >>> 3);
    const nights = itinerary.filter((d) => d.overnight).length;
    const stops = itinerary[0]?.places.slice(1) ?? [];
    const summary = w.land.summary(style, {
      city,
      days,
      visited,
      stops,
      nights,
      meals: countMeals(itinerary),
    });
    const highlights = w.land.highlights(style, { city, p0, visited, taste, nights });
    const overview = w.land.overview(style, { city, country, places, visited, taste });
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
        cityName: city,
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
