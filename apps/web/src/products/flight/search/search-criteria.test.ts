import { describe, expect, it } from 'vitest';
import {
  criteriaFromParams,
  childAgesOfSearchUrl,
  criteriaToParams,
  parseTripsParam,
  searchRequest,
  withDepartureDate,
  type FlightCriteria,
} from './search-criteria';

const roundTrip: FlightCriteria = {
  tripType: 'roundtrip',
  legs: [{ departureAirport: 'LAX', destinationAirport: 'SFO', departureDate: '2026-04-15' }],
  returnDate: '2026-04-22',
  adults: 2,
  children: 1,
  infants: 0,
  childAges: [],
  cabin: 'A',
};

describe('flight search URLs', () => {
  it('carries lap infants and child ages only when there are any (issue 13 §1)', () => {
    const family: FlightCriteria = { ...roundTrip, infants: 1, childAges: [7] };
    const params = criteriaToParams(family);
    expect(params.get('infants')).toBe('1');
    expect(params.get('childAges')).toBe('7');
    expect(criteriaFromParams(params)).toEqual(family);
    expect(searchRequest(family).query).toMatchObject({ adult: 2, child: 1, infants: 1 });
    const plain = criteriaToParams({ ...roundTrip, children: 0 });
    expect(plain.has('infants')).toBe(false);
    expect(plain.has('childAges')).toBe(false);
    expect(searchRequest(roundTrip).query.infants).toBeUndefined();
    // The ±3-day strip keeps the party.
    expect(withDepartureDate(family, '2026-04-16')).toMatchObject({ infants: 1, childAges: [7] });
    // More infants than adults, or more than 9 in all, is not a search.
    const with_ = (extra: string) =>
      criteriaFromParams(new URLSearchParams(`${criteriaToParams(roundTrip).toString()}&${extra}`));
    expect(with_('infants=3')).toBeNull();
    expect(
      criteriaFromParams(new URLSearchParams(params.toString().replace('adults=2', 'adults=8'))),
    ).toBeNull();
    // Ages that do not fit the children are dropped (asked again in the form).
    expect(with_('childAges=1')?.childAges).toEqual([]);
    expect(with_('childAges=7,4')?.childAges).toEqual([]);
    expect(childAgesOfSearchUrl(`/flights?${params.toString()}`)).toEqual([7]);
  });

  it('writes the spec query shape and reads it back', () => {
    const params = criteriaToParams(roundTrip);
    expect(Object.fromEntries(params)).toEqual({
      tripType: 'roundtrip',
      departureAirport: 'LAX',
      destinationAirport: 'SFO',
      departureDate: '04/15/2026',
      returnDate: '04/22/2026',
      adults: '2',
      children: '1',
      cabin: 'A',
    });
    expect(criteriaFromParams(params)).toEqual(roundTrip);
  });

  it('carries multi-city legs in trips', () => {
    const params = new URLSearchParams(
      'tripType=multicity&trips=LAX,SFO,04/15/2026|sfo,sea,04/20/2026&adults=1&children=0&cabin=E',
    );
    const criteria = criteriaFromParams(params)!;
    expect(criteria.legs.map((leg) => leg.destinationAirport)).toEqual(['SFO', 'SEA']);
    expect(criteriaToParams(criteria).get('trips')).toBe('LAX,SFO,04/15/2026|SFO,SEA,04/20/2026');
  });

  it('refuses links that do not describe a search', () => {
    const bad = [
      'tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=04/15/2026',
      'tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=04/15/2026&returnDate=04/10/2026',
      'tripType=oneway&departureAirport=LAXX&destinationAirport=SFO&departureDate=04/15/2026',
      'tripType=oneway&departureAirport=LAX&destinationAirport=SFO&departureDate=02/30/2026',
      'tripType=oneway&departureAirport=LAX&destinationAirport=SFO&departureDate=04/15/2026&adults=6&children=6',
      'tripType=train',
      'tripType=multicity&trips=LAX,SFO',
    ];
    for (const query of bad)
      expect(criteriaFromParams(new URLSearchParams(query)), query).toBeNull();
    expect(parseTripsParam('LAX,SFO,04/15/2026,extra')).toBeNull();
  });

  it('builds the API call with its own parameter names', () => {
    expect(searchRequest(roundTrip, { invoice: true })).toEqual({
      path: '/api/AirTickets',
      query: {
        tripType: 'roundtrip',
        departureAirport: 'LAX',
        destinationAirport: 'SFO',
        departureDate: '04/15/2026',
        returnDate: '04/22/2026',
        adult: 2,
        child: 1,
        cabin: undefined,
        invoice: 1,
      },
    });
    const multi = searchRequest({
      ...roundTrip,
      tripType: 'multicity',
      returnDate: null,
      cabin: 'B',
    });
    expect(multi.path).toBe('/api/AirTickets/multicity');
    expect(multi.query).toMatchObject({ trips: 'LAX,SFO,04/15/2026', cabin: 'B' });
  });

  it('moves a round trip on the date strip keeping its length', () => {
    expect(withDepartureDate(roundTrip, '2026-04-13')).toMatchObject({
      legs: [{ departureDate: '2026-04-13' }],
      returnDate: '2026-04-20',
    });
  });
});
