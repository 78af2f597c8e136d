import type { TFunction } from '../../../lib/i18n';
import type { BagAllowance } from '@travel/contracts/flights';

const NS = 'flight-booking';

/** A penalty (spec §3: unknown, able, non, or a fee text) in words. */
export function penaltyText(value: string, t: TFunction): string {
  if (value === 'unknown' || value === 'able' || value === 'non') {
    return t(`fare.penalty.${value}`, { ns: NS });
  }
  return t('fare.penalty.fee', { ns: NS, fee: value });
}

/**
 * A bag allowance in words: none allowed when there is no allowance; otherwise by pieces, by
 * weight, or both (spec part 1 §3, part 2 §9).
 */
export function allowanceText(list: readonly BagAllowance[], t: TFunction): string {
  const first = list[0];
  if (!first) return t('fare.bags.none', { ns: NS });
  const pieces = first.allowancePiecesSpecified && first.allowancePieces > 0;
  const weight = first.weightSpecified && first.weight > 0;
  const unit = first.unit === 'LB' ? 'lb' : 'kg';
  if (pieces && weight) {
    return t('fare.bags.both', {
      ns: NS,
      count: first.allowancePieces,
      weight: first.weight,
      unit,
    });
  }
  if (pieces) return t('fare.bags.pieces', { ns: NS, count: first.allowancePieces });
  if (weight) return t('fare.bags.weight', { ns: NS, weight: first.weight, unit });
  return t('fare.bags.none', { ns: NS });
}
