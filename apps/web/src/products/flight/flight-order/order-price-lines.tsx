import { Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderLine } from '@travel/contracts/orders';
import { Price } from '../../../components/price';

/** The order's price lines (fare, tax, commission, seats, services, change fees) and total. */
export function OrderPriceLines({ lines, total }: { lines: readonly OrderLine[]; total: number }) {
  const { t } = useTranslation('flight-order');
  return (
    <Stack gap={6}>
      {lines.map((line, index) => (
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
        <Price amountMinor={total} currency="USD" fw={700} />
      </Group>
    </Stack>
  );
}
