import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OrderListItem, OrdersQuerySchema } from '@travel/contracts/orders';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/order-access';

/** The query as sent: every filter already in its wire form. */
export type OrdersRequest = z.output<typeof OrdersQuerySchema>;

export interface OrdersPage {
  items: OrderListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** `GET /api/Orders`: the signed-in user's orders (agents: their sub-agents' too), filtered. */
export function getOrders(query: OrdersRequest, signal?: AbortSignal): Promise<OrdersPage> {
  return apiFetch<OrdersPage>('/api/Orders', { query: { ...query }, signal });
}

export function useOrders(query: OrdersRequest) {
  return useQuery({
    queryKey: orderKeys.list({ ...query }),
    queryFn: ({ signal }) => getOrders(query, signal),
    // Paging and filtering keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
