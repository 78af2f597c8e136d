import type {
  FareBrand,
  FlightOffer,
  FlightSegment,
  PrebookResult,
} from '@travel/contracts/flights';
import type { ShortLink } from '@travel/contracts/short-links';

/** A round trip LAX–SFO as the search returns it, for the flight-share tests. */
export const SEARCH_URL =
  '/flights?tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO&departureDate=03/15/2027&returnDate=03/22/2027&adults=1';

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
  carryOn: [],
  invoiceable: false,
  seatsRemaining: 4,
  ...over,
});

export function testOffer(over: Partial<FlightOffer> = {}): FlightOffer {
  return {
    offerId: 'offer-token-1',
    responseId: 'R-1',
    expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    tripType: 'roundtrip',
    trips: [
      { duration: 90, stops: 0, segments: [segment({})] },
      {
        duration: 335,
        stops: 1,
        segments: [
          segment({
            flightId: 'UA567-20270322',
            flightNumber: '567',
            departureTime: '2027-03-22T21:10',
            arrivalTime: '2027-03-22T22:40',
            departureAirportCode: 'SFO',
            departureAirportName: 'San Francisco International Airport',
            departureCity: 'San Francisco',
            arrivalAirportCode: 'SAN',
            arrivalAirportName: 'San Diego International Airport',
            arrivalCity: 'San Diego',
            layoverAfter: 80,
          }),
          segment({
            flightId: 'UA890-20270323',
            flightNumber: 'UA890',
            departureTime: '2027-03-23T00:00',
            arrivalTime: '2027-03-23T01:25',
            departureAirportCode: 'SAN',
            departureAirportName: 'San Diego International Airport',
            departureCity: 'San Diego',
            arrivalAirportCode: 'LAX',
            arrivalAirportName: 'Los Angeles International Airport',
            arrivalCity: 'Los Angeles',
            arrivalTerminal: '',
            duration: 85,
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
      brand({ brandId: 'flex', type: 'Flex', name: 'Economy Flex', totalPrice: 21_050 }),
    ],
    seatsRemaining: 4,
    ...over,
  };
}

export function testLink(offer: FlightOffer = testOffer(), searchUrl = SEARCH_URL): ShortLink {
  return {
    code: 'Ab23cd45',
    kind: 'flight',
    target: searchUrl,
    url: '/flight-share/Ab23cd45',
    data: { offer, searchUrl },
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  };
}

export function prebookResult(offer: FlightOffer, total = 13_050): PrebookResult {
  return {
    offer: { ...offer, offerId: total === 13_050 ? offer.offerId : 'offer-token-2' },
    brandId: 'basic',
    priceChanged: total !== 13_050,
    previousTotal: 13_050,
    total,
  };
}
