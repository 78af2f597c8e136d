import { Text, type MantineSize } from '@mantine/core';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';
import { useTranslation } from '../../../lib/i18n';
import { HOTEL_NAMESPACE } from '../order-facts';
import { shownStayPrice } from './stay-price';

/**
 * Under a hotel price for the whole stay (list card, hotel page's best rate, a room's rates):
 * an agent's "Commission" and "You pay" (what the agency pays), as the flight cards show the
 * commission. Nothing for everyone else, nor in client view: the gross price beside it is
 * then the only one on the page.
 */
export function AgentPriceLines({
  total,
  commission,
  size = 'xs',
}: {
  /** The stay with taxes, before commission (the price shown beside these lines). */
  total: number;
  commission: number | undefined;
  size?: MantineSize;
}) {
  const { t } = useTranslation(HOTEL_NAMESPACE);
  const price = shownStayPrice(total, commission, useShowsNetPrices());
  if (price.commission <= 0) return null;
  return (
    <>
      <Text size={size} c="teal.9" fw={600} data-testid="hotel-commission">
        {t('agentPrice.commission')}{' '}
        <Price amountMinor={price.commission} currency="USD" inherit fw={600} />
      </Text>
      <Text size={size} fw={700} data-testid="hotel-net-price">
        {t('agentPrice.youPay')} <Price amountMinor={price.net} currency="USD" inherit fw={700} />
      </Text>
    </>
  );
}
