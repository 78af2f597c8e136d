import type { FareBrand, FlightOffer, FlightSegment } from '@travel/contracts/flights';
import { createHash } from 'node:crypto';
import { searchResponses, type Executor } from '@travel/db';
import { ANONYMOUS_BUYER } from '../../products/flight/offers/buyer';
import {
  offerIdFor,
  type SearchResponseRow,
  type StoredOffer,
} from '../../products/flight/offers/offer-store';

/** A round trip LAX–SFO as the search returns it, for the short-link tests. */
const segment = (over: Partial<FlightSegment>): FlightSegment => ({
  flightId: 'UA1234-20270315',
  departureTime: '2027-03-15T08:05',
  departureTimeUtc: '2027-03-15T15:05:00.000Z',
  departureTimeZone: 'America/Los_Angeles',
  arrivalTime: '2027-03-15T09:35',
  arrivalTimeUtc: '2027-03-15T16:35:00.000Z',
  arrivalTimeZone: 'America/Los_Angeles',
  departureAirportCode: 'LAX',
  departureAirportName: 'Los Angeles International Airport',
  departureCity: 'Los Angeles',
  departureCountryName: 'United States',
  arrivalAirportCode: 'SFO',
  arrivalAirportName: 'San Francisco International Airport',
  arrivalCity: 'San Francisco',
  arrivalCountryName: 'United States',
  arrivalCountryCode: 'US',
  departureTerminal: '7',
  arrivalTerminal: '3',
  duration: 90,
  airlineCode: 'UA',
  airlineName: 'United Airlines',
  flightNumber: '1234',
  aircraftCode: '320',
  aircraftName: 'Airbus A320',
  cabin: 'E',
  bookingClass: 'K',
  adultFarebasis: 'KA7NA0BN',
  layoverAfter: 0,
  ...over,
});

const brand = (over: Partial<FareBrand>): FareBrand => ({
  brandId: 'basic',
  type: 'Basic',
  name: 'Basic Economy',
  bookingClass: 'K',
  adultFarebasis: 'KA7NA0BN',
  adultPrice: 10_900,
  adultTax: 2_150,
  childPrice: 8_200,
  childTax: 2_150,
  adultTaxType: 0,
  childTaxType: 0,
  adultCommission: 0,
  childCommission: 0,
  infantPrice: 0,
  infantTax: 0,
  infantCommission: 0,
  totalPrice: 13_050,
  rules: {
    refundPenalty: 'non',
    changePenalty: 'non',
    endorsementPenalty: 'non',
    changeFeeCents: null,
    refundFeeCents: null,
  },
  baggage: [],
  carryOn: [
    {
      segments: [0, 1],
      allowancePiecesSpecified: true,
      allowancePieces: 1,
      weightSpecified: false,
      weight: 0,
      unit: 'KG',
    },
  ],
  invoiceable: false,
  seatsRemaining: 4,
  ...over,
});

export function testOffer(over: Partial<FlightOffer> = {}): FlightOffer {
  return {
    offerId: 'eyJ2IjoxfQ.c2lnbmF0dXJl',
    responseId: 'R-2027-03-15-LAX-SFO',
    expiresAt: '2027-01-10T12:30:00.000Z',
    tripType: 'roundtrip',
    trips: [
      { duration: 90, stops: 0, segments: [segment({})] },
      {
        duration: 95,
        stops: 0,
        segments: [
          segment({
            flightId: 'UA567-20270322',
            flightNumber: '567',
            departureTime: '2027-03-22T18:10',
            departureTimeUtc: '2027-03-23T01:10:00.000Z',
            arrivalTime: '2027-03-22T19:45',
            arrivalTimeUtc: '2027-03-23T02:45:00.000Z',
            departureAirportCode: 'SFO',
            departureAirportName: 'San Francisco International Airport',
            departureCity: 'San Francisco',
            arrivalAirportCode: 'LAX',
            arrivalAirportName: 'Los Angeles International Airport',
            arrivalCity: 'Los Angeles',
            duration: 95,
          }),
        ],
      },
    ],
    validatingAirline: 'UA',
    cabin: 'E',
    channel: 'M',
    gds: '1A',
    publishFare: true,
    privateFareType: null,
    currency: 'USD',
    adults: 1,
    children: 0,
    infants: 0,
    brands: [
      brand({}),
      brand({
        brandId: 'standard',
        type: 'Standard',
        name: 'Economy',
        adultPrice: 14_900,
        totalPrice: 17_050,
        baggage: [
          {
            segments: [0, 1],
            allowancePiecesSpecified: true,
            allowancePieces: 1,
            weightSpecified: true,
            weight: 23,
            unit: 'KG',
          },
        ],
      }),
    ],
    seatsRemaining: 4,
    ...over,
  };
}

/**
 * The offer as search would have issued it: its quote (gross total and parts per brand, taken
 * from the brands as given, before any commission) in a one-offer reply whose id is a hash of
 * the offer, so the same fixture always gets the same id. Store the row before using the id.
 */
export function issueTestOffer(offer: FlightOffer): { offer: FlightOffer; row: SearchResponseRow } {
  const quoted: Record<string, number> = {};
  const parts: StoredOffer['parts'] = {};
  for (const brand of offer.brands) {
    quoted[brand.brandId] =
      offer.adults * (brand.adultPrice + brand.adultTax) +
      offer.children * (brand.childPrice + brand.childTax) +
      offer.infants * (brand.infantPrice + brand.infantTax);
    parts[brand.brandId] = [
      brand.adultPrice,
      brand.adultTax,
      brand.childPrice,
      brand.childTax,
      brand.infantPrice,
      brand.infantTax,
    ];
  }
  const stored: StoredOffer = {
    tripType: offer.tripType,
    flights: offer.trips.map((trip) => trip.segments.map((segment) => segment.flightId)),
    cabin: offer.cabin,
    adults: offer.adults,
    children: offer.children,
    infants: offer.infants,
    quoted,
    parts,
    invoice: false,
  };
  const responseId = createHash('sha256')
    .update(JSON.stringify([stored, offer.responseId, offer.expiresAt]))
    .digest('base64url')
    .slice(0, 22);
  const expiresAt = new Date(offer.expiresAt);
  return {
    offer: { ...offer, responseId, offerId: offerIdFor(responseId, 0) },
    row: { responseId, createdAt: expiresAt, expiresAt, buyer: ANONYMOUS_BUYER, offers: [stored] },
  };
}

/** Stores issued fixtures; one already stored is left as it is. */
export async function storeTestOffers(
  db: Executor,
  rows: Iterable<SearchResponseRow>,
): Promise<void> {
  for (const row of rows) {
    await db
      .insert(searchResponses)
      .values({ ...row, buyer: {} })
      .onConflictDoNothing({ target: searchResponses.responseId });
  }
}
