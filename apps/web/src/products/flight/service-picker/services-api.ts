import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PassengerServices,
  ReserveServicesResult,
  ServicesResult,
} from '@travel/contracts/seat-services';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys, type OrderRef } from '../../../lib/order-access';

/** `GET /api/Services` and `POST /api/ReserveServices` for one order. */
export const servicesKey = (orderNo: string) => [...orderKeys.all, 'services', orderNo] as const;

const target = (ref: OrderRef) => ({
  orderNo: ref.orderNo,
  ...(ref.email ? { email: ref.email } : {}),
});

export const servicesQueryOptions = (ref: OrderRef) =>
  queryOptions({
    queryKey: servicesKey(ref.orderNo),
    queryFn: ({ signal }) =>
      apiFetch<ServicesResult>('/api/Services', { query: target(ref), signal }),
    staleTime: 60_000,
    retry: false,
  });

export function useReserveServices(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (passengers: PassengerServices[]) =>
      apiFetch<ReserveServicesResult>('/api/ReserveServices', {
        method: 'POST',
        body: { ...target(ref), passengers },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: servicesKey(ref.orderNo) }),
        client.invalidateQueries({ queryKey: orderKeys.detail(ref.orderNo) }),
      ]),
  });
}
