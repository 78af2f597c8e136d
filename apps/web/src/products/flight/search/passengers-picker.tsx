import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS, MAX_TRAVELLERS_PER_FLIGHT_BOOKING } from '@travel/contracts/constants';
import { Counter } from '../../../components/counter';
import { CountsPopover } from '../../../components/counts-popover';

/**
 * Adults (at least 1) and children (at least 0), at most 9 travellers together (spec part 1
 * §5, §9). The button names the party; the popover holds the two counters.
 */
export function PassengersPicker({
  adults,
  children,
  onChange,
}: {
  adults: number;
  children: number;
  onChange: (kind: 'adults' | 'children', value: number) => void;
}) {
  const { t } = useTranslation('flights');
  const full = adults + children >= MAX_TRAVELLERS_PER_FLIGHT_BOOKING;
  const summary = t('form.travellersSummary', {
    adults: t('form.adultCount', { count: adults }),
    children: t('form.childCount', { count: children }),
  });
  return (
    <CountsPopover label={t('form.travellers')} summary={summary} width={280}>
      <Counter
        label={t('form.adults')}
        hint={t('form.adultsHint')}
        value={adults}
        min={COUNTER_LIMITS.adults.min}
        max={full ? adults : COUNTER_LIMITS.adults.max}
        onChange={(value) => onChange('adults', value)}
        decreaseLabel={t('form.fewer', { kind: t('form.adults') })}
        increaseLabel={t('form.more', { kind: t('form.adults') })}
      />
      <Counter
        label={t('form.children')}
        hint={t('form.childrenHint')}
        value={children}
        min={COUNTER_LIMITS.children.min}
        max={full ? children : COUNTER_LIMITS.children.max}
        onChange={(value) => onChange('children', value)}
        decreaseLabel={t('form.fewer', { kind: t('form.children') })}
        increaseLabel={t('form.more', { kind: t('form.children') })}
      />
      <Text size="xs" c="gray.7">
        {t('form.travellersLimit', { max: MAX_TRAVELLERS_PER_FLIGHT_BOOKING })}
      </Text>
    </CountsPopover>
  );
}
