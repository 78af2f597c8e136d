import { addDays, shortDateLabel, type IsoDate } from '../../../products/flight/search/dates';
import type { FlightCriteria } from '../../../products/flight/search/search-criteria';

/** The `t` of the `flights` namespace, as much of it as these texts need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The calendar's ±3 days (CALENDAR_DAYS_EACH_SIDE; its module would bring zod to this page). */
export const DAYS_EACH_SIDE = 3;

/**
 * What the results page's summary band says about a search: the route ("JFK ⇄ LAX") and one
 * line of dates and travellers. Pure, so the server can write the same words into the page's
 * first HTML (apps/web/src/app/prerender/page-fill.ts) that React then renders.
 */
export function flightSummaryText(
  criteria: FlightCriteria,
  t: Translate,
  locale: string,
): { route: string; details: string } {
  const first = criteria.legs[0]!;
  const route =
    criteria.tripType === 'multicity'
      ? criteria.legs
          .map((leg) => leg.departureAirport)
          .concat(criteria.legs.at(-1)!.destinationAirport)
          .join(' → ')
      : `${first.departureAirport} ${criteria.tripType === 'roundtrip' ? '⇄' : '→'} ${first.destinationAirport}`;
  const dates = [
    ...criteria.legs.map((leg) => shortDateLabel(leg.departureDate, locale)),
    ...(criteria.returnDate ? [shortDateLabel(criteria.returnDate, locale)] : []),
  ].join(' – ');
  const party = [
    t(`tripTypes.${criteria.tripType}`),
    t('form.adultCount', { count: criteria.adults }),
    ...(criteria.children > 0 ? [t('form.childCount', { count: criteria.children })] : []),
    ...(criteria.infants > 0 ? [t('form.infantCount', { count: criteria.infants })] : []),
    t(`cabins.${criteria.cabin}`),
  ].join(' · ');
  return { route, details: `${dates} · ${party}` };
}

/** The date strip's days around the departure date, labelled as its buttons are. */
export function stripDayLabels(selected: IsoDate, locale: string): string[] {
  return Array.from({ length: 2 * DAYS_EACH_SIDE + 1 }, (_, index) =>
    shortDateLabel(addDays(selected, index - DAYS_EACH_SIDE), locale),
  );
}
