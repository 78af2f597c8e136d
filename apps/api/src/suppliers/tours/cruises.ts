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
import { capitalise, listOf, meals, pick, publishedOn } from './tour-text';

/**
 * The cruises of one route, one per length: the ship, the day-by-day itinerary (ports and days
 * at sea), port charges, gratuities, deposit and the prices per cabin category.
 */

function shipOf(route: CruiseRouteSeed, h: number): string {
  if (route.region === 'AN') return EXPEDITION_SHIP;
  if (route.kind === 'ocean') return pick(OCEAN_SHIPS, h);
  return route.region === 'EU' ? pick(EUROPE_RIVER_SHIPS, h) : WORLD_RIVER_SHIP;
}

function itineraryOf(route: CruiseRouteSeed, days: number, shipName: string): TourDayRecord[] {
  const out: TourDayRecord[] = [
    {
      day: 1,
      title: `Embark in ${route.name}`,
      description: `Board the ${shipName} in the afternoon; a welcome dinner as ${route.kind === 'river' ? 'the ship casts off' : 'you sail away'}.`,
      places: [route.name],
      meals: meals(false, false, true),
      overnight: `On board the ${shipName}`,
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
      title: atSea ? `At sea: ${route.waters}` : capitalise(port),
      description: atSea
        ? 'A day at sea: lectures, the spa and the decks are yours.'
        : `Call at ${port}, with a guided excursion included and time ashore on your own.`,
      places: atSea ? [] : [capitalise(port)],
      meals: meals(true, true, true),
      overnight: `On board the ${shipName}`,
    });
  }
  const end =
    route.kind === 'river'
      ? capitalise(route.ports[(days - 3) % route.ports.length] as string)
      : route.name;
  out.push({
    day: days,
    title: `Disembark in ${end}`,
    description: `Breakfast on board, then disembark in ${end}; transfers to the airport are included.`,
    places: [end],
    meals: meals(true, false, false),
    overnight: null,
  });
  return out;
}

export function cruisesOf(catalog: ReferenceCatalog, route: CruiseRouteSeed): GeneratedTour[] {
  const city = catalog.cityByCode(route.code);
  const airport = catalog.airportsFor(route.code)[0];
  if (!city || !airport) throw new Error(`cruise port ${route.code} not in reference data`);
  return route.lengths.map((days): GeneratedTour => {
    const id = `c-${route.code.toLowerCase()}-${route.kind}-${days}`;
    const h = hashString(id);
    const shipCode = shipOf(route, h);
    const ship = SHIPS.find((s) => s.code === shipCode);
    if (!ship) throw new Error(`ship ${shipCode} missing`);
    const cabins = CABINS.filter((c) => c.shipCode === shipCode);
    const itinerary = itineraryOf(route, days, ship.name);
    const ports = [...new Set(itinerary.slice(1, -1).flatMap((d) => d.places))];
    const expedition = route.region === 'AN';
    const name = expedition
      ? `${route.waters} Expedition from ${route.name}`
      : route.kind === 'river'
        ? `${route.waters} River Journey: ${route.name} to ${itinerary[itinerary.length - 1]?.places[0] ?? ''}`
        : pick(
            [
              `${route.waters} Voyage from ${route.name}`,
              `${days}-Day ${route.waters} Discovery`,
              `${route.waters} Explorer: ${days} Days`,
            ],
            h >>> 3,
          );
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
        summary: `${days} days on the ${ship.name} from ${route.name}, calling at ${listOf(ports.slice(0, 4))}. Meals on board, one excursion per port and transfers included.`,
        highlights: [
          `${ports.length} ports of the ${route.waters}`,
          `The ${ship.name}, ${ship.passengers} guests, launched ${ship.yearBuilt}`,
          'All meals on board, with wine at dinner',
          expedition
            ? 'Zodiac landings with expedition guides'
            : 'A guided excursion in every port',
        ],
        overview: `Sail the ${route.waters} from ${route.name} on the ${ship.name}. ${capitalise(listOf(ports.slice(0, 3)))} are on the way, and every cabin category, from ${cabins[0]?.name.toLowerCase() ?? 'cabin'} to suite, has its own price per person.`,
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
