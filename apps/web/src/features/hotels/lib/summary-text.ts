import {
  stayDateLabel,
  stayNights,
  type HotelStaySearch,
} from '../../../products/hotel/hotel-stay';

/** The `t` of the `hotels` namespace, as much of it as these texts need. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The place as the summary names it: the picked label, else the airport code. */
export function placeName(search: HotelStaySearch): string {
  if (search.label) return search.label;
  return 'airportCode' in search.destination
    ? search.destination.airportCode
    : search.destination.address;
}

/**
 * What the hotel results' summary band says about a search: "Hotels near London" and one line
 * of dates, nights and party. Pure, so the server can write the same words into the page's
 * first HTML (apps/web/src/app/prerender/page-fill.ts) that React then renders.
 */
export function hotelSummaryText(
  search: HotelStaySearch,
  t: Translate,
  locale: string,
): { title: string; details: string } {
  const party = [
    t('form.roomCount', { count: search.rooms }),
    t('form.adultCount', { count: search.adults }),
    ...(search.children > 0 ? [t('form.childCount', { count: search.children })] : []),
  ].join(' · ');
  const count = stayNights(search);
  const dates = `${stayDateLabel(search.checkIn, locale)} – ${stayDateLabel(search.checkOut, locale)}`;
  // Dates the wrong way round are shown as given, without a count of nights (the page says why).
  const when = count >= 1 ? `${dates} (${t('card.nights', { count })})` : dates;
  return {
    title: t('summary.near', { place: placeName(search) }),
    details: `${when} · ${party}`,
  };
}

/** The List / Map switch's links: the page's query without its page number. */
export function viewLinks(params: URLSearchParams): { list: string; map: string } {
  const other = new URLSearchParams(params);
  other.delete('page');
  return { list: `/hotels?${other.toString()}`, map: `/hotels/map?${other.toString()}` };
}
