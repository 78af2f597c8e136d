import type { OrderListItem } from '@travel/contracts/orders';

/** Order list rows for the orders tests. */
export const summary = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  orderNo: 'TO1',
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
  accountCode: 'AG0001',
  bookedByName: 'Ada Lovelace',
  customer: null,
  canCancel: false,
  ...overrides,
});
