import type { TourInfo, TourOption } from '@travel/contracts/tours-detail';
import type { PriceTour } from '@travel/contracts/tours-price';
import type { TourBookingResult } from '@travel/contracts/tour-orders';
import type { CheckoutSession } from '@travel/contracts/checkout';

const option = (
  Code: string,
  Name: string,
  Selling: number,
  strJgbh: '1' | '2' = '1',
): TourOption => ({
  Code,
  Name,
  Max: Code === 'child' || Code === 'bedchild' ? 2 : Number(Code),
  strJgbh,
  Cabin: '',
  Selling,
  TourToCSelling: Selling,
  TourToAgentSelling: null,
  TourToSubagentSelling: null,
  TourToAgentComm: null,
  TourToSubagentComm: null,
  TourComm: 0,
  agentSelling: Selling,
});

export const TOUR_ID = 'alpine-lakes-8';
export const DEPARTURE_DATE = '2030-06-10';

/** A tour as `POST /api/tourdetail` answers it, with one departure on sale. */
export const tourInfo = (): TourInfo => ({
  TourID: TOUR_ID,
  TourCode: 'EU-ALP-08',
  TourName: 'Alpine Lakes and Villages',
  TourCity: 'Geneva',
  TourCityCode: 'GVA',
  TimeZone: 'Europe/Zurich',
  TourDays: 8,
  TourSummary: 'Lakes, passes and villages of the Alps.',
  TourImage: '/api/tour-picture/alpine-lakes-8.svg',
  TourPDF: null,
  highlights: ['Lake Geneva'],
  overview: 'Eight days in the Alps.',
  kind: 'tour',
  style: 'escorted',
  region: 'EU',
  area: 'CH',
  operator: { code: 'ST', name: 'Summit Trails' },
  currency: 'USD',
  deposit: 0,
  TourBriefItinerary: [],
  departures: [
    {
      id: `${TOUR_ID}-${DEPARTURE_DATE}`,
      date: DEPARTURE_DATE,
      returnDate: '2030-06-17',
      TimeZone: 'Europe/Zurich',
      placesLeft: 12,
      guaranteed: true,
      singleSupplement: 40_000,
      finalPaymentDate: null,
      options: [
        option('1', 'Single room', 190_000),
        option('2', 'Twin share', 150_000),
        option('3', 'Triple share', 140_000),
        option('child', 'Child without bed', 70_000, '2'),
        option('bedchild', 'Child with bed', 90_000, '2'),
      ],
    },
  ],
  cruise: null,
});

export const priceTour = (): PriceTour => ({
  roomlist: '[]',
  lines: [{ room: 'r1', Code: '2', Name: 'Twin share', count: 2, unit: 150_000, total: 300_000 }],
  people: 2,
  charges: 0,
  totalprice: 300_000,
  TourComm: 0,
  agentSelling: 300_000,
  currency: 'USD',
  error: '',
});

export const bookingResult = (): TourBookingResult => ({
  strGuid: 'TO20300601A1',
  orderNumber: 'TO20300601A1',
  product: 'tour',
  status: 'awaitingPayment',
  travellerCount: 2,
  departLocation: 'Geneva',
  orderDate: '2030-06-01T09:00:00Z',
  departDate: DEPARTURE_DATE,
  returnDate: '2030-06-17',
  TimeZone: 'Europe/Zurich',
  telephone: '+33 612345678',
  email: 'ada@example.com',
  deadlineAt: '2030-06-01T09:30:00Z',
  total: 300_000,
  commission: 0,
  payable: 300_000,
  dueNow: 300_000,
  currency: 'USD',
});

export const checkoutSession = (): CheckoutSession => ({
  id: 'cs_test_a1b2c3d4e5f6g7h8',
  object: 'checkout.session',
  url: 'http://localhost/sandbox-checkout/cs_test_a1b2c3d4e5f6g7h8',
  status: 'open',
  payment_status: 'unpaid',
  amount_total: 300_000,
  currency: 'usd',
  created: 1_906_000_000,
  expires_at: 1_906_001_800,
  payment_method_types: ['card'],
  metadata: { orderNo: 'TO20300601A1' },
  OrderID: '{"orderNo":"TO20300601A1"}',
});

export const tourOk = (data: unknown) => ({
  status: 200,
  body: { code: 1000, msg: 'success', data },
});
