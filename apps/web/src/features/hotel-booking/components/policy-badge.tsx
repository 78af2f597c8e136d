import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelPolicy } from '@travel/contracts/hotels';
import { POLICY_COLORS } from '../lib/hotel-format';

/** A rate's policy in words (spec part 2 §2 badges), dark text so the light tint stays AA. */
export function PolicyBadge({ policy }: { policy: HotelPolicy }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Badge color={POLICY_COLORS[policy]} variant="light" c="gray.9" data-policy={policy}>
      {t(`policy.${policy}`)}
    </Badge>
  );
}
