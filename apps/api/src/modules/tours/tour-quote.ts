import {
  TOUR_OPTION_NAMES,
  checkRooms,
  priceRooms,
  type RoomContext,
  type RoomSetting,
  type TourLanguage,
} from '@travel/contracts/tours';
import type { TourPriceLine } from '@travel/contracts/tour-orders';
import { eq } from 'drizzle-orm';
import { tourOperators, type cruiseCabins, type Executor } from '@travel/db';
import { localDate } from '../../lib/local-time';
import { commissionOn } from '../../lib/pricing/commission';
import { addDays } from '../../suppliers/tours/calendar';
import { roomKindOf } from './tour-prices';
import { saleFrom } from './tour-sale';
import { cabinsOf, departureOn, type DepartureRow, type TourRow } from './tours.repository';

/**
 * The price of a tour or cruise booking for one buyer (issue 14 §2): the rooms checked with the
 * room rules of contracts (the same function the booking page runs), priced per person by
 * option, a cruise cabin's guarantee discount, port charges and gratuities per person, the
 * buyer's commission (per person and option, as PriceTour rounds it, never on the charges),
 * and the deposit due now while the final payment date is ahead. PriceCruiseDetail shows it;
 * SaveOrder and SaveOrderCruise charge it. Reads only.
 */

export interface QuoteInput {
  tourid: string;
  packageID: string;
  cttq: string;
  cabin?: string | undefined;
  guarantee?: boolean | undefined;
  rooms: RoomSetting[];
  Lan: TourLanguage;
}

type CabinRow = typeof cruiseCabins.$inferSelect;

export interface TourQuote {
  tour: TourRow;
  operatorName: string;
  departure: DepartureRow;
  returnDate: string;
  cabin: CabinRow | null;
  guarantee: boolean;
  guaranteeDiscountPercent: number;
  lines: TourPriceLine[];
  people: number;
  portCharges: number;
  gratuities: number;
  charges: number;
  total: number;
  commission: number;
  payable: number;
  deposit: number;
  finalPaymentDate: string | null;
  dueNow: number;
}

/** Why a quote is refused: the tour or departure is unknown (or not of this product), or the rooms. */
export type QuoteRefusal =
  | { kind: 'notFound' }
  | { kind: 'rooms'; error: string; issues: { path: string; message: string }[] };

export class QuoteRefused extends Error {
  constructor(readonly refusal: QuoteRefusal) {
    super(refusal.kind === 'rooms' ? refusal.error : 'no tour found');
  }
}

const refuseRooms = (error: string, issues: { path: string; message: string }[] = []): never => {
  throw new QuoteRefused({ kind: 'rooms', error, issues });
};

export async function quoteTour(
  db: Executor,
  now: Date,
  product: 'tour' | 'cruise',
  input: QuoteInput,
  percent: number,
): Promise<TourQuote> {
  const row = await departureOn(db, input.tourid, input.cttq);
  if (
    !row ||
    row.tour.kind !== product ||
    row.departure.id !== input.packageID ||
    row.departure.date <= saleFrom(now)
  )
    throw new QuoteRefused({ kind: 'notFound' });
  const { tour, departure } = row;
  const kind = roomKindOf(tour);
  let cabin: CabinRow | null = null;
  if (kind === 'cruise') {
    cabin = (await cabinsOf(db, tour.shipCode ?? '')).find((c) => c.code === input.cabin) ?? null;
    if (!cabin) refuseRooms('Choose a cabin category of this ship');
  } else if (input.cabin) {
    refuseRooms('A tour has no cabins');
  }
  const guarantee = Boolean(input.guarantee);
  if (guarantee && !cabin?.guaranteeOption)
    refuseRooms('This cabin category has no guarantee option');
  const discount = guarantee && cabin ? cabin.guaranteeDiscountPercent : 0;
  const own = departure.prices.filter((p) => p.cabin === (cabin ? cabin.code : ''));
  const ctx: RoomContext = {
    kind,
    optionCodes: own.map((p) => p.code),
    cabinCapacity: cabin?.maxOccupancy,
  };
  const issues = checkRooms(ctx, input.rooms);
  if (issues.length > 0)
    refuseRooms(
      issues.map((i) => i.message).join('; '),
      issues.map((i) => ({
        path: i.room === undefined ? 'body.rooms' : `body.rooms.${i.room}`,
        message: i.message,
      })),
    );
  const unitPrices = Object.fromEntries(
    own.map((p) => [p.code, Math.round((p.cents * (100 - discount)) / 100)]),
  );
  const priced = priceRooms(ctx, input.rooms, unitPrices);
  if (!priced) return refuseRooms('This departure has no price for these rooms');
  const names = TOUR_OPTION_NAMES[input.Lan];
  const lines = priced.lines.map((l) => ({
    room: input.rooms[l.room]?.key ?? String(l.room),
    Code: l.code,
    Name: names[l.code] ?? l.code,
    count: l.count,
    unit: l.unitCents,
    total: l.totalCents,
  }));
  const people = input.rooms.reduce((n, r) => n + r.adults + r.children, 0);
  const portCharges = kind === 'cruise' ? tour.portChargesCents : 0;
  const gratuities = kind === 'cruise' ? tour.gratuitiesCents : 0;
  const charges = people * (portCharges + gratuities);
  const commission = priced.lines.reduce(
    (n, l) => n + commissionOn(l.unitCents, percent) * l.count,
    0,
  );
  const total = priced.totalCents + charges;
  const payable = total - commission;
  const deposit = tour.depositCents > 0 ? tour.depositCents * people : 0;
  const finalPaymentDate =
    tour.depositCents > 0 ? addDays(departure.date, -tour.finalPaymentDays) : null;
  // The deposit only while the final payment date is still ahead where the tour starts.
  const depositOnly =
    finalPaymentDate !== null && localDate(tour.timeZone, now.getTime()) < finalPaymentDate;
  const [operator] = await db
    .select({ name: tourOperators.name })
    .from(tourOperators)
    .where(eq(tourOperators.code, tour.operatorCode));
  return {
    tour,
    operatorName: operator?.name ?? tour.operatorCode,
    departure,
    returnDate: addDays(departure.date, tour.days - 1),
    cabin,
    guarantee,
    guaranteeDiscountPercent: discount,
    lines,
    people,
    portCharges,
    gratuities,
    charges,
    total,
    commission,
    payable,
    deposit,
    finalPaymentDate,
    dueNow: depositOnly ? Math.min(deposit, payable) : payable,
  };
}
