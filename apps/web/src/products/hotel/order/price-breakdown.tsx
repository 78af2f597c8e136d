import { Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { PriceLine as Line } from '../../../components/price-line';
import { stayDateLabel } from '../hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';

export interface PriceBreakdownData {
  /** Price per night of one room, the hotel's local dates. */
  nights: ReadonlyArray<{ date: string; price: number }>;
  rooms: number;
  subtotal: number;
  taxes: number;
  /** Subtotal plus taxes, before any agent commission. */
  total: number;
  /**
   * The agent's commission, shown (with "You pay") only when given and above 0: the caller
   * leaves it out for everyone else and in client view.
   */
  commission?: number | undefined;
  /** Charged when booking (or already paid, on an order), after any commission. */
  dueNow: number;
  dueAtHotel: number;
}

/**
 * The stay's price: each night (one room), the subtotal for every room and night, taxes, the
 * total, an agent's commission and what the agency pays, and how it splits between now and the
 * hotel (a deposit takes the first night now, a guarantee nothing).
 */
export function PriceBreakdown({
  data,
  dueNowLabel,
  showSplit = true,
}: {
  data: PriceBreakdownData;
  /** "Due now" while booking, "Paid" on an order. */
  dueNowLabel?: string;
  /**
   * Whether to show what is paid now and at the hotel. An agent's order in client view leaves
   * it out: those are the agency's amounts, after commission, never beside the client's.
   */
  showSplit?: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  const commission = data.commission ?? 0;
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
        {commission > 0 ? (
          <>
            <Line label={t('price.commission')} amount={-commission} />
            <Line label={t('price.youPay')} amount={data.total - commission} strong />
          </>
        ) : null}
      </Stack>
      {showSplit ? (
        <>
          <Divider />
          <Stack gap={4} component="dl" m={0}>
            <Line label={dueNowLabel ?? t('price.dueNow')} amount={data.dueNow} strong />
            <Line label={t('price.dueAtHotel')} amount={data.dueAtHotel} />
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
