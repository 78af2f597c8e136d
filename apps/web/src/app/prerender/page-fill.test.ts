import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHotelDetail } from '../../features/hotel-booking/api/hotel-detail';
import { loginPathFor } from '../../lib/redirect';
import { hotelDetail } from '../../features/hotel-booking/test/hotel-fixtures';
import { cruiseInfo, tourInfo } from '../../features/tours/test/tour-fixtures';
import { pageFill, sampleHotels, sampleTours, TEMPLATES, type TourLookup } from './page-fill';

const FLIGHT =
  '/flights?tripType=roundtrip&departureAirport=JFK&destinationAirport=LAX&departureDate=09%2F20%2F2027&returnDate=09%2F27%2F2027&adults=1&children=0&cabin=A';

/** The URL the app's API client requests when `call` runs (its reply does not matter). */
async function requestedUrl(call: () => Promise<unknown>): Promise<string> {
  const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  await call().catch(() => undefined);
  const [input] = fetchMock.mock.calls[0] as unknown as [string];
  const url = new URL(input, 'http://app.invalid');
  return `${url.pathname}${url.search}`;
}

afterEach(() => vi.unstubAllGlobals());

describe('pageFill (the texts the server writes into a results page, issue 10 §1)', () => {
  it('fills /flights with the summary and date strip the page draws', () => {
    const fill = pageFill(FLIGHT);
    expect(fill?.template).toBe('flights-roundtrip');
    expect(fill?.values).toMatchObject({
      route: 'JFK ⇄ LAX',
      details: 'Mon, Sep 20 – Mon, Sep 27 · Round trip · 1 adult · All cabins',
      day0: 'Fri, Sep 17',
      day3: 'Mon, Sep 20',
      day6: 'Thu, Sep 23',
      signIn: loginPathFor(FLIGHT),
    });
    const oneway = pageFill(
      '/flights?tripType=oneway&departureAirport=jfk&destinationAirport=LAX&departureDate=09%2F20%2F2027&adults=2&children=1&cabin=B',
    );
    expect(oneway?.template).toBe('flights-oneway');
    expect(oneway?.values.route).toBe('JFK → LAX');
    expect(oneway?.values.details).toBe('Mon, Sep 20 · One-way · 2 adults · 1 child · Business');
  });

  it('does not preload the flight search, whose reply depends on who is signed in', () => {
    expect(pageFill(FLIGHT)?.values).not.toHaveProperty('preload');
  });

  it('leaves what has no template to the plain shell', () => {
    expect(pageFill('/flights')).toBeNull();
    expect(pageFill('/flights?tripType=multicity&trips=JFK,LAX,09%2F20%2F2027')).toBeNull();
    expect(pageFill('/hotels/map?label=Nowhere')).toBeNull();
    expect(pageFill('/hotel/book-detail?checkin=20270304&checkout=20270306')).toBeNull();
    expect(pageFill('/hotel/abc')).toBeNull(); // no dates: the stay would be the browser's
    expect(pageFill('/orders')).toBeNull();
  });

  it('fills /hotels/map with the place, the stay and the list link', () => {
    const url =
      '/hotels/map?address=-0.1275%2C51.5072&checkin=20270304&checkout=20270306&rooms=1&adults=2&label=London&page=2';
    const fill = pageFill(url);
    expect(fill?.template).toBe('hotels-map');
    expect(fill?.values).toMatchObject({
      title: 'Hotels near London',
      details: 'Thu, Mar 4 – Sat, Mar 6 (2 nights) · 1 room · 2 adults',
      list: '/hotels?address=-0.1275%2C51.5072&checkin=20270304&checkout=20270306&rooms=1&adults=2&label=London',
    });
  });

  it('preloads the HotelDetail URL the app requests for /hotel/{id}', async () => {
    const id = 'U7JD0V23-SV-solvane-resorts-london-old-town';
    const fill = pageFill(`/hotel/${id}?checkin=20270304&checkout=20270306&rooms=1&adults=2`);
    expect(fill?.template).toBe('hotel-detail');
    const url = await requestedUrl(() =>
      getHotelDetail(id, {
        checkIn: '20270304',
        checkOut: '20270306',
        rooms: 1,
        adults: 2,
        children: 0,
      }),
    );
    expect(fill?.values.preload).toBe(url);
  });

  it('writes the hotel header of /hotel/{id} in, as HotelHeader draws it', () => {
    const pictures = (['facade', 'lobby', 'room', 'view'] as const).map((kind, seed) => ({
      kind,
      seed,
      caption: `${kind} ${seed}`,
    }));
    const hotel = { ...hotelDetail(), pictures };
    const stay = '?checkin=20270304&checkout=20270306&rooms=1&adults=2';
    const fill = pageFill(`/hotel/${hotel.id}${stay}`, new Date(), (id) =>
      id === hotel.id ? hotel : null,
    );
    expect(fill?.template).toBe('hotel-detail-4');
    expect(fill?.values).toMatchObject({
      chainName: 'Grand Thames',
      name: 'Grand Thames Hotel',
      caption: 'facade 0',
      score: '4.3/5 · Very good',
      reviews: '812 reviews',
      address: '12 Strand, London, United Kingdom',
      location: 'Location 51.5094° N, 0.1218° W · local time zone Europe/London',
      checkTimes: 'Check-in from 15:00 · check-out until 11:00 (hotel local time)',
    });
    expect(fill?.heading?.pictureCount).toBe(4);
    // An unknown hotel, or a gallery no template reserves, keeps the skeleton.
    for (const lookup of [() => null, () => ({ ...hotel, pictures: pictures.slice(0, 2) })]) {
      const plain = pageFill(`/hotel/${hotel.id}${stay}`, new Date(), lookup);
      expect(plain?.template).toBe('hotel-detail');
      expect(Object.keys(plain?.values ?? {}).sort()).toEqual(['preload', 'signIn']);
    }
  });

  it('writes the tour header of /tour/detail/{id} in, as the intro draws it', () => {
    const pdf = `/api/TourPDF/${tourInfo.TourID}.pdf?Lan=EN`;
    const tour = { ...tourInfo, TourName: 'Paris & <Versailles>', TourPDF: pdf };
    const tours: TourLookup = (id) => (id === tour.TourID ? tour : null);
    const fill = pageFill(
      `/tour/detail/${tour.TourID}?departureDate=2027-05`,
      new Date(),
      undefined,
      tours,
    );
    expect(fill?.template).toBe('tour-detail');
    expect(fill?.values).toEqual({
      // Unescaped: the server escapes what it writes in (page-templates.ts fillTemplate).
      name: 'Paris & <Versailles>',
      code: 'Code CDL-PARS05',
      city: 'Departs from Paris',
      days: '5 days',
      style: 'Small group',
      operator: `Operated by ${tourInfo.operator.name}`,
      summary: tourInfo.TourSummary,
      picture: '/api/TourPicture/tour-eu-1.svg',
      pdf,
      list: '/tour/list?destination=EU-FR&departureDate=2027-05',
      signIn: loginPathFor(`/tour/detail/${tour.TourID}?departureDate=2027-05`),
    });
    expect(fill?.tourHeading?.name).toBe('Paris & <Versailles>');
    // A month the list cannot read is left out of its link, as the page leaves it out.
    const noMonth = pageFill(
      `/tour/detail/${tour.TourID}?departureDate=soon`,
      new Date(),
      undefined,
      tours,
    );
    expect(noMonth?.values.list).toBe('/tour/list?destination=EU-FR');
  });

  it('writes a cruise header into /Cruise/detail/{id} only', () => {
    const cruise = { ...cruiseInfo, TourPDF: `/api/TourPDF/${cruiseInfo.TourID}.pdf?Lan=EN` };
    const tours: TourLookup = (id) => (id === cruise.TourID ? cruise : null);
    const fill = pageFill(`/Cruise/detail/${cruise.TourID}/`, new Date(), undefined, tours);
    expect(fill?.template).toBe('cruise-detail');
    expect(fill?.values.name).toBe(cruise.TourName);
    // The other kind's path: the API answers 'No tour found' there, the page its not-found state.
    expect(pageFill(`/tour/detail/${cruise.TourID}`, new Date(), undefined, tours)).toBeNull();
  });

  it('gives an unknown tour, a URL it cannot read or no catalogue the plain shell', () => {
    const tour = { ...tourInfo, TourPDF: `/api/TourPDF/${tourInfo.TourID}.pdf?Lan=EN` };
    const tours: TourLookup = (id) => (id === tour.TourID ? tour : null);
    for (const url of [
      '/tour/detail/t-nowhere',
      '/tour/detail/%E0%A4%A',
      `/tour/detail/${tour.TourID}/more`,
      '/tour/detail/',
    ]) {
      expect(pageFill(url, new Date(), undefined, tours), url).toBeNull();
    }
    expect(pageFill(`/tour/detail/${tour.TourID}`)).toBeNull();
    // A tour without its PDF does not fit the template (which has the link).
    expect(
      pageFill(`/tour/detail/${tour.TourID}`, new Date(), undefined, () => tourInfo),
    ).toBeNull();
  });

  it('writes the booking summary’s head of /tour/book/{id} in, as the summary draws it', () => {
    const tour = { ...tourInfo, TourName: 'Paris & <Versailles>' };
    const tours: TourLookup = (id) => (id === tour.TourID ? tour : null);
    const url = `/tour/book/${tour.TourID}?date=2027-05-14&rooms=2-1b,2-0`;
    const fill = pageFill(url, new Date(), undefined, tours);
    expect(fill?.template).toBe('tour-book');
    // Unescaped here: the server escapes what it writes in (page-templates.ts).
    expect(fill?.values).toEqual({
      name: 'Paris & <Versailles>',
      facts: `${tourInfo.TourCode} · ${tourInfo.TourCity} · ${tourInfo.TourDays} days`,
      depart: 'Fri, May 14, 2027',
      detail: `/tour/detail/${tour.TourID}`,
      signIn: loginPathFor(url),
    });
    expect(fill?.summaryHead?.name).toBe('Paris & <Versailles>');
    // A one-day tour: "1 day".
    const oneDay = pageFill(url, new Date(), undefined, () => ({ ...tour, TourDays: 1 }));
    expect(oneDay?.values.facts).toMatch(/ · 1 day$/);
  });

  it('writes a cruise’s summary head into /Cruise/book/{id} only, whatever the case', () => {
    const tours: TourLookup = (id) => (id === cruiseInfo.TourID ? cruiseInfo : null);
    const query = '?date=2027-05-14&rooms=2-0&cabin=BA&guarantee=1';
    const fill = pageFill(
      `/Cruise/book/${cruiseInfo.TourID}${query}`,
      new Date(),
      undefined,
      tours,
    );
    expect(fill?.template).toBe('cruise-book');
    expect(fill?.values.detail).toBe(`/Cruise/detail/${cruiseInfo.TourID}`);
    expect(
      pageFill(`/cruise/book/${cruiseInfo.TourID}${query}`, new Date(), undefined, tours)?.template,
    ).toBe('cruise-book');
    expect(
      pageFill(`/tour/book/${cruiseInfo.TourID}${query}`, new Date(), undefined, tours),
    ).toBeNull();
  });

  it('gives a booking link without a real day, an unknown tour or a result page the plain shell', () => {
    const tours: TourLookup = (id) =>
      id === tourInfo.TourID || id === 'complete' ? tourInfo : null;
    for (const url of [
      `/tour/book/${tourInfo.TourID}`,
      `/tour/book/${tourInfo.TourID}?date=2027-02-30`,
      `/tour/book/${tourInfo.TourID}?date=2027-5-14`,
      `/tour/book/${tourInfo.TourID}?date=soon`,
      '/tour/book/t-nowhere?date=2027-05-14',
      '/tour/book/%E0%A4%A?date=2027-05-14',
      `/tour/book/${tourInfo.TourID}/confirm?date=2027-05-14`,
      '/tour/book/complete?date=2027-05-14',
    ]) {
      expect(pageFill(url, new Date(), undefined, tours), url).toBeNull();
    }
    expect(pageFill(`/tour/book/${tourInfo.TourID}?date=2027-05-14`)).toBeNull();
  });

  it('has a sample URL of its own for every template', () => {
    for (const { name, sampleUrl } of TEMPLATES) {
      expect(pageFill(sampleUrl, new Date(), sampleHotels, sampleTours)?.template).toBe(name);
    }
  });
});
