import type { BagAllowance, BookableCabin, FareRules } from '@travel/contracts/flights';
import type { ScheduledFlight } from './schedule';
import { unitHash } from '../../lib/seeded-random';

/**
 * Fare brands and the price of a seat: a reference fare from distance and cabin, scaled by days
 * to departure and the route's competition, then by the open booking class (fare-buckets.ts)
 * and the brand. Taxes are per segment and per traveller. All amounts are USD cents.
 */

export type BrandCode = 'BASIC' | 'STANDARD' | 'FLEX';

export interface BrandDefinition {
  code: BrandCode;
  name: string;
  /** Price relative to the class fare, plus a fixed step in cents. */
  multiplier: number;
  stepCents: number;
}

/** Brands of each cabin, cheapest first. */
export const BRANDS: Readonly<Record<BookableCabin, readonly BrandDefinition[]>> = {
  E: [
    { code: 'BASIC', name: 'Basic', multiplier: 1, stepCents: 0 },
    { code: 'STANDARD', name: 'Standard', multiplier: 1.22, stepCents: 2_500 },
    { code: 'FLEX', name: 'Flex', multiplier: 1.75, stepCents: 4_000 },
  ],
  P: [
    { code: 'STANDARD', name: 'Standard', multiplier: 1, stepCents: 0 },
    { code: 'FLEX', name: 'Flex', multiplier: 1.45, stepCents: 5_000 },
  ],
  B: [
    { code: 'STANDARD', name: 'Standard', multiplier: 1, stepCents: 0 },
    { code: 'FLEX', name: 'Flex', multiplier: 1.3, stepCents: 10_000 },
  ],
  F: [{ code: 'FLEX', name: 'Flex', multiplier: 1, stepCents: 0 }],
};

/** By cabin, then code: the same string for every offer (a search writes ~1,000 brands). */
const brandIds = new Map<BookableCabin, Map<BrandCode, string>>();

export function brandId(cabin: BookableCabin, code: BrandCode): string {
  let byCode = brandIds.get(cabin);
  if (!byCode) {
    byCode = new Map();
    brandIds.set(cabin, byCode);
  }
  let id = byCode.get(code);
  if (id === undefined) {
    id = `${cabin}-${code}`;
    byCode.set(code, id);
  }
  return id;
}

export function parseBrandId(id: string): { cabin: BookableCabin; brand: BrandDefinition } | null {
  const [cabin, code] = id.split('-') as [BookableCabin, string];
  const brand = BRANDS[cabin]?.find((b) => b.code === code);
  return brand ? { cabin, brand } : null;
}

const CHILD_SHARE = 0.75;
const DAY_MS = 86_400_000;

/** Reference economy fare of a segment in cents: tapering with distance. */
function economyReference(km: number): number {
  const dollars = km <= 1_000 ? 35 + 0.12 * km : 155 + 0.07 * (km - 1_000);
  return dollars * 100;
}

const CABIN_FACTOR: Record<BookableCabin, (km: number) => number> = {
  E: () => 1,
  P: () => 1.6,
  B: (km) => (km < 2_500 ? 2.6 : 4.2),
  F: (km) => (km < 2_500 ? 3.2 : 6.5),
};

/** Late bookings pay more: ×1.8 on the day, ×1.4 a week out, ×1 at three weeks, ×0.83 far out. */
export const advanceFactor = (daysAhead: number): number =>
  0.82 + Math.exp(-Math.max(0, daysAhead) / 12);

/**
 * The adult base fare of one segment in a class, before the brand: distance, cabin, days to
 * departure, and a route factor standing for competition (0.85–1.2).
 */
export function segmentBase(
  flight: ScheduledFlight,
  cabin: BookableCabin,
  classMultiplier: number,
  now: Date,
): number {
  const daysAhead = (flight.departUtc - now.getTime()) / DAY_MS;
  const route = 0.85 + unitHash(`fare${flight.leg.key}`) * 0.35;
  return (
    economyReference(flight.leg.km) *
    CABIN_FACTOR[cabin](flight.leg.km) *
    advanceFactor(daysAhead) *
    route *
    classMultiplier
  );
}

/** Whole dollars, as fares are filed. */
export const roundFare = (cents: number): number => Math.max(100, Math.round(cents / 100) * 100);

export const childFare = (adultCents: number): number => roundFare(adultCents * CHILD_SHARE);

/**
 * A lap infant (under 2, no seat) on an international flight pays this share of the adult base
 * fare, as carriers file it; on a domestic flight they fly free (docs/decisions.md "Lap infants").
 */
export const INFANT_SHARE = 0.1;

/** A lap infant's fare on `adultCents` of international flying (whole dollars, 0 for none). */
export const infantFare = (adultCents: number): number =>
  adultCents <= 0 ? 0 : roundFare(adultCents * INFANT_SHARE);

/**
 * A lap infant's taxes on one international segment: the percentage on their fare and the
 * international departure charge, without the per-seat security and facility charges (no seat).
 * Nothing on a domestic segment.
 */
export function infantSegmentTax(flight: ScheduledFlight, fareCents: number): number {
  if (flight.leg.domestic) return 0;
  return Math.round(fareCents * 0.04 + 3_800);
}

/**
 * Taxes and fees of one segment for one traveller: a percentage of the fare plus security and
 * facility charges, and an international departure charge when the segment crosses a border.
 */
export function segmentTax(flight: ScheduledFlight, fareCents: number): number {
  const international = !flight.leg.domestic;
  const percent = international ? 0.04 : 0.075;
  const fixed = 560 + 450 + (international ? 3_800 : 0);
  return Math.round(fareCents * percent + fixed);
}

const fee = (dollars: number): { text: string; cents: number } => ({
  text: `USD ${dollars}`,
  cents: dollars * 100,
});

/** Refund, change and endorsement terms of a brand (spec §3: unknown, able, non or a fee). */
/**
 * Rules and bags depend on a handful of inputs, so each combination is built once and shared
 * (read-only) by every offer that has it: a reply then writes each as JSON once (contracts'
 * compactSearchResult interns shared objects by identity). At most 48 rule sets; bag sets
 * are bounded by cabins × brands × segment positions.
 */
/** By cabin and code, then `longHaul` + 2 × `privateFare`: no key string per brand. */
const rulesMemo = new Map<BookableCabin, Map<BrandCode, FareRules[]>>();
const bagsMemo = new Map<string, { baggage: BagAllowance; carryOn: BagAllowance }>();

export function brandRules(
  cabin: BookableCabin,
  code: BrandCode,
  longHaul: boolean,
  privateFare: boolean,
): FareRules {
  let byCode = rulesMemo.get(cabin);
  if (!byCode) {
    byCode = new Map();
    rulesMemo.set(cabin, byCode);
  }
  let sets = byCode.get(code);
  if (!sets) {
    sets = [];
    byCode.set(code, sets);
  }
  const slot = (longHaul ? 1 : 0) + (privateFare ? 2 : 0);
  let rules = sets[slot];
  if (!rules) {
    rules = buildRules(cabin, code, longHaul, privateFare);
    sets[slot] = rules;
  }
  return rules;
}

function buildRules(
  cabin: BookableCabin,
  code: BrandCode,
  longHaul: boolean,
  privateFare: boolean,
): FareRules {
  // Aggregated private fares come without endorsement terms.
  const endorsement = (value: string) => (privateFare ? 'unknown' : value);
  if (code === 'FLEX') {
    return {
      refundPenalty: 'able',
      changePenalty: 'able',
      endorsementPenalty: endorsement('able'),
      changeFeeCents: 0,
      refundFeeCents: 0,
    };
  }
  if (code === 'BASIC') {
    return {
      refundPenalty: 'non',
      changePenalty: 'non',
      endorsementPenalty: endorsement('non'),
      changeFeeCents: null,
      refundFeeCents: null,
    };
  }
  const scale = cabin === 'E' ? 1 : cabin === 'P' ? 0.75 : 0.5;
  const refund = fee(Math.round(((longHaul ? 300 : 200) * scale) / 5) * 5);
  if (cabin === 'B') {
    return {
      refundPenalty: refund.text,
      changePenalty: 'able',
      endorsementPenalty: endorsement('non'),
      changeFeeCents: 0,
      refundFeeCents: refund.cents,
    };
  }
  const change = fee(Math.round(((longHaul ? 150 : 75) * scale) / 5) * 5);
  return {
    refundPenalty: refund.text,
    changePenalty: change.text,
    endorsementPenalty: endorsement('non'),
    changeFeeCents: change.cents,
    refundFeeCents: refund.cents,
  };
}

/**
 * Checked bags and carry-on of a brand for a trip's segments. Trips from Asia use the weight
 * concept (kilograms, no piece count); elsewhere the piece concept with a weight per piece.
 */
export function brandBags(
  cabin: BookableCabin,
  code: BrandCode,
  segments: number[],
  international: boolean,
  weightConcept: boolean,
): { baggage: BagAllowance; carryOn: BagAllowance } {
  const key = `${cabin}${code}${international ? 1 : 0}${weightConcept ? 1 : 0}${segments.join(',')}`;
  let bags = bagsMemo.get(key);
  if (!bags) {
    bags = buildBags(cabin, code, segments, international, weightConcept);
    bagsMemo.set(key, bags);
  }
  return bags;
}

function buildBags(
  cabin: BookableCabin,
  code: BrandCode,
  segments: number[],
  international: boolean,
  weightConcept: boolean,
): { baggage: BagAllowance; carryOn: BagAllowance } {
  const pieces =
    cabin === 'F'
      ? 3
      : cabin === 'B' || cabin === 'P' || code === 'FLEX'
        ? 2
        : code === 'STANDARD' || international
          ? 1
          : 0;
  const pieceKg = cabin === 'B' || cabin === 'F' ? 32 : 23;
  const baggage: BagAllowance = weightConcept
    ? {
        segments,
        allowancePiecesSpecified: false,
        allowancePieces: 0,
        weightSpecified: true,
        weight: pieces === 0 ? 0 : 10 + pieces * 10 + (cabin === 'B' || cabin === 'F' ? 10 : 0),
        unit: 'KG',
      }
    : {
        segments,
        allowancePiecesSpecified: true,
        allowancePieces: pieces,
        weightSpecified: pieces > 0,
        weight: pieces > 0 ? pieceKg : 0,
        unit: 'KG',
      };
  const carryOn: BagAllowance = {
    segments,
    allowancePiecesSpecified: true,
    allowancePieces: cabin === 'E' ? 1 : 2,
    weightSpecified: true,
    weight: code === 'BASIC' ? 7 : 10,
    unit: 'KG',
  };
  return { baggage, carryOn };
}
