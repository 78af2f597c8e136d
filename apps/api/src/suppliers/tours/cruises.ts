import type { DeparturePrice } from '@travel/db';
import type { ReferenceCatalog } from '@travel/reference-data';
import { hashString } from '../../lib/seeded-random';
import { dollars } from './departures';
import type { GeneratedTour } from './land-tours';
import {
  CABINS,
  CABIN_PRICE_FACTOR,
  EUROPE_RIVER_SHIPS,
  EXPEDITION_SHIP,
  OCEAN_OPERATOR,
  OCEAN_SHIPS,
  RIVER_OPERATOR,
  SHIPS,
  WORLD_RIVER_SHIP,
} from './operators';
import type { TourDayRecord } from './port';
import type { CruiseRouteSeed } from './cruise-routes';
import { meals, pick, publishedOn } from './tour-text';
import { EN_WORDS, type TourWords } from './tour-words';

/**
 * The cruises of one route, one per length: the ship, the day-by-day itinerary (ports and days
 * at sea), port charges, gratuities, deposit and the prices per cabin category.
 */

function shipOf(route: CruiseRouteSeed, h: number): string {
  if (route.region === 'AN') return EXPEDITION_SHIP;
  if (route.kind === 'ocean') return pick(OCEAN_SHIPS, h);
  return route.region === 'EU' ? pick(EUROPE_RIVER_SHIPS, h) : WORLD_RIVER_SHIP;
}

function itineraryOf(
  route: CruiseRouteSeed,
  days: number,
  shipName: string,
  w: TourWords,
): TourDayRecord[] {
  const embark = w.cruise.embark(route.name, shipName, route.kind === 'river');
  const out: TourDayRecord[] = [
    {
      day: 1,
      title: embark.title,
      description: embark.description,
      places: [route.name],
      meals: meals(false, false, true),
      overnight: embark.overnight,
    },
  ];
  const between = days - 2;
  // Ocean cruises fill the days the ports do not with days at sea; river ships call every day.
  for (let i = 0; i < between; i += 1) {
    const index =
      route.kind === 'ocean'
        ? Math.floor((i * route.ports.length) / between)
        : i % route.ports.length;
    const atSea =
      route.kind === 'ocean' &&
      i > 0 &&
      Math.floor(((i - 1) * route.ports.length) / between) === index;
    const port = route.ports[index] as string;
    out.push({
      day: i + 2,
      ...(atSea ? w.cruise.atSea(route.waters) : w.cruise.call(port)),
      places: atSea ? [] : [w.cap(port)],
      meals: meals(true, true, true),
      overnight: embark.overnight,
    });
  }
  const end =
    route.kind === 'river'
      ? w.cap(route.ports[(days - 3) % route.ports.length] as string)
      : route.name;
  out.push({
    day: days,
    ...w.cruise.disembark(end),
    places: [end],
    meals: meals(true, false, false),
    overnight: null,
  });
  return out;
}

/** The cruises of a route in the words of `w` (facts drawn from the cruise id alone). */
export function cruisesOf(
  catalog: ReferenceCatalog,
  seed: CruiseRouteSeed,
  w: TourWords = EN_WORDS,
): GeneratedTour[] {
  const city = catalog.cityByCode(seed.code);
  const airport = catalog.airportsFor(seed.code)[0];
  if (!city || !airport) throw new Error(`cruise port ${seed.code} not in reference data`);
  // The route named in the language: texts and itinerary places come from these.
  const route: CruiseRouteSeed = {
    ...seed,
    name: w.place(seed.name),
    waters: w.place(seed.waters),
    ports: seed.ports.map((p) => w.place(p)),
  };
  return route.lengths.map((days): GeneratedTour => {
    const id = `c-${route.code.toLowerCase()}-${route.kind}-${days}`;
    const h = hashString(id);
    const shipCode = shipOf(route, h);
    const ship = SHIPS.find((s) => s.code === shipCode);
    if (!ship) throw new Error(`ship ${shipCode} missing`);
    const shipName = w.ship(ship.name);
    const cabins = CABINS.filter((c) => c.shipCode === shipCode);
    const itinerary = itineraryOf(route, days, shipName, w);
    const ports = [...new Set(itinerary.slice(1, -1).flatMap((d) => d.places))];
    const expedition = route.region === 'AN';
    const names = w.cruise.names({
      waters: route.waters,
      city: route.name,
      end: itinerary[itinerary.length - 1]?.places[0] ?? '',
      days,
      expedition,
      river: route.kind === 'river',
    });
    const name = pick(names, h >>> 3);
    const operatorCode = route.kind === 'ocean' ? OCEAN_OPERATOR : RIVER_OPERATOR;
    // Inside cabin per person per day (river ships: their cheapest category).
    const perDay = (route.kind === 'ocean' ? 12000 : 26000) * route.costIndex;
    const cheapest = Math.min(...cabins.map((c) => CABIN_PRICE_FACTOR[c.category]));
    return {
      tour: {
        id,
        code: `${operatorCode}-${route.code}${route.kind === 'ocean' ? 'O' : 'R'}${String(days).padStart(2, '0')}`,
        kind: 'cruise',
        style: route.kind,
        operatorCode,
        name,
        cityCode: route.code,
        cityName: route.name,
        countryCode: city.countryCode,
        timeZone: airport.timeZone,
        region: route.region,
        area: route.area,
        days,
        summary: w.cruise.summary({ days, ship: shipName, city: route.name, ports }),
        highlights: w.cruise.highlights({
          ports,
          waters: route.waters,
          ship: shipName,
          passengers: ship.passengers,
          yearBuilt: ship.yearBuilt,
          expedition,
        }),
        overview: w.cruise.overview({
          waters: route.waters,
          city: route.name,
          ship: shipName,
          ports,
          firstCabin: cabins[0] ? w.cabin(cabins[0]).name : 'cabin',
        }),
        picture: `cruise-${route.kind}-${route.region.toLowerCase()}-${h % 3}`,
        publishedOn: publishedOn(h),
        shipCode,
        portChargesCents: days * (route.kind === 'ocean' ? 1800 : 1000),
        gratuitiesCents: days * (route.kind === 'ocean' ? 1600 : 1500),
        depositCents: expedition ? 150000 : route.kind === 'ocean' ? 25000 : 50000,
        finalPaymentDays: expedition ? 120 : 90,
        itinerary,
      },
      plan: {
        tourId: id,
        cadence: { kind: 'monthly', perMonth: route.kind === 'river' ? 2 : 1 },
        season: route.season,
        capacity: expedition ? 20 : route.kind === 'ocean' ? 60 : 30,
        southern: city.lat < 0,
        price: (factor) => {
          const prices: DeparturePrice[] = [];
          for (const cabin of cabins) {
            const twin = dollars(
              (perDay * days * factor * CABIN_PRICE_FACTOR[cabin.category]) / cheapest,
            );
            prices.push({ cabin: cabin.code, code: '1', cents: dollars(twin * 1.6) });
            prices.push({ cabin: cabin.code, code: '2', cents: twin });
            // A third or fourth berth takes a child at a lower price.
            if (cabin.maxOccupancy >= 3)
              prices.push({ cabin: cabin.code, code: 'bedchild', cents: dollars(twin * 0.35) });
          }
          const first = prices.find((p) => p.code === '2')?.cents ?? 0;
          return { prices, single: dollars(first * 0.6) };
        },
      },
    };
  });
}
