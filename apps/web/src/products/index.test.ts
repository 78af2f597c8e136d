import { describe, expect, it } from 'vitest';
import { PRODUCTS, type Product } from '@travel/contracts/products';
import type { OrderSummary } from '@travel/contracts/orders';
import type { TFunction } from '../lib/i18n';
import { WEB_PRODUCTS, webProduct, type WebProduct } from './index';
import { PRODUCT_SEARCH } from './search';
import type { ProductSearch } from './types';

const order = (overrides: Partial<OrderSummary>): OrderSummary => ({
  orderNo: 'TO 1/2',
  product: 'flight',
  status: 'issued',
  createdAt: '2030-05-01T10:00:00Z',
  deadlineAt: null,
  currency: 'USD',
  totalPrice: 24_000,
  title: 'LAX → SFO',
  departureTime: '2030-06-10T08:00',
  flightCodes: ['UA100', 'UA101'],
  passengerNames: ['Ada Lovelace'],
  accountCode: 'AG0001',
  bookedByName: 'Ada Lovelace',
  customer: null,
  ...overrides,
});

// Echoes the key and its options: what the product asks its namespace for.
const t: TFunction = (key, options) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

describe('the web product registry', () => {
  it('has an entry for every product of the contracts', () => {
    expect(Object.keys(WEB_PRODUCTS).sort()).toEqual([...PRODUCTS].sort());
  });

  it('a flight: its order page, flight codes and departure day and time', () => {
    const flight = webProduct('flight');
    expect(flight.orderPath('TO 1/2')).toBe('/order-flight/TO%201%2F2');
    expect(flight.listLine(order({}), t)).toBe('UA100, UA101');
    expect(flight.startLabel(order({}), t, 'en-US')).toBe('Mon, Jun 10 08:00');
    expect(flight.startLabel(order({ departureTime: null }), t, 'en-US')).toBe('');
  });

  it('a hotel: its order page, its own words (status and stay) and the check-in day', () => {
    const hotel = webProduct('hotel');
    const stay = order({ product: 'hotel', flightCodes: [], departureTime: '2030-06-10T15:00' });
    expect(hotel.orderPath('TO9')).toBe('/order-hotel/TO9');
    expect(hotel.namespace).not.toBe(webProduct('flight').namespace);
    expect(hotel.listLine(stay, t)).toBe('list.stay');
    expect(hotel.startLabel(stay, t, 'en-US')).toBe('list.checkIn {"date":"Mon, Jun 10"}');
  });

  it('a tour and a cruise: their order pages, words of their own and the departure day', () => {
    const tour = webProduct('tour');
    const cruise = webProduct('cruise');
    const trip = order({
      product: 'tour',
      flightCodes: [],
      departureTime: '2030-06-10',
      passengerNames: ['Ada Lovelace', 'Alan Turing', 'Grace Hopper'],
    });
    expect(tour.orderPath('TO 1/2')).toBe('/order-tour/TO%201%2F2');
    expect(cruise.orderPath('TO9')).toBe('/order-cruise/TO9');
    expect(tour.namespace).not.toBe(cruise.namespace);
    expect(tour.listLine(trip, t)).toBe('list.line {"count":3}');
    expect(tour.startLabel(trip, t, 'en-US')).toBe('list.departs {"date":"Mon, Jun 10"}');
    expect(cruise.startLabel({ ...trip, departureTime: null }, t, 'en-US')).toBe('');
    // Paid on the order page itself (card or the hosted checkout): no pay page of their own.
    expect(tour.payPage).toBeNull();
    expect(cruise.payPage).toBeNull();
  });

  it('loads each order body from its product folder, on demand', async () => {
    expect((await webProduct('flight').orderBody.preload()).name).toBe('FlightOrderBody');
    expect((await webProduct('hotel').orderBody.preload()).name).toBe('HotelOrderBody');
    expect((await webProduct('tour').orderBody.preload()).name).toBe('TourOrderBody');
    expect((await webProduct('cruise').orderBody.preload()).name).toBe('CruiseOrderBody');
  });

  it('has a search (lazy form, skeleton) for every product of the contracts', () => {
    expect(Object.keys(PRODUCT_SEARCH).sort()).toEqual([...PRODUCTS].sort());
    expect(PRODUCT_SEARCH.flight.Skeleton.name).toBe('FlightSearchFormSkeleton');
    expect(PRODUCT_SEARCH.hotel.Skeleton.name).toBe('HotelSearchFormSkeleton');
  });

  it('does not compile when a product has no search', () => {
    type Wider = Product | 'car';
    // @ts-expect-error: 'car' has no search, so the search registry does not satisfy the wider record.
    const missing = { ...PRODUCT_SEARCH } satisfies Record<Wider, ProductSearch>;
    expect(missing).toBeDefined();
  });

  it('does not compile when a product has no entry', () => {
    type Wider = Product | 'car';
    // @ts-expect-error: 'car' has no entry, so the registry does not satisfy the wider record.
    const missing = { ...WEB_PRODUCTS } satisfies Record<Wider, WebProduct>;
    expect(missing).toBeDefined();
  });
});
