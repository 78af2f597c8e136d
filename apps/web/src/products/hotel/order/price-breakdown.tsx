import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Price } from '../../../components/price';
import { stayDateLabel } from '../hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';

export interface PriceBreakdownData {
  /** Price per night of one room, the hotel's local dates. */
  nights: ReadonlyArray<{ date: string; price: number }>;
  rooms: number;
  subtotal: number;
  taxes: number;
  total: number;
  /** Charged when booking (or already paid, on an order). */
  dueNow: number;
  dueAtHotel: number;
}

function Line({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" component="div">
      <Text size="sm" fw={strong ? 700 : 400} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        <Price amountMinor={amount} currency="USD" fw={strong ? 700 : 400} size="sm" />
      </Text>
    </Group>
  );
}

/**
 * The stay's price: each night (one room), the subtotal for every room and night, taxes, the
 * total, and how it splits between now and the hotel (a deposit takes the first night now, a
 * guarantee nothing).
 */
export function PriceBreakdown({
  data,
  dueNowLabel,
}: {
  data: PriceBreakdownData;
  /** "Due now" while booking, "Paid" on an order. */
  dueNowLabel?: string;
}) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  return (
    <Stack gap="sm" component="section" aria-labelledby="price-breakdown-title">
      <Title order={2} size="h4" id="price-breakdown-title">
        {t('price.title')}
      </Title>
      <Stack gap={4} component="dl" m={0} aria-label={t('price.perNight')}>
        {data.nights.map((night) => (
          <Line
            key={night.date}
            label={t('price.night', {
              date: stayDateLabel(night.date, localeTag),
              rooms: data.rooms,
              count: data.rooms,
            })}
            amount={night.price}
          />
        ))}
      </Stack>
      <Divider />
      <Stack gap={4} component="dl" m={0}>
        <Line label={t('price.subtotal', { count: data.rooms })} amount={data.subtotal} />
        <Line label={t('price.taxes')} amount={data.taxes} />
        <Line label={t('price.total')} amount={data.total} strong />
      </Stack>
      <Divider />
      <Stack gap={4} component="dl" m={0}>
        <Line label={dueNowLabel ?? t('price.dueNow')} amount={data.dueNow} strong />
        <Line label={t('price.dueAtHotel')} amount={data.dueAtHotel} />
      </Stack>
    </Stack>
  );
}
