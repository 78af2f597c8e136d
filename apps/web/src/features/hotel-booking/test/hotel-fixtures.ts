import type { HotelDetail, HotelRate, HotelRoom, HotelRule } from '@travel/contracts/hotels';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';

/** Hotel replies shaped like the contract, for this feature's page tests. */
export const HOTEL_ID = 'LON042-GT-grand-thames-hotel';

const picture = (kind: 'facade' | 'room' | 'lobby', seed: number) => ({
  kind,
  seed,
  caption: `${kind} ${seed}`,
});

export const rate = (overrides: Partial<HotelRate> = {}): HotelRate => ({
  roomCode: 'DK-R',
  policy: 'refundable',
  breakfastIncluded: true,
  nightly: 15_000,
  subtotal: 30_000,
  taxes: 4_500,
  total: 34_500,
  cancellationDeadline: '2030-06-08T17:00:00.000Z',
  roomsLeft: 3,
  ...overrides,
});

export const room = (overrides: Partial<HotelRoom> = {}): HotelRoom => ({
  code: 'DK',
  name: 'Deluxe King',
  beds: [{ type: 'king', count: 1 }],
  maxOccupancy: 2,
  sizeSqm: 28,
  picture: picture('room', 2),
  features: ['City view', 'Rain shower'],
  rates: [rate()],
  unavailable: null,
  ...overrides,
});

const hotelBase = {
  id: HOTEL_ID,
  propertyCode: 'LON042',
  chainCode: 'GT',
  chainName: 'Grand Thames',
  name: 'Grand Thames Hotel',
  street: '12 Strand',
  city: 'London',
  countryCode: 'GB',
  countryName: 'United Kingdom',
  latitude: 51.5094,
  longitude: -0.1218,
  rating: 4.3,
  stars: 4,
  reviewCount: 812,
  amenities: ['wifi', 'freeBreakfast', 'pool'] as HotelDetail['amenities'],
  picture: picture('facade', 1),
  nightlyFrom: 15_000,
  totalFrom: 33_000,
  roomCodeFrom: 'DK-R',
  freeCancellation: true,
  currency: 'USD' as const,
  badges: ['refundable'] as HotelDetail['badges'],
  roomsLeft: 3,
  timeZone: 'Europe/London',
};

export const hotelDetail = (overrides: Partial<HotelDetail> = {}): HotelDetail => ({
  ...hotelBase,
  checkInFrom: '15:00',
  checkOutUntil: '11:00',
  overview: 'A riverside hotel on the Strand.',
  about: [{ title: 'Pets', text: 'Pets are not allowed.' }],
  pictures: [picture('facade', 1), picture('lobby', 3)],
  rooms: [
    room(),
    room({
      code: 'ST',
      name: 'Standard Twin',
      beds: [{ type: 'twin', count: 2 }],
      rates: [],
      unavailable: 'soldOut',
    }),
  ],
  reviews: {
    rating: 4.3,
    reviewCount: 812,
    distribution: { excellent: 40, veryGood: 35, good: 15, fair: 7, poor: 3 },
    aspects: { cleanliness: 4.5, location: 4.8, service: 4.1, value: 3.9 },
    writtenCount: 3,
  },
  nights: 2,
  ...overrides,
});

export const hotelRule = (overrides: Partial<HotelRule> = {}): HotelRule => ({
  hotel: hotelBase,
  room: {
    code: 'DK',
    name: 'Deluxe King',
    beds: [{ type: 'king', count: 1 }],
    maxOccupancy: 2,
    sizeSqm: 28,
    picture: picture('room', 2),
    features: [],
  },
  rate: rate(),
  stay: {
    checkIn: '20300610',
    checkOut: '20300612',
    nights: 2,
    rooms: 1,
    adults: 1,
    children: 0,
  },
  nights: [
    { date: '20300610', price: 14_000 },
    { date: '20300611', price: 16_000 },
  ],
  dueNow: 34_500,
  dueAtHotel: 0,
  rules: ['Free cancellation until 18:00 on Jun 8 (hotel time).', 'Check-in from 15:00.'],
  ...overrides,
});

export const hotelOrder = (overrides: Partial<HotelOrderDetail> = {}): HotelOrderDetail => ({
  orderNo: 'TO2030000042',
  product: 'hotel',
  status: 'issued',
  createdAt: '2030-05-01T10:00:00.000Z',
  deadlineAt: null,
  confirmationNumber: 'GT-7781234',
  hotel: hotelBase,
  room: { code: 'DK-R', name: 'Deluxe King', policy: 'refundable' },
  stay: hotelRule().stay,
  nights: hotelRule().nights,
  guests: [{ room: 1, firstName: 'Ada', lastName: 'Lovelace' }],
  contact: { name: 'Ada Lovelace', email: 'ada@example.com', mobile: '+44 20 7946 0000' },
  specialRequests: '',
  cancellationDeadline: '2030-06-08T17:00:00.000Z',
  currency: 'USD',
  subtotal: 30_000,
  taxes: 4_500,
  total: 34_500,
  paidNow: 34_500,
  dueAtHotel: 0,
  payments: [
    {
      method: 'card',
      kind: 'charge',
      status: 'succeeded',
      amount: 34_500,
      cardBrand: 'VI',
      cardLast4: '4242',
      createdAt: '2030-05-01T10:00:05.000Z',
    },
  ],
  money: { paid: 34_500, refunded: 0, net: 34_500 },
  accountCode: 'TRAVELOUTLET',
  bookedByName: 'Ada Lovelace',
  customer: null,
  canPay: false,
  canCancel: false,
  ...overrides,
});
