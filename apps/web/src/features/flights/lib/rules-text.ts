import type { TFunction } from '../../../lib/i18n';
import type { BagAllowance, FlightSegment } from '@travel/contracts/flights';

/**
 * Words for fare rules and bags (spec part 1 §3): penalties are unknown, able, non or a fee
 * text; a bag with no allowance is "not allowed"; an allowance is shown by pieces, by weight,
 * or by both.
 */
export function penaltyText(value: string, t: TFunction): string {
  if (value === 'unknown' || value === 'able' || value === 'non') return t(`rules.${value}`);
  return t('rules.fee', { fee: value });
}

export function allowanceText(bag: BagAllowance, t: TFunction): string {
  const pieces = bag.allowancePiecesSpecified && bag.allowancePieces > 0;
  const weight = bag.weightSpecified && bag.weight > 0;
  const weightText = `${bag.weight} ${bag.unit}`;
  if (pieces && weight) {
    return t('bags.piecesAndWeight', { count: bag.allowancePieces, weight: weightText });
  }
  if (pieces) return t('bags.pieces', { count: bag.allowancePieces });
  if (weight) return t('bags.weight', { weight: weightText });
  return t('bags.notAllowed');
}

export interface BagLine {
  /** "LAX–DEN, DEN–SFO", or empty when the entry covers every flight. */
  flights: string;
  text: string;
}

/** One line per allowance entry, naming the flights it covers; "not allowed" when none. */
export function bagLines(
  bags: readonly BagAllowance[],
  segments: readonly FlightSegment[],
  t: TFunction,
): BagLine[] {
  if (bags.length === 0) return [{ flights: '', text: t('bags.notAllowed') }];
  return bags.map((bag) => {
    const covered = bag.segments
      .map((index) => segments[index])
      .filter((segment): segment is FlightSegment => segment !== undefined);
    const flights =
      covered.length === 0 || covered.length === segments.length
        ? ''
        : covered
            .map((segment) => `${segment.departureAirportCode}–${segment.arrivalAirportCode}`)
            .join(', ');
    return { flights, text: allowanceText(bag, t) };
  });
}

/** "5h 05m" (the spec's time format is HH:mm; a duration reads better as hours and minutes). */
export function durationText(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return t('card.duration', { hours, minutes: rest });
}

/** "Outbound" / "Return" for a round trip, "Flight N" for a multi-city leg. */
export function tripLabel(
  tripType: 'oneway' | 'roundtrip' | 'multicity',
  index: number,
  t: TFunction,
): string | undefined {
  if (tripType === 'roundtrip') return t(index === 0 ? 'card.outbound' : 'card.return');
  if (tripType === 'multicity') return t('form.legTitle', { n: index + 1 });
  return undefined;
}
