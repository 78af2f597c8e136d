import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ReserveSeatsResult,
  SeatMapResult,
  SeatSelection,
} from '@travel/contracts/seat-services';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys, type OrderRef } from '../../../lib/order-access';

/** `GET /api/Seatmap/order` and `POST /api/ReserveSeats` for one order. */
export const seatMapKey = (orderNo: string) => [...orderKeys.all, 'seatmap', orderNo] as const;

const target = (ref: OrderRef) => ({
  orderNo: ref.orderNo,
  ...(ref.email ? { email: ref.email } : {}),
});

export const seatMapQueryOptions = (ref: OrderRef) =>
  queryOptions({
    queryKey: seatMapKey(ref.orderNo),
    queryFn: ({ signal }) =>
      apiFetch<SeatMapResult>('/api/Seatmap/order', { query: target(ref), signal }),
    // Seats sell while the page is open: a map older than a minute is read again.
    staleTime: 60_000,
    retry: false,
  });

export function useReserveSeats(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (seats: SeatSelection[]) =>
      apiFetch<ReserveSeatsResult>('/api/ReserveSeats', {
        method: 'POST',
        body: { ...target(ref), seats },
      }),
    // The map now holds new order items, and the order a new total.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: seatMapKey(ref.orderNo) }),
        client.invalidateQueries({ queryKey: orderKeys.detail(ref.orderNo) }),
      ]),
    // A seat taken meanwhile, or seats changed in another tab: read the map again.
    onError: () => client.invalidateQueries({ queryKey: seatMapKey(ref.orderNo) }),
  });
}
