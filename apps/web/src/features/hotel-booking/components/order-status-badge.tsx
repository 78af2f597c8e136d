import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderStatus } from '@travel/contracts/orders';

const COLORS: Record<OrderStatus, string> = {
  awaitingPayment: 'orange',
  processing: 'blue',
  paid: 'blue',
  issued: 'teal',
  issueFailed: 'red',
  cancelled: 'gray',
};

/**
 * A hotel order's status in hotel words ("Confirmed" for `issued`: a hotel confirms, it issues
 * no ticket), as a coloured badge with the words, never colour alone.
 */
export function HotelOrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Badge color={COLORS[status]} c="gray.9" variant="light" size="lg" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
