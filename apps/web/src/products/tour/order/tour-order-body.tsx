import { Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderBodyProps } from '../..';
import { orderKeys } from '../../../lib/order-access';
import { ConfirmationStatus } from './confirmation-status';
import { TourOrderView } from './tour-order-view';

/**
 * A tour or cruise order's body in the order shell (/order-tour/{id}, /order-cruise/{id}): while
 * it awaits payment, the deadline and the payment form first; once paid, the operator's
 * confirmation (countdown to its 48 hours, then Confirmed or Declined and refunded); then the
 * trip, travellers, contact, price and payments; the shell's buttons last.
 */
function Body({ order, slots }: OrderBodyProps<'tour'> | OrderBodyProps<'cruise'>) {
  const client = useQueryClient();
  return (
    <Stack gap="lg">
      {slots.deadline}
      {slots.pay}
      <ConfirmationStatus
        confirmation={order.confirmation}
        email={order.contact.email}
        onDue={() => void client.invalidateQueries({ queryKey: orderKeys.detail(order.orderNo) })}
      />
      <TourOrderView order={order} status={slots.status} />
      <Group gap="sm" wrap="wrap">
        {slots.actions}
      </Group>
    </Stack>
  );
}

export function TourOrderBody(props: OrderBodyProps<'tour'>) {
  return <Body {...props} />;
}

export function CruiseOrderBody(props: OrderBodyProps<'cruise'>) {
  return <Body {...props} />;
}
