import { Divider, Stack, Title } from '@mantine/core';
import type { TourPriceLine } from '@travel/contracts/tour-orders';
import { PriceLine as Line } from '../../components/price-line';
import { useTranslation } from '../../lib/i18n';
import { TOUR_ORDER_NAMESPACE } from './order-facts';

export interface TourPriceData {
  lines: readonly TourPriceLine[];
  /** A cruise's port charges and gratuities for everyone (0 on tours). */
  charges: number;
  /** Consumer total (the selling price). */
  total: number;
  /**
   * The booker's commission: given (and above 0) only to agents and sub-agents outside client
   * view, who then see net, commission and selling price (spec part 2 §6).
   */
  commission?: number | undefined;
  /** What the checkout takes now, and when the rest is due (a cruise's deposit). */
  dueNow?: number | undefined;
  balanceDue?: number | undefined;
  finalPaymentDate?: string | null | undefined;
}

/**
 * A tour's or cruise's price as the booking page and the order page show it: one line per room
 * and price option (e.g. "Room 1 · Twin share × 2"), a cruise's charges, the selling price; for
 * an agent the commission and the net price ("You pay"), deducted in the subtotal (spec §6);
 * then what is due now and the balance with its date, when a deposit is taken first.
 */
export function TourPriceLines({
  data,
  dueNowLabel,
  roomLabel,
}: {
  data: TourPriceData;
  /** "Due now" while booking or awaiting payment, "Paid" after. */
  dueNowLabel: string;
  /** The name a line's room key shows ("Room 1", "Cabin 1"). */
  roomLabel: (key: string) => string;
}) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const commission = data.commission ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="tour-price-title">
      <Title order={2} size="h4" id="tour-price-title">
        {t('price.title')}
      </Title>
      <Stack gap={4} component="dl" m={0}>
        {data.lines.map((line) => (
          <Line
            key={`${line.room}-${line.Code}`}
            label={t('price.line', {
              room: roomLabel(line.room),
              name: line.Name,
              count: line.count,
            })}
            amount={line.total}
          />
        ))}
        {data.charges > 0 ? <Line label={t('price.charges')} amount={data.charges} /> : null}
      </Stack>
      <Divider />
      <Stack gap={4} component="dl" m={0}>
        <Line label={t('price.selling')} amount={data.total} strong={commission <= 0} />
        {commission > 0 ? (
          <>
            <Line label={t('price.commission')} amount={-commission} />
            <Line label={t('price.net')} amount={data.total - commission} strong />
          </>
        ) : null}
        {data.dueNow !== undefined && data.balanceDue ? (
          <>
            <Line label={dueNowLabel} amount={data.dueNow} />
            <Line
              label={
                data.finalPaymentDate
                  ? t('price.balanceBy', { date: data.finalPaymentDate })
                  : t('price.balance')
              }
              amount={data.balanceDue}
            />
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
