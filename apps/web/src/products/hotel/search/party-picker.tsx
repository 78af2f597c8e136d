import { useTranslation } from '../../../lib/i18n';
import { COUNTER_LIMITS } from '@travel/contracts/constants';
import { Counter } from '../../../components/counter';
import { CountsPopover } from '../../../components/counts-popover';
import type { PartyKind } from './search-form';

/**
 * Rooms 1–9, adults 1–9, children 0–9 (spec part 2 §5, §9). The button names the party; the
 * popover holds the counters. Raising rooms above adults raises adults (the form's rule).
 */
export function PartyPicker({
  rooms,
  adults,
  children,
  onChange,
}: {
  rooms: number;
  adults: number;
  children: number;
  onChange: (kind: PartyKind, value: number) => void;
}) {
  const { t } = useTranslation('hotels');
  const summary = [
    t('form.roomCount', { count: rooms }),
    t('form.adultCount', { count: adults }),
    ...(children > 0 ? [t('form.childCount', { count: children })] : []),
  ].join(', ');
  const counter = (kind: PartyKind, value: number, hint: string) => (
    <Counter
      label={t(`form.${kind}`)}
      hint={hint}
      value={value}
      min={COUNTER_LIMITS[kind].min}
      max={COUNTER_LIMITS[kind].max}
      onChange={(next) => onChange(kind, next)}
      decreaseLabel={t('form.fewer', { kind: t(`form.${kind}`) })}
      increaseLabel={t('form.more', { kind: t(`form.${kind}`) })}
    />
  );
  return (
    <CountsPopover label={t('form.guests')} summary={summary} width={290}>
      {counter('rooms', rooms, t('form.roomsHint'))}
      {counter('adults', adults, t('form.adultsHint'))}
      {counter('children', children, t('form.childrenHint'))}
    </CountsPopover>
  );
}
