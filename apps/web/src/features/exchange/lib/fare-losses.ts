import type { BagAllowance, FareBrand, FareRules } from '@travel/contracts/flights';

/**
 * What a change gives up against the fare the traveller holds (issue 13 §2: "a downgrade says
 * what is lost"): refunds or changes that were allowed (or free) and no longer are, fewer bags,
 * and the value of a dearer old fare that is not paid back (the residual). Rules the airline
 * did not file (`unknown`) are not compared: nothing is claimed about them.
 */
export type FareLoss =
  | { kind: 'refund' }
  | { kind: 'refundFee'; fee: string }
  | { kind: 'change' }
  | { kind: 'changeFee'; fee: string }
  | { kind: 'bags'; from: number; to: number }
  | { kind: 'carryOn'; from: number; to: number }
  | { kind: 'residual'; amount: number };

type Penalty = 'free' | 'fee' | 'none' | 'unknown';

/** `able` free, `non` not allowed, `unknown` not filed, anything else a fee text (spec §3). */
const penaltyOf = (text: string): Penalty =>
  text === 'able' ? 'free' : text === 'non' ? 'none' : text === 'unknown' ? 'unknown' : 'fee';

function ruleLoss(
  was: string,
  is: string,
  lost: FareLoss,
  dearer: (fee: string) => FareLoss,
): FareLoss | null {
  const before = penaltyOf(was);
  const after = penaltyOf(is);
  if (before === 'unknown' || after === 'unknown') return null;
  if (after === 'none' && before !== 'none') return lost;
  if (after === 'fee' && before === 'free') return dearer(is);
  return null;
}

/** Bags a traveller may bring on every flight: the smallest allowance filed, in pieces. */
function piecesOf(allowances: readonly BagAllowance[]): number {
  if (allowances.length === 0) return 0;
  return Math.min(
    ...allowances.map((bag) =>
      bag.allowancePiecesSpecified
        ? bag.allowancePieces
        : bag.weightSpecified && bag.weight > 0
          ? 1
          : 0,
    ),
  );
}

export function fareLosses(
  original: Pick<FareBrand, 'rules' | 'baggage' | 'carryOn'>,
  next: Pick<FareBrand, 'rules' | 'baggage' | 'carryOn'> & { residual: number },
): FareLoss[] {
  const was: FareRules = original.rules;
  const is: FareRules = next.rules;
  const losses: FareLoss[] = [];
  const refund = ruleLoss(was.refundPenalty, is.refundPenalty, { kind: 'refund' }, (fee) => ({
    kind: 'refundFee',
    fee,
  }));
  if (refund) losses.push(refund);
  const change = ruleLoss(was.changePenalty, is.changePenalty, { kind: 'change' }, (fee) => ({
    kind: 'changeFee',
    fee,
  }));
  if (change) losses.push(change);
  const bags = { from: piecesOf(original.baggage), to: piecesOf(next.baggage) };
  if (bags.to < bags.from) losses.push({ kind: 'bags', ...bags });
  const carryOn = { from: piecesOf(original.carryOn), to: piecesOf(next.carryOn) };
  if (carryOn.to < carryOn.from) losses.push({ kind: 'carryOn', ...carryOn });
  if (next.residual > 0) losses.push({ kind: 'residual', amount: next.residual });
  return losses;
}
