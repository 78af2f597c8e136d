import { describe, expect, it } from 'vitest';
import { compactSearchResult, expandSearchResult } from './flight-search-reply';
import { FlightSearchQuerySchema, type FareBrand, type FlightOffer } from './flights';

const query = {
  tripType: 'oneway',
  departureAirport: 'JFK',
  destinationAirport: 'LHR',
  departureDate: '04/15/2027',
};

describe('lap infants in the flight contracts (issue 13 §1)', () => {
  it('reads infants from the query: 0 when absent, whole numbers 0–9 only', () => {
    expect(FlightSearchQuerySchema.parse(query).infants).toBe(0);
    expect(FlightSearchQuerySchema.parse({ ...query, adult: '2', infants: '2' }).infants).toBe(2);
    for (const bad of ['-1', '10', '1.5', 'two']) {
      expect(FlightSearchQuerySchema.safeParse({ ...query, infants: bad }).success, bad).toBe(
        false,
      );
    }
  });

  const brand: FareBrand = {
    brandId: 'E-BASIC',
    type: 'BASIC',
    name: 'Basic',
    bookingClass: 'N',
    adultFarebasis: 'N21BS',
    adultPrice: 40_000,
    adultTax: 8_000,
    childPrice: 30_000,
    childTax: 7_000,
    adultTaxType: 0,
    childTaxType: 0,
    adultCommission: 0,
    childCommission: 0,
    infantPrice: 4_000,
    infantTax: 3_960,
    infantCommission: 0,
    totalPrice: 48_000 + 7_960,
    rules: {
      refundPenalty: 'non',
      changePenalty: 'non',
      endorsementPenalty: 'non',
      changeFeeCents: null,
      refundFeeCents: null,
    },
    baggage: [],
    carryOn: [],
    invoiceable: true,
    seatsRemaining: 9,
  };
  const offer: FlightOffer = {
    offerId: 'r.0',
    responseId: 'r',
    expiresAt: '2027-03-01T15:30:00.000Z',
    tripType: 'oneway',
    trips: [],
    validatingAirline: 'BA',
    cabin: 'E',
    channel: 'F',
    gds: '1A',
    publishFare: true,
    privateFareType: null,
    currency: 'USD',
    adults: 1,
    children: 0,
    infants: 1,
    brands: [brand],
    seatsRemaining: 9,
  };

  it('sends the infant prices on the wire with the party, 0 without infants', () => {
    const result = { responseId: 'r', expiresAt: offer.expiresAt, offers: [offer] };
    const wire = compactSearchResult(result);
    expect(wire.offers[0]).toMatchObject({ infants: 1 });
    expect(wire.offers[0]!.brands[0]).toMatchObject({ infantPrice: 4_000, infantTax: 3_960 });
    const back = expandSearchResult(wire).offers[0]!;
    expect(back.brands[0]).toMatchObject({ infantPrice: 4_000, infantTax: 3_960 });
    const alone = compactSearchResult({ ...result, offers: [{ ...offer, infants: 0 }] });
    expect(alone.offers[0]!.brands[0]).toMatchObject({ infantPrice: 0, infantTax: 0 });
  });
});
