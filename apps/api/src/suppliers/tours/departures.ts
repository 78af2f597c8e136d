import type { DeparturePrice } from '@travel/db';
import { hashString, intBetween, seededRandom } from '../../lib/seeded-random';
import { addDays, addMonths, daysInMonth, monthsFrom, weekday } from './calendar';
import type { CatalogueWindow, DepartureRecord } from './port';

/**
 * Fixed departures of one tour over a window: dates, places left, guaranteed flag and prices.
 * Every value is drawn from the tour id and the month, so a departure is the same in every
 * process and every sync (a re-sync only adds the months that came into the window).
 */

export interface DeparturePlan {
  tourId: string;
  /** `monthly` departures on the given days-of-month slots, or `weekly` on one weekday. */
  cadence: { kind: 'monthly'; perMonth: number } | { kind: 'weekly' };
  /** Months (1–12) it runs. */
  season: readonly number[];
  capacity: number;
  /** Is the departure city south of the equator (seasons flip). */
  southern: boolean;
  /** Builds the prices for one departure from its season factor and a per-departure draw. */
  price(factor: number, random: () => number): { prices: DeparturePrice[]; single: number };
}

/** Seasonal price factor: high summer, shoulder, low, and the year-end holidays. */
export function seasonFactor(month: number, southern: boolean): number {
  const m = southern ? ((month + 5) % 12) + 1 : month;
  if (m === 12) return 1.05;
  if (m >= 6 && m <= 8) return 1.15;
  if (m === 4 || m === 5 || m === 9 || m === 10) return 1;
  return 0.88;
}

/** Whole dollars: operators price in dollars, never in odd cents. */
export const dollars = (cents: number): number => Math.round(cents / 100) * 100;

function datesOf(plan: DeparturePlan, month: string, random: () => number): string[] {
  const days = daysInMonth(month);
  if (plan.cadence.kind === 'weekly') {
    const first = `${month}-01`;
    const wanted = hashString(plan.tourId) % 7;
    const offset = (wanted - weekday(first) + 7) % 7;
    const out: string[] = [];
    for (let d = 1 + offset; d <= days; d += 7) out.push(`${month}-${String(d).padStart(2, '0')}`);
    return out;
  }
  const slots = plan.cadence.perMonth;
  const span = Math.floor(days / slots);
  const out: string[] = [];
  for (let i = 0; i < slots; i += 1) {
    const day = i * span + intBetween(random, 1, span);
    out.push(`${month}-${String(day).padStart(2, '0')}`);
  }
  return out;
}

function placesLeft(capacity: number, random: () => number): number {
  const r = random();
  if (r < 0.05) return 0;
  if (r < 0.15) return intBetween(random, 1, Math.min(3, capacity));
  return Math.max(1, Math.round(capacity * (0.3 + random() * 0.7)));
}

export function departuresOf(plan: DeparturePlan, window: CatalogueWindow): DepartureRecord[] {
  const last = addMonths(window.from, window.months);
  const out: DepartureRecord[] = [];
  for (const month of monthsFrom(window.from, window.months)) {
    const monthNumber = Number(month.slice(5, 7));
    if (!plan.season.includes(monthNumber)) continue;
    const random = seededRandom(`${plan.tourId}|${month}`);
    for (const date of datesOf(plan, month, random)) {
      // A departure is on sale from the day after the window opens until its end.
      if (date <= window.from || date > last) continue;
      const draw = seededRandom(`${plan.tourId}|${date}`);
      const left = placesLeft(plan.capacity, draw);
      const factor = seasonFactor(monthNumber, plan.southern) * (0.94 + draw() * 0.12);
      const { prices, single } = plan.price(factor, draw);
      const adult = prices.filter((p) => p.code === '2' || p.code === 'adult');
      out.push({
        id: `${plan.tourId}-${date.replaceAll('-', '')}`,
        tourId: plan.tourId,
        date,
        capacity: plan.capacity,
        placesLeft: left,
        // Operators guarantee a departure once half of it is sold, some from the start.
        guaranteed: plan.capacity - left >= plan.capacity / 2 || draw() < 0.3,
        singleSupplementCents: single,
        fromCents: Math.min(...adult.map((p) => p.cents)),
        prices,
      });
    }
  }
  return out;
}

/** The last day of a departure `days` long. */
export const returnDate = (date: string, days: number): string => addDays(date, days - 1);
