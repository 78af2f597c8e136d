import { Text, type MantineSize } from '@mantine/core';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';
import { useTranslation } from '../../../lib/i18n';

/**
 * Under a tour's selling price: an agent's commission and net price (what the agency pays),
 * spec part 2 §6 "Commission is shown and deducted". Nothing for travellers, nor in client view
 * (the selling price beside it is then the only price on the page).
 */
export function TourPriceLines({
  commission,
  net,
  size = 'xs',
}: {
  /** The caller's commission (TourComm) and what the caller pays (agentSelling), in cents. */
  commission: number;
  net: number;
  size?: MantineSize;
}) {
  const { t } = useTranslation('tours');
  const showsNet = useShowsNetPrices();
  if (!showsNet || commission <= 0) return null;
  return (
    <>
      <Text size={size} c="teal.9" fw={600} data-testid="tour-commission">
        {t('price.commission')} <Price amountMinor={commission} currency="USD" inherit fw={600} />
      </Text>
      <Text size={size} fw={700} data-testid="tour-net-price">
        {t('price.net')} <Price amountMinor={net} currency="USD" inherit fw={700} />
      </Text>
    </>
  );
}
