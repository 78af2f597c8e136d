import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FareBrand } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { priceBreakdown } from '../lib/price-lines';

/**
 * The price breakdown in the chosen currency: fares and taxes per traveller kind, the agent
 * commission deducted (spec §6), and the total. Charged in US dollars whatever is shown.
 */
export function PriceSummary({
  brand,
  adults,
  children,
  infants = 0,
}: {
  brand: FareBrand;
  adults: number;
  children: number;
  /** Lap infants: their fare and tax lines. */
  infants?: number;
}) {
  const { t } = useTranslation('flight-booking');
  const { lines, total } = priceBreakdown(brand, adults, children, infants);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('price.title')}
        </Title>
        {lines.map((line) => (
          <Group key={line.kind} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {t(`price.${line.kind}`, { count: line.count })}
              {line.included ? ` (${t('price.included')})` : ''}
            </Text>
            <Price
              size="sm"
              amountMinor={line.amount}
              currency="USD"
              c={line.kind === 'commission' ? 'teal.8' : undefined}
            />
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('price.total')}</Text>
          <Price amountMinor={total} currency="USD" fw={700} size="lg" data-testid="book-total" />
        </Group>
        <Text size="xs" c="gray.7">
          {t('price.chargedInUsd')}
        </Text>
      </Stack>
    </Paper>
  );
}
