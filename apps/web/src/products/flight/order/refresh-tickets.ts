import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OrderRef, orderKeys } from '../../../lib/order-access';
import { getTicketStatus, type TicketStatus } from '../pay-order';

/** `GET /api/TicketStatus` on demand; the order is refetched so the page shows the news. */
export function useRefreshTickets(ref: OrderRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<TicketStatus> => getTicketStatus(ref),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.detail(ref.orderNo) }),
  });
}
