import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TourOrderListItem, TourOrderTab } from '@travel/contracts/tour-orders';
import type { TourKind, TourLanguage } from '@travel/contracts/tours';
import { orderKeys } from '../../../lib/order-access';
import { tourFetch } from '../../../products/tour/tour-fetch';

export const TOUR_ORDERS_PAGE_SIZE = 10;

export interface TourOrderPage {
  orders: TourOrderListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The account's tour or cruise orders on one tab (spec part 2 §4: all, paid, unpaid,
 * cancelled): `GET /api/OrderList?kind=tour` and `GET /api/CustomizeCruiseOrderList`. Under the
 * product-neutral list key, so paying or cancelling anywhere refreshes it.
 */
export function useTourOrders(kind: TourKind, tab: TourOrderTab, page: number, Lan: TourLanguage) {
  const query = { tab, page, pageSize: TOUR_ORDERS_PAGE_SIZE, Lan };
  return useQuery({
    queryKey: orderKeys.list({ tourKind: kind, ...query }),
    queryFn: ({ signal }) =>
      kind === 'cruise'
        ? tourFetch<TourOrderPage>('/api/CustomizeCruiseOrderList', { query, signal })
        : tourFetch<TourOrderPage>('/api/OrderList', { query: { ...query, kind }, signal }),
    placeholderData: keepPreviousData,
  });
}
