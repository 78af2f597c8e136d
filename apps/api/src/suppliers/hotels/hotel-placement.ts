import type { Descriptor } from './chains';
import type { CityContext } from './hotel-profile';
import { isLand } from './land';

type Random = () => number;

const KM_PER_DEGREE = 111.32;
/** Airport hotels stand 0.4–2 km from their airport. */
export const AIRPORT_HOTEL_SPREAD_KM = 2;
/** Fresh draws, each a little nearer the origin, before a hotel drawn in water gives up. */
const REDRAWS = 8;
/**
 * How much farther than usual a hotel may stand when its origin (city centre or airport) is
 * itself in the sea on the map, as Venice's, Lisbon's or Hong Kong's are at 1:50m.
 */
const WATER_ORIGIN_EXTRA_KM = 10;
/** The search for the nearest land: rings this far apart, this many points on each. */
const SEARCH_STEP_KM = 0.25;
const SEARCH_BEARINGS = 24;

export interface HotelPosition {
  latitude: number;
  longitude: number;
  centreKm: number;
}

interface Origin {
  lat: number;
  lng: number;
}

const round5 = (value: number): number => Math.round(value * 100_000) / 100_000;

function offset(origin: Origin, distanceKm: number, bearing: number): Origin {
  const radians = (bearing * Math.PI) / 180;
  return {
    lat: round5(origin.lat + (distanceKm * Math.cos(radians)) / KM_PER_DEGREE),
    lng: round5(
      origin.lng +
        (distanceKm * Math.sin(radians)) /
          (KM_PER_DEGREE * Math.max(0.05, Math.cos((origin.lat * Math.PI) / 180))),
    ),
  };
}

/**
 * How far from its origin a hotel may end up: the usual spread, plus some when the origin is
 * in the sea and the nearest land may lie beyond it. The catalogue's search reach uses it too.
 */
export function placementLimitKm(origin: Origin, spreadKm: number): number {
  return isLand(origin.lat, origin.lng) ? spreadKm : spreadKm + WATER_ORIGIN_EXTRA_KM;
}

/**
 * Where a hotel stands. The first draw takes `random` exactly as it always has, so hotels on
 * land (and every later draw of the city) are unchanged. A draw in the sea or a river (on the
 * map's Natural Earth land) is re-drawn from `landRandom()`, a stream of the hotel's own, up to
 * REDRAWS times ever nearer the origin; then the origin itself when it is on land; then the
 * nearest land around the origin within placementLimitKm; else the first draw stays.
 */
export function placeHotel(
  context: CityContext,
  descriptor: Descriptor | null,
  random: Random,
  landRandom: () => Random,
): HotelPosition {
  const { city, radiusKm, airport } = context;
  const placement = descriptor?.placement ?? 'anywhere';
  const atAirport = placement === 'airport' && airport !== null;
  const origin: Origin = atAirport ? airport : city;
  const spreadKm = atAirport ? AIRPORT_HOTEL_SPREAD_KM : radiusKm;

  // Distance and bearing of one draw; `scale` shrinks the distance for re-draws.
  const draw = (next: Random, scale: number): { distance: number; bearing: number } => {
    let bearing = next() * 360;
    let distance: number;
    if (atAirport) {
      distance = 0.4 + 1.6 * next();
    } else if (placement === 'centre') {
      distance = radiusKm * 0.25 * Math.sqrt(next());
    } else if (typeof placement === 'object') {
      bearing = placement.bearing - 30 + 60 * next();
      distance = radiusKm * (0.5 + 0.5 * next());
    } else {
      distance = radiusKm * (0.1 + 0.9 * Math.sqrt(next()));
    }
    return { distance: distance * scale, bearing };
  };
  const at = (point: Origin, distance: number): HotelPosition => ({
    latitude: point.lat,
    longitude: point.lng,
    centreKm: atAirport ? airport.distanceKm : Math.round(distance * 10) / 10,
  });

  const first = draw(random, 1);
  const firstPoint = offset(origin, first.distance, first.bearing);
  if (isLand(firstPoint.lat, firstPoint.lng)) return at(firstPoint, first.distance);

  const next = landRandom();
  for (let attempt = 1; attempt <= REDRAWS; attempt += 1) {
    const { distance, bearing } = draw(next, 1 - attempt / (REDRAWS + 1));
    const point = offset(origin, distance, bearing);
    if (isLand(point.lat, point.lng)) return at(point, distance);
  }
  if (isLand(origin.lat, origin.lng)) return at(origin, 0);

  // The origin is at sea: walk out ring by ring to the nearest land, then spread the hotel
  // over the land just beyond it so a city's stranded hotels do not all share one spot.
  const limitKm = spreadKm + WATER_ORIGIN_EXTRA_KM;
  const turn = next() * 360;
  for (let distance = SEARCH_STEP_KM; distance <= limitKm; distance += SEARCH_STEP_KM) {
    for (let k = 0; k < SEARCH_BEARINGS; k += 1) {
      const bearing = turn + (k * 360) / SEARCH_BEARINGS;
      const point = offset(origin, distance, bearing);
      if (!isLand(point.lat, point.lng)) continue;
      // Within the usual spread when the land starts inside it, a little past the coast if not.
      const upper = Math.min(limitKm, Math.max(spreadKm, distance + spreadKm / 4));
      for (let attempt = 0; attempt < REDRAWS; attempt += 1) {
        const further = distance + (upper - distance) * next();
        const around = bearing - 45 + 90 * next();
        const spread = offset(origin, further, around);
        if (isLand(spread.lat, spread.lng)) return at(spread, further);
      }
      return at(point, distance);
    }
  }
  return at(firstPoint, first.distance);
}
