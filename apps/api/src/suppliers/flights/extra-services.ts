import type { BookableCabin } from '@travel/contracts/flights';
import type { PassengerType } from '@travel/contracts/flight-booking';
import type { SERVICE_CATEGORIES } from '@travel/contracts/seat-services';
import { LONG_HAUL_MINUTES, splitTax, type SeatPrice } from './seat-map';

/**
 * Extra services the simulated airline sells per flight (segment) and passenger type: bags,
 * meals, priority boarding, lounge access, Wi-Fi, sports equipment and pets. What is offered
 * and what it costs depends on the flight's length and cabin, as on real airlines: business
 * and first already include priority boarding and meals, snacks are sold on short flights and
 * meals on longer ones, lounges only before long-haul flights.
 */

export interface ServiceSegment {
  flightId: string;
  durationMinutes: number;
  cabin: BookableCabin;
}

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface ServiceDefinition {
  /** The airline's service definition id (NDC ServiceDefinitionID). */
  code: string;
  name: string;
  description: string;
  category: ServiceCategory;
  /** Seated travellers only: a lap infant has no seat and buys no extras (spec: Adult/Child). */
  passengerTypes: readonly Exclude<PassengerType, 'INF'>[];
  /** Another service the passenger must have on the same flight first. */
  requires?: string;
  /** Price in cents on this flight, tax included; null when not sold on it. */
  priceCents(segment: ServiceSegment): number | null;
}

const premium = (cabin: BookableCabin) => cabin === 'B' || cabin === 'F';
const band = (minutes: number, short: number, medium: number, long: number) =>
  minutes >= LONG_HAUL_MINUTES ? long : minutes >= 180 ? medium : short;

export const SERVICE_CATALOGUE: readonly ServiceDefinition[] = [
  {
    code: 'BAG1',
    name: 'Extra checked bag, 23 kg',
    description: 'One more checked bag up to 23 kg and 158 cm, on top of the fare allowance',
    category: 'bag',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) => band(s.durationMinutes, 3500, 5000, 7500),
  },
  {
    code: 'BAG2',
    name: 'Second extra checked bag, 23 kg',
    description: 'A second extra bag up to 23 kg; needs the first extra bag',
    category: 'bag',
    passengerTypes: ['ADT', 'CHD'],
    requires: 'BAG1',
    priceCents: (s) => band(s.durationMinutes, 4500, 6500, 10_000),
  },
  {
    code: 'PRIO',
    name: 'Priority boarding',
    description: 'Board in the first group, with room for your cabin bag',
    category: 'boarding',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) => (premium(s.cabin) ? null : band(s.durationMinutes, 1500, 1500, 2500)),
  },
  {
    code: 'SNCK',
    name: 'Snack box',
    description: 'Sandwich, fruit and a drink served on board',
    category: 'meal',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) => (premium(s.cabin) || s.durationMinutes >= 120 ? null : 900),
  },
  {
    code: 'MEAL',
    name: 'Hot meal',
    description: 'A hot main course with a side and a drink',
    category: 'meal',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) =>
      premium(s.cabin) || s.durationMinutes < 120 || s.durationMinutes >= LONG_HAUL_MINUTES
        ? null
        : 1800,
  },
  {
    code: 'CHEF',
    name: "Chef's selection meal",
    description: 'A three-course meal instead of the standard long-haul meal',
    category: 'meal',
    passengerTypes: ['ADT'],
    priceCents: (s) => (premium(s.cabin) || s.durationMinutes < LONG_HAUL_MINUTES ? null : 3500),
  },
  {
    code: 'CHML',
    name: 'Child meal',
    description: 'A meal made for children, served first',
    category: 'meal',
    passengerTypes: ['CHD'],
    priceCents: (s) => (s.durationMinutes < 120 ? null : 1200),
  },
  {
    code: 'LNGE',
    name: 'Lounge access',
    description: 'Departure lounge with food, drinks and showers, up to 3 hours before the flight',
    category: 'lounge',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) => (premium(s.cabin) || s.durationMinutes < LONG_HAUL_MINUTES ? null : 4500),
  },
  {
    code: 'WIFI',
    name: 'Wi-Fi, whole flight',
    description: 'Streaming-speed Wi-Fi for one device, gate to gate',
    category: 'wifi',
    passengerTypes: ['ADT', 'CHD'],
    priceCents: (s) => (s.durationMinutes < 90 ? null : band(s.durationMinutes, 800, 1200, 2200)),
  },
  {
    code: 'SPRT',
    name: 'Sports equipment, up to 23 kg',
    description: 'Skis, golf clubs or a bicycle in its bag, instead of paying excess baggage',
    category: 'sports',
    passengerTypes: ['ADT'],
    priceCents: (s) => band(s.durationMinutes, 6000, 7500, 10_000),
  },
  {
    code: 'PETC',
    name: 'Pet in cabin, up to 8 kg',
    description: 'A cat or small dog in a soft carrier under the seat in front',
    category: 'pet',
    passengerTypes: ['ADT'],
    priceCents: (s) => (s.durationMinutes >= LONG_HAUL_MINUTES ? null : 9500),
  },
];

export interface OfferedService {
  definition: ServiceDefinition;
  price: SeatPrice;
}

/** What the airline sells on one flight, in catalogue order. */
export function servicesForSegment(segment: ServiceSegment): OfferedService[] {
  const out: OfferedService[] = [];
  for (const definition of SERVICE_CATALOGUE) {
    const cents = definition.priceCents(segment);
    if (cents !== null) out.push({ definition, price: splitTax(cents) });
  }
  return out;
}

export const serviceDefinition = (code: string): ServiceDefinition | undefined =>
  SERVICE_CATALOGUE.find((definition) => definition.code === code);
