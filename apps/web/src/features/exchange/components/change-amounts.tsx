import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { ExchangeBrand } from '@travel/contracts/exchange';
import { Price } from '../../../components/price';

/**
 * What a change costs (issue §7): the fare difference, the change fee from the old fare's
 * rules, and the total to pay; a cheaper new fare says its residual is not refunded.
 */
export function ChangeAmounts({
  brand,
  travellers,
  changePenalty,
}: {
  brand: Pick<ExchangeBrand, 'fareDifference' | 'changeFee' | 'residual' | 'totalToPay'>;
  travellers: number;
  changePenalty: string;
}) {
  const { t } = useTranslation('exchange');
  const feeLabel =
    brand.changeFee > 0 && travellers > 0
      ? t('amounts.changeFeeEach', { fee: changePenalty, count: travellers })
      : t('amounts.changeFee');
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('amounts.label')} component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text>{t('amounts.fareDifference')}</Text>
          <Price amountMinor={brand.fareDifference} currency="USD" />
        </Group>
        <Group justify="space-between">
          <Text>{feeLabel}</Text>
          <Price amountMinor={brand.changeFee} currency="USD" />
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('amounts.total')}</Text>
          {brand.totalToPay > 0 ? (
            <Price
              amountMinor={brand.totalToPay}
              currency="USD"
              fw={700}
              size="lg"
              data-testid="total-to-pay"
            />
          ) : (
            <Text fw={700} data-testid="total-to-pay">
              {t('amounts.nothingToPay')}
            </Text>
          )}
        </Group>
        {brand.residual > 0 ? (
          <Group justify="space-between">
            <Text size="sm" c="gray.7">
              {t('amounts.residual')}
            </Text>
            <Price amountMinor={brand.residual} currency="USD" size="sm" c="gray.7" />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
