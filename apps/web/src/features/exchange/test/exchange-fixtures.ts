import type {
  ExchangeBrand,
  ExchangeHistory,
  ExchangeOffer,
  ExchangeQuote,
  ExchangeSearchResult,
} from '@travel/contracts/exchange';
import { brand, offer, orderDetail } from '../../../test/flight-fixtures';
import type { ExchangeDraft } from '../lib/exchange-draft';

/** Change offers and drafts for the exchange page tests (a LAX⇄SFO round trip, 2 adults). */
export const exchangeBrand = (overrides: Partial<ExchangeBrand> = {}): ExchangeBrand => ({
  ...brand({ brandId: 'E-STANDARD', name: 'Standard', type: 'Standard' }),
  fareDifference: 3_000,
  changeFee: 15_000,
  residual: 0,
  totalToPay: 18_000,
  ...overrides,
});

export function changeOffer(overrides: Partial<ExchangeOffer> = {}): ExchangeOffer {
  const o = offer();
  return {
    offerId: 'change-1',
    expiresAt: '2099-01-01T00:00:00Z',
    tripType: 'roundtrip',
    trips: o.trips.map((trip) => ({
      ...trip,
      segments: trip.segments.map((s) => ({
        ...s,
        flightId: s.flightId.replace('2030061', '2030062'),
        flightNumber: String(Number(s.flightNumber) + 100),
        departureTime: s.departureTime.replace('2030-06-1', '2030-06-2'),
        arrivalTime: s.arrivalTime.replace('2030-06-1', '2030-06-2'),
      })),
    })),
    validatingAirline: 'UA',
    cabin: 'E',
    adults: 2,
    children: 0,
    infants: 0,
    brands: [exchangeBrand()],
    defaultBrandId: 'E-STANDARD',
    seatsRemaining: 9,
    ...overrides,
  };
}

export function searchResult(overrides: Partial<ExchangeSearchResult> = {}): ExchangeSearchResult {
  const order = orderDetail();
  return {
    orderNo: order.orderNo,
    responseId: 'resp-x',
    expiresAt: '2099-01-01T00:00:00Z',
    currency: 'USD',
    originalTrips: order.trips,
    originalBrand: order.brand,
    originalFare: 24_000,
    changePenalty: 'USD 75',
    changeFee: 15_000,
    travellers: 2,
    offers: [changeOffer()],
    ...overrides,
  };
}

export function storeExchangeDraft(overrides: Partial<ExchangeDraft> = {}): ExchangeDraft {
  const result = searchResult();
  const draft: ExchangeDraft = {
    orderNo: result.orderNo,
    dates: ['06/20/2030', '06/27/2030'],
    offer: changeOffer(),
    brandId: 'E-STANDARD',
    tripType: 'roundtrip',
    original: {
      originalTrips: result.originalTrips,
      originalBrand: result.originalBrand,
      changePenalty: result.changePenalty,
      travellers: 2,
    },
    idempotencyKey: 'key-123456789',
    ...overrides,
  };
  sessionStorage.setItem('exchangeDraft', JSON.stringify(draft));
  return draft;
}

export function history(): ExchangeHistory {
  const order = orderDetail();
  const next = changeOffer().trips;
  return {
    orderNo: order.orderNo,
    status: 'issued',
    trips: next,
    exchanges: [
      {
        exchangedAt: '2030-05-02T10:00:00Z',
        fromTrips: order.trips,
        toTrips: next,
        fromBrand: { brandId: 'basic', name: 'Basic' },
        toBrand: { brandId: 'E-STANDARD', name: 'Standard' },
        fareDifference: 3_000,
        changeFee: 15_000,
        residual: 0,
        amountCharged: 18_000,
        paymentMethod: 'card',
        seats: [
          {
            travellerIndex: 0,
            seatNumber: '12A',
            fromFlightId: 'UA100-20300610',
            toFlightId: 'UA200-20300620',
          },
          {
            travellerIndex: 0,
            seatNumber: '14C',
            fromFlightId: 'UA101-20300617',
            toFlightId: null,
          },
        ],
        ticketNumbers: [['0161111111111', '0161111111112']],
      },
    ],
  };
}

/** `POST /api/Exchange/Quote` for the stored draft's change: the trips with the brand's fare basis. */
export function quoteOf(overrides: Partial<ExchangeQuote> = {}): ExchangeQuote {
  const o = changeOffer();
  const b = exchangeBrand();
  return {
    orderNo: 'TO2030000001',
    brandId: b.brandId,
    brandName: b.name,
    trips: o.trips.map((trip) => ({
      ...trip,
      segments: trip.segments.map((s) => ({ ...s, bookingClass: 'M', adultFarebasis: 'M21ST' })),
    })),
    fareDifference: b.fareDifference,
    changeFee: b.changeFee,
    residual: b.residual,
    totalToPay: b.totalToPay,
    priceChanged: false,
    ...overrides,
  };
}
