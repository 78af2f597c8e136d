import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderLine } from '@travel/contracts/orders';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';

/**
 * The order's price lines (fare, tax, commission, seats, services, change fees) and total. An
 * agent's commission (a negative line) shows only with net prices: in client view the total is
 * what the client pays, before commission. `charged` (the payment steps) always shows what the
 * agency is charged: paying is the agent's own act, and the amount must match the pay button.
 */
export function OrderPriceLines({
  lines,
  total,
  charged = false,
}: {
  lines: readonly OrderLine[];
  total: number;
  charged?: boolean;
}) {
  const { t } = useTranslation('flight-order');
  const showsNet = useShowsNetPrices() || charged;
  const shown = showsNet ? lines : lines.filter((line) => line.kind !== 'commission');
  const shownTotal =
    total -
    lines.filter((line) => !shown.includes(line)).reduce((sum, line) => sum + line.amount, 0);
  return (
    <Stack gap={6}>
      {shown.map((line, index) => (
        <Group key={`${line.kind}-${index}`} justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm">
            {t(`lineKind.${line.kind}`)}
            {line.description ? ` · ${line.description}` : ''}
          </Text>
          <Price size="sm" amountMinor={line.amount} currency="USD" />
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{t('total')}</Text>
        <Price amountMinor={shownTotal} currency="USD" fw={700} />
      </Group>
    </Stack>
  );
}
