/** Flight offers, drafts and orders shared by the booking and order page tests. */
import type { FareBrand, FlightOffer, FlightSegment } from '@travel/contracts/flights';
import type { OrderDetail } from '@travel/contracts/orders';
import type { BookingDraft } from '../products/flight/booking-draft';
import { STORAGE_KEYS } from '../lib/storage';

/** A LAX→SFO round trip on 2030-06-10/17 for two adults, with Basic and Flex brands. */
export const segment = (overrides: Partial<FlightSegment> = {}): FlightSegment => ({
  flightId: 'UA100-20300610',
  departureTime: '2030-06-10T08:00',
  departureTimeUtc: '2030-06-10T15:00:00Z',
  departureTimeZone: 'America/Los_Angeles',
  arrivalTime: '2030-06-10T09:30',
  arrivalTimeUtc: '2030-06-10T16:30:00Z',
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
  flightNumber: '100',
  aircraftCode: '320',
  aircraftName: 'Airbus A320',
  cabin: 'E',
  bookingClass: 'K',
  adultFarebasis: 'KLA7NR',
  layoverAfter: 0,
  ...overrides,
});

export const brand = (overrides: Partial<FareBrand> = {}): FareBrand => ({
  brandId: 'basic',
  type: 'Basic',
  name: 'Basic',
  bookingClass: 'K',
  adultFarebasis: 'KLA7NR',
  adultPrice: 10_000,
  adultTax: 2_000,
  childPrice: 7_500,
  childTax: 2_000,
  adultTaxType: 0,
  childTaxType: 0,
  adultCommission: 0,
  childCommission: 0,
  infantPrice: 0,
  infantTax: 0,
  infantCommission: 0,
  totalPrice: 24_000,
  rules: {
    refundPenalty: 'non',
    changePenalty: 'USD 75',
    endorsementPenalty: 'unknown',
    changeFeeCents: 7500,
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
  invoiceable: true,
  seatsRemaining: 9,
  ...overrides,
});

export const offer = (overrides: Partial<FlightOffer> = {}): FlightOffer => ({
  offerId: 'offer-1',
  responseId: 'resp-1',
  expiresAt: '2099-01-01T00:00:00Z',
  tripType: 'roundtrip',
  trips: [
    { duration: 90, stops: 0, segments: [segment({})] },
    {
      duration: 95,
      stops: 0,
      segments: [
        segment({
          flightId: 'UA101-20300617',
          departureTime: '2030-06-17T18:00',
          arrivalTime: '2030-06-17T19:35',
          departureAirportCode: 'SFO',
          departureCity: 'San Francisco',
          departureAirportName: 'San Francisco International Airport',
          arrivalAirportCode: 'LAX',
          arrivalCity: 'Los Angeles',
          arrivalAirportName: 'Los Angeles International Airport',
          flightNumber: '101',
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
  adults: 2,
  children: 0,
  infants: 0,
  brands: [
    brand(),
    brand({
      brandId: 'flex',
      type: 'Flex',
      name: 'Flex',
      adultPrice: 20_000,
      totalPrice: 44_000,
      rules: {
        refundPenalty: 'able',
        changePenalty: 'able',
        endorsementPenalty: 'able',
        changeFeeCents: 0,
        refundFeeCents: 0,
      },
    }),
  ],
  seatsRemaining: 9,
  ...overrides,
});

export function storeDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  const draft: BookingDraft = {
    tripType: 'roundtrip',
    offer: offer(),
    brandId: 'basic',
    adults: 2,
    children: 0,
    infants: 0,
    searchUrl: '/flights?tripType=roundtrip&departureAirport=LAX&destinationAirport=SFO',
    invoice: false,
    savedAt: Date.now(),
    ...overrides,
  };
  localStorage.setItem(STORAGE_KEYS.bookingDraft, JSON.stringify(draft));
  return draft;
}

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'GB', name: 'United Kingdom' },
];

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const o = offer();
  return {
    orderNo: 'TO2030000001',
    product: 'flight',
    status: 'issued',
    createdAt: '2030-05-01T10:00:00Z',
    deadlineAt: null,
    currency: 'USD',
    totalPrice: 24_000,
    title: 'LAX → SFO → LAX',
    departureTime: '2030-06-10T08:00',
    flightCodes: ['UA100', 'UA101'],
    passengerNames: ['Ada Lovelace', 'Alan Turing'],
    accountCode: 'TRAVELOUTLET',
    bookedByName: 'Ada Lovelace',
    customer: null,
    tripType: 'roundtrip',
    trips: o.trips,
    brand: o.brands[0]!,
    travellers: [
      {
        index: 0,
        passengerType: 'ADT',
        firstName: 'Ada',
        middleName: '',
        lastName: 'Lovelace',
        birthday: '1990-12-10',
        gender: 'Female',
        cardNumMasked: '******123',
        cardExpired: '2035-01-01',
        nationality: 'GB',
        ticketNumbers: ['016-1234567890'],
      },
    ],
    contact: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      mobile: '+44 20 7946 0000',
      address: '',
      postcode: '',
      emailVerified: false,
    },
    invoice: null,
    lines: [
      { kind: 'fare', description: '2 adults', travellerIndex: null, amount: 20_000 },
      { kind: 'tax', description: '2 adults', travellerIndex: null, amount: 4_000 },
    ],
    payments: [],
    paidAt: '2030-05-01T10:01:00Z',
    issuedAt: '2030-05-01T10:01:05Z',
    cancelledAt: null,
    money: { paid: 0, refunded: 0, net: 0 },
    canPay: false,
    canCancel: false,
    canExchange: true,
    ...overrides,
  };
}
