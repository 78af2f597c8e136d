import { Group, Text } from '@mantine/core';
import { Price } from './price';

/**
 * One row of a price list (`<dl>`): its label and its amount in USD cents, both bold for the
 * total the reader acts on. The hotel and the tour price lists share it.
 */
export function PriceLine({
  label,
  amount,
  strong,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        <Price amountMinor={amount} currency="USD" fw={strong ? 700 : 400} size="sm" />
      </Text>
    </Group>
  );
}
