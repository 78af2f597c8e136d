import {
  ORDER_FILTER_STATUSES,
  ORDER_TRIP_VIEWS,
  PRODUCTS,
  type OrderFilterStatus,
  type OrderTripView,
  type Product,
} from '@travel/contracts/orders';
import type { OrdersRequest } from '../api/orders';

/**
 * The order list filters (spec part 1 §3) as they live in the URL, so a filtered list can be
 * bookmarked and the back button returns to it. The status filter is `orderStatus` in the URL:
 * the navigation guard drops a `status` query when the same path is revisited (spec §2).
 */
export interface OrderFilters {
  accountCode: string;
  /** YYYY-MM-DD (the date inputs' format); sent as MM/DD/YYYY. */
  bookingDate: string;
  firstName: string;
  lastName: string;
  flightCode: string;
  dateFrom: string;
  dateTo: string;
  status: OrderFilterStatus;
  /** Flights, hotels, or both ('all'). */
  product: Product | 'all';
}

/** The filter value that means every product (and every status). */
const ANY = 'all';

export const PRODUCT_FILTERS = [ANY, ...PRODUCTS] as const;

export const EMPTY_FILTERS: OrderFilters = {
  accountCode: '',
  bookingDate: '',
  firstName: '',
  lastName: '',
  flightCode: '',
  dateFrom: '',
  dateTo: '',
  status: 'all',
  product: 'all',
};

export const PAGE_SIZE = 10;

/**
 * The tabs of My orders (issue 13 §5): the three trip views of `GET /api/Orders?trip=`, and
 * every order with the spec's filter form (`all`). The tab is `tab` in the URL; the default,
 * upcoming, is left out of it.
 */
export const ORDER_TABS = [...ORDER_TRIP_VIEWS, 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
const DEFAULT_TAB: OrderTab = 'upcoming';

/**
 * The tab of a URL: its `tab`, else All orders when it carries filters (a link to one
 * sub-agent's bookings, a bookmarked search), else upcoming trips.
 */
export function tabFromParams(params: URLSearchParams): OrderTab {
  const tab = params.get('tab');
  if ((ORDER_TABS as readonly string[]).includes(tab ?? '')) return tab as OrderTab;
  const { filters } = filtersFromParams(params);
  return JSON.stringify(filters) === JSON.stringify(EMPTY_FILTERS) ? DEFAULT_TAB : 'all';
}

/** The URL of a tab and page; only All orders carries the filters. */
export function paramsOfTab(tab: OrderTab, filters: OrderFilters, page = 1): URLSearchParams {
  const params = tab === 'all' ? paramsFromFilters(filters, page) : new URLSearchParams();
  if (tab !== DEFAULT_TAB) params.set('tab', tab);
  if (tab !== 'all' && page > 1) params.set('page', String(page));
  return params;
}

const TEXT_KEYS = [
  'accountCode',
  'bookingDate',
  'firstName',
  'lastName',
  'flightCode',
  'dateFrom',
  'dateTo',
] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): {
  filters: OrderFilters;
  page: number;
} {
  const filters: OrderFilters = { ...EMPTY_FILTERS };
  for (const key of TEXT_KEYS) filters[key] = (params.get(key) ?? '').trim().slice(0, 50);
  for (const key of ['bookingDate', 'dateFrom', 'dateTo'] as const) {
    if (!ISO_DATE.test(filters[key])) filters[key] = '';
  }
  const status = params.get('orderStatus');
  filters.status = (ORDER_FILTER_STATUSES as readonly string[]).includes(status ?? '')
    ? (status as OrderFilterStatus)
    : 'all';
  const product = params.get('product');
  filters.product = (PRODUCTS as readonly string[]).includes(product ?? '')
    ? (product as Product)
    : 'all';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function paramsFromFilters(filters: OrderFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.status !== 'all') params.set('orderStatus', filters.status);
  const product = filters.product === ANY ? undefined : filters.product;
  if (product) params.set('product', product);
  if (page > 1) params.set('page', String(page));
  return params;
}

const toSearchDate = (iso: string): string | undefined => {
  if (!ISO_DATE.test(iso)) return undefined;
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
};

/** The `GET /api/Orders` query of a tab: a trip view, or every order with the filters. */
export function queryOfTab(tab: OrderTab, filters: OrderFilters, page: number): OrdersRequest {
  if (tab === 'all') return queryOf(filters, page);
  const trip: OrderTripView = tab;
  return { status: 'all', trip, page, pageSize: PAGE_SIZE };
}

/** The `GET /api/Orders` query. */
export function queryOf(filters: OrderFilters, page: number): OrdersRequest {
  const text = (value: string) => value.trim() || undefined;
  return {
    accountCode: text(filters.accountCode),
    bookingDate: toSearchDate(filters.bookingDate),
    firstName: text(filters.firstName),
    lastName: text(filters.lastName),
    flightCode: text(filters.flightCode)?.toUpperCase().replace(/\s+/g, ''),
    dateFrom: toSearchDate(filters.dateFrom),
    dateTo: toSearchDate(filters.dateTo),
    status: filters.status,
    product: filters.product === ANY ? undefined : filters.product,
    page,
    pageSize: PAGE_SIZE,
  };
}
