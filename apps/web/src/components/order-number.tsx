import { Stack, Text } from '@mantine/core';

/**
 * An order's number under its label, as the order page, the flight booking result and the hotel
 * order show it: the one thing a traveller quotes to the help desk. `data-testid="order-no"` is
 * how the tests (unit and e2e) read the number back.
 */
export function OrderNumber({
  label,
  orderNo,
  size = 'lg',
}: {
  label: string;
  orderNo: string;
  /** `xl` where the number heads the page (the order page). */
  size?: 'lg' | 'xl';
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} size={size} data-testid="order-no">
        {orderNo}
      </Text>
    </Stack>
  );
}
