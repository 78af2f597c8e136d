import { Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isAgentType } from '@travel/contracts/roles';
import type { OrderBodyProps } from '../..';
import { orderKeys } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { BalanceDue } from './balance-due';
import { ConfirmationStatus } from './confirmation-status';
import { TourOrderView } from './tour-order-view';

/**
 * A tour or cruise order's body in the order shell (/order-tour/{id}, /order-cruise/{id}): while
 * it awaits payment, the deadline and the payment form first; once paid, the operator's
 * confirmation (countdown to its 48 hours, then Confirmed or Declined and refunded), and the
 * balance of a deposit booking with its payment form; then the
 * trip, travellers, contact, price and payments; the shell's buttons last.
 */
function Body({
  order,
  orderRef,
  readOnly,
  slots,
}: OrderBodyProps<'tour'> | OrderBodyProps<'cruise'>) {
  const client = useQueryClient();
  const session = useSession();
  return (
    <Stack gap="lg">
      {slots.deadline}
      {slots.pay}
      <ConfirmationStatus
        confirmation={order.confirmation}
        email={order.contact.email}
        onDue={() => void client.invalidateQueries({ queryKey: orderKeys.detail(order.orderNo) })}
      />
      <BalanceDue
        order={order}
        orderRef={orderRef}
        readOnly={readOnly}
        isAgent={isAgentType(session?.user.role)}
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
