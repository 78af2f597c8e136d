import { describe, expect, it } from 'vitest';
import {
  criteriaFromParams,
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
  cabin: 'A',
};

describe('flight search URLs', () => {
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
