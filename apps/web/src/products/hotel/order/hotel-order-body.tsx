import { Group, Stack } from '@mantine/core';
import type { OrderBodyProps } from '../..';
import { HotelOrderView } from './hotel-order-view';

/**
 * A hotel order's body in the order shell (/order-hotel/{id}): while it awaits payment, the
 * deadline counting down and the payment form first; then the stay, guests, price and payments;
 * the shell's buttons (cancel when allowed, the confirmation mail) last.
 */
export function HotelOrderBody({ order, slots }: OrderBodyProps<'hotel'>) {
  return (
    <Stack gap="lg">
      {slots.deadline}
      {slots.pay}
      <HotelOrderView order={order} status={slots.status} />
      <Group gap="sm" wrap="wrap">
        {slots.actions}
      </Group>
    </Stack>
  );
}
