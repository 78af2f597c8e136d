import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { HotelPolicy } from '@travel/contracts/hotels';

const POLICY_COLORS: Record<HotelPolicy, string> = {
  refundable: 'teal',
  notRefundable: 'gray',
  guarantee: 'blue',
  deposit: 'orange',
};

/**
 * A rate's policy in words (spec part 2 §2 badges: guarantee required, deposit required,
 * refundable, not refundable) on the list cards, the rooms and the orders. Dark text keeps the
 * light tints above 4.5:1.
 */
export function HotelPolicyBadge({ policy }: { policy: HotelPolicy }) {
  const { t } = useTranslation('hotel');
  return (
    <Badge
      color={POLICY_COLORS[policy]}
      variant="light"
      c="gray.9"
      radius="sm"
      data-policy={policy}
    >
      {t(`policy.${policy}`)}
    </Badge>
  );
}
