import type { FlightOffer, FlightSegment } from '@travel/contracts/flights';

/**
 * Segment times arrive as the airport's local wall-clock time (`YYYY-MM-DDTHH:mm`), which is
 * what a traveller reads on a boarding pass. They are shown as given: formatting them through
 * the browser's own time zone would move them.
 */
export const wallTime = (local: string): string => local.slice(11, 16);

const wallDate = (local: string): Date => new Date(`${local.slice(0, 10)}T00:00:00Z`);

/** `Mon, Mar 15` in the page language, for the local date of a wall-clock time. */
export function wallDateLabel(local: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(wallDate(local));
}

/** Calendar days between two local dates: the "+1" beside an arrival the next day. */
export function dayShift(fromLocal: string, toLocal: string): number {
  return Math.round((wallDate(toLocal).getTime() - wallDate(fromLocal).getTime()) / 86_400_000);
}

export const splitMinutes = (minutes: number) => ({
  hours: Math.floor(minutes / 60),
  minutes: minutes % 60,
});

/** `UA 1234`: the number with its airline, whether or not the supplier already prefixed it. */
export function flightLabel(segment: Pick<FlightSegment, 'airlineCode' | 'flightNumber'>): string {
  const number = segment.flightNumber.toUpperCase().startsWith(segment.airlineCode.toUpperCase())
    ? segment.flightNumber.slice(segment.airlineCode.length)
    : segment.flightNumber;
  return `${segment.airlineCode} ${number.trim()}`;
}

/** The brand a shared offer is quoted at: the cheapest (offers list them cheapest first). */
export function cheapestBrand(offer: FlightOffer): FlightOffer['brands'][number] | undefined {
  return offer.brands.reduce<FlightOffer['brands'][number] | undefined>(
    (best, brand) => (!best || brand.totalPrice < best.totalPrice ? brand : best),
    undefined,
  );
}

export const isOfferExpired = (offer: Pick<FlightOffer, 'expiresAt'>, now: number): boolean =>
  Date.parse(offer.expiresAt) <= now;
