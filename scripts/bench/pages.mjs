// The pages the bench loads in Chromium, each in the state a traveller reaches it: the results
// of a real search, a real hotel from a hotel search, and /book with the draft the /flights page
// saves after pre-booking a real offer. Dates lie outside the search pool so each is a new search.
import { flightPagePath, flightSearchPath, hotelSearchBody, compactDate } from './queries.mjs';
import { STATIC_PAGE } from './servers.mjs';

const FLIGHT = { from: 'JFK', to: 'LAX' };
const PAGE_FLIGHT_DAYS = 300; // beyond the search pool's dates (scripts/bench/sections.mjs)
const BOOK_FLIGHT_DAYS = 310; // beyond the page's dates of every run
const HOTEL_DAYS = 100; // the hotel section times check-ins 30–69 days away; runs add 3 days each

async function json(url, init) {
  const res = await fetch(url, init);
  const reply = await res.json();
  // 1000: the tour calls' success code (spec part 2 §9); every other call answers 0.
  if (!res.ok || (reply.code !== 0 && reply.code !== 1000)) {
    throw new Error(`${url} answered ${res.status} ${reply.msg}`);
  }
  return reply.data;
}

const post = (url, body) =>
  json(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** London as the hotel search form finds it (`lng,lat`). */
export async function findLondon(api) {
  const [london] = await json(`${api}/api/hotel?where=London&t=a`);
  if (!london || london.type !== 1) throw new Error('the address search did not find London');
  return london;
}

/** The draft /flights saves in localStorage (`booking`) when the traveller picks an offer. */
async function bookingDraft(api) {
  const search = { ...FLIGHT, days: BOOK_FLIGHT_DAYS };
  const reply = await json(api + flightSearchPath(search));
  const [offer] = reply.offers;
  if (!offer) throw new Error('no JFK→LAX offer to book');
  const brandId = reply.fares[offer.brands[0].fare].brandId;
  const quote = await post(`${api}/api/Prebooking`, { offerId: offer.offerId, brandId });
  return {
    tripType: quote.offer.tripType,
    offer: quote.offer,
    brandId: quote.brandId,
    adults: quote.offer.adults,
    children: quote.offer.children,
    searchUrl: flightPagePath(search),
    invoice: false,
    savedAt: Date.now(),
  };
}

/**
 * `[{name, path, localStorage?}]`: the static baseline first, then the app's pages. Calls the
 * API to find the hotel and the offer, so the server must be running. Each `run` (0, 1, …) asks
 * for other dates, so every run's flight and hotel searches are new ones too.
 */
export async function benchPages(api, run = 0) {
  const london = await findLondon(api);
  const hotelDays = HOTEL_DAYS + 3 * run;
  const stay = new URLSearchParams({
    checkin: compactDate(hotelDays),
    checkout: compactDate(hotelDays + 2),
    rooms: '1',
    adults: '2',
  });
  const map = new URLSearchParams({ address: london.value, ...Object.fromEntries(stay) });
  map.set('label', london.name);
  // The hotel a traveller opens from the list: a search for another stay finds it, so the page's
  // own call for this stay is new.
  const hotels = await post(`${api}/api/SearchHotel`, hotelSearchBody(london.value, hotelDays + 5));
  const [hotel] = hotels.hotels;
  if (!hotel) throw new Error('the London hotel search found no hotel');
  const draft = await bookingDraft(api);
  const trips = await tourPages(api, run);
  return [
    { name: 'static page', path: STATIC_PAGE, baseline: true },
    { name: '/', path: '/' },
    { name: '/flights', path: flightPagePath({ ...FLIGHT, days: PAGE_FLIGHT_DAYS + run }) },
    { name: '/hotels/map', path: `/hotels/map?${map}` },
    { name: '/hotel/{id}', path: `/hotel/${encodeURIComponent(hotel.id)}?${stay}` },
    { name: '/book', path: '/book', localStorage: { booking: JSON.stringify(draft) } },
    { name: '/login', path: '/login' },
    ...trips,
  ];
}

/**
 * The tour pages (issue 14 §5): a European list for a month on sale, the detail of a tour and
 * of a cruise on it, and the booking form for a departure with places; each run asks for
 * another month, so the list's search is a new one.
 */
async function tourPages(api, run) {
  const months = await json(`${api}/api/ValidMonths?kind=tour&region=EU&Lan=EN`);
  const month = months[2 + run] ?? months[0];
  const list = await post(`${api}/api/tourlist`, { region: 'EU', month, Lan: 'EN' });
  const cruises = await json(`${api}/api/CustomizeCruiseSearch?region=EU&Lan=EN`);
  const tour = list.Tours[run % list.Tours.length];
  const cruise = cruises.Tours[run % cruises.Tours.length];
  const detail = await post(`${api}/api/tourdetail`, { tourid: tour.TourID, Lan: 'EN' });
  const departure = detail.departures.find((d) => d.placesLeft >= 2);
  if (!departure) throw new Error(`tour ${tour.TourID} has no departure with places for two`);
  const id = encodeURIComponent(tour.TourID);
  return [
    { name: '/tour/list', path: `/tour/list?destination=EU&departureDate=${month}` },
    { name: '/tour/detail/{id}', path: `/tour/detail/${id}?departureDate=${month}` },
    {
      name: '/Cruise/detail/{id}',
      path: `/Cruise/detail/${encodeURIComponent(cruise.TourID)}`,
    },
    { name: '/tour/book/{id}', path: `/tour/book/${id}?date=${departure.date}&rooms=2-0` },
  ];
}
