import type { ValidationIssue } from '@travel/contracts';
import type { z } from 'zod';
import { authoriseOrderExtras } from '../../lib/orders/order-change';
import {
  passengerKeyOf,
  type ReserveSeatsBodySchema,
  type ReserveSeatsResult,
} from '@travel/contracts/seat-services';
import type { Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../plugins/auth';
import { flightSupplier } from '../../lib/flight-supplier';
import type { FlightSupplier } from '../../suppliers/flights/port';
import {
  assertOpenForExtras,
  loadExtrasOrder,
  seatOfferIds,
  type ExtrasOrder,
} from './order-extras';
import {
  eligiblePassengers,
  findPlannedSeat,
  ownSeatsOf,
  planOrderFlights,
  seatOfferItemRef,
  type OwnSeat,
} from './seat-map.service';
import {
  addToTotal,
  claimSeat,
  deleteLines,
  insertLines,
  linesOf,
  lockOrder,
  releaseSeat,
} from './seat-services.repository';

type ReserveSeatsInput = z.output<typeof ReserveSeatsBodySchema>;
type Selection = ReserveSeatsInput['seats'][number];

const invalid = (issues: ValidationIssue[]) =>
  new AppError('parameterValidationFailed', {
    msg: `parameter validation failed: ${issues[0]?.path} ${issues[0]?.message}`,
    issues,
  });

const seatTaken = (seatNumber: string, flightId: string) =>
  new AppError('seatSaveFailed', {
    status: 409,
    msg: `Seat ${seatNumber} on ${flightId.split('-')[0]} is already taken; please choose another seat`,
  });

/** What can be checked against the order alone, before any lock is taken. */
function checkAgainstOrder(x: ExtrasOrder, seats: readonly Selection[]): void {
  const ids = seatOfferIds(x.order.orderNo);
  const issues: ValidationIssue[] = [];
  const pairs = new Set<string>();
  const taken = new Set<string>();
  seats.forEach((s, i) => {
    const issue = (field: string, message: string) =>
      issues.push({ path: `body.seats.${i}.${field}`, message });
    if (s.shoppingResponseId !== ids.responseId || s.offerId !== ids.offerId) {
      issue('shoppingResponseId', "not this order's seat offer");
    }
    if (s.owner !== x.owner) issue('owner', "not this order's airline");
    const flight = x.flights.find((f) => f.flightId === s.flightId);
    if (!flight) issue('flightId', 'not a flight of this order');
    else if (flight.airlineCode !== s.airline || flight.flightNumber !== s.flightNumber) {
      issue('flightNumber', 'does not match the flight');
    }
    if (!x.passengers.some((p) => p.key === s.passengerRef)) {
      issue('passengerRef', 'not a passenger of this order');
    }
    const pair = `${s.passengerRef}|${s.flightId}`;
    if (pairs.has(pair)) issue('passengerRef', 'one seat per passenger and flight');
    pairs.add(pair);
    if (s.seatNumber === '') return;
    if (taken.has(`${s.flightId}|${s.seatNumber}`)) issue('seatNumber', 'chosen twice');
    taken.add(`${s.flightId}|${s.seatNumber}`);
    if (s.offerItemRef !== seatOfferItemRef(s.flightId, s.seatNumber)) {
      issue('offerItemRef', 'does not name this seat');
    }
  });
  if (issues.length > 0) throw invalid(issues);
}

/**
 * `POST /api/ReserveSeats`: in one transaction, each listed passenger's seat on each listed
 * flight is replaced (or given up), the seat lines and the order total follow. The seat row's
 * primary key makes one seat impossible to sell twice; claims go in (flight, seat) order so
 * two orders claiming the same seats cannot deadlock.
 */
export async function reserveSeats(
  ctx: AppContext,
  identity: Identity,
  body: ReserveSeatsInput,
): Promise<ReserveSeatsResult> {
  const x = await loadExtrasOrder(ctx, identity, body);
  // Issue 9: an account's order changes only from that account.
  authoriseOrderExtras(identity, x.order);
  checkAgainstOrder(x, body.seats);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, x.order.id);
    if (!locked) throw new AppError('orderDoesNotExist');
    assertOpenForExtras(locked, now);
    const own = ownSeatsOf(await linesOf(tx, x.order.id, 'seat'));
    const changes = await checkSeats(tx, flightSupplier(ctx), x, body.seats, own);

    let delta = 0;
    const replaced: OwnSeat[] = [];
    for (const change of changes) {
      if (!change.current) continue;
      await releaseSeat(tx, x.order.id, change.current.flightId, change.current.seatNumber);
      replaced.push(change.current);
      delta -= change.current.amountCents;
    }
    await deleteLines(
      tx,
      x.order.id,
      replaced.map((seat) => seat.lineId),
    );
    const claims = changes
      .filter((change) => change.selection.seatNumber !== '')
      .sort((a, b) =>
        `${a.selection.flightId}|${a.selection.seatNumber}` <
        `${b.selection.flightId}|${b.selection.seatNumber}`
          ? -1
          : 1,
      );
    for (const { selection, travellerIndex } of claims) {
      const claimed = await claimSeat(
        tx,
        {
          flightId: selection.flightId,
          seatNumber: selection.seatNumber,
          orderId: x.order.id,
          travellerIndex,
          priceCents: selection.totalPrice,
        },
        now,
      );
      if (!claimed) throw seatTaken(selection.seatNumber, selection.flightId);
      delta += selection.totalPrice;
    }
    await insertLines(
      tx,
      x.order.id,
      claims.map(({ selection, travellerIndex }) => {
        const flight = x.flights.find((f) => f.flightId === selection.flightId);
        return {
          kind: 'seat' as const,
          description: `Seat ${selection.seatNumber} · ${flight?.origin}–${flight?.destination} ${selection.airline}${selection.flightNumber}`,
          travellerIndex,
          amountCents: selection.totalPrice,
          ref: { flightId: selection.flightId, seatNumber: selection.seatNumber },
        };
      }),
      now,
    );
    const totalPrice = await addToTotal(tx, x.order.id, delta, now);
    const seats = ownSeatsOf(await linesOf(tx, x.order.id, 'seat'));
    return {
      orderNo: x.order.orderNo,
      totalPrice,
      seats: seats.map((seat) => ({
        PassengerKey: passengerKeyOf(seat.travellerIndex),
        flightId: seat.flightId,
        seatNumber: seat.seatNumber,
        orderItemId: seat.lineId,
        TotalPrice: seat.amountCents,
      })),
    };
  });
}

interface SeatChange {
  selection: Selection;
  travellerIndex: number;
  current: OwnSeat | undefined;
}

/**
 * Checks each selection against the maps as the order sees them now (its own seats still
 * counted as its own) and returns the ones that change something.
 */
async function checkSeats(
  tx: Executor,
  airline: Pick<FlightSupplier, 'seatMap'>,
  x: ExtrasOrder,
  seats: readonly Selection[],
  own: readonly OwnSeat[],
): Promise<SeatChange[]> {
  const { plans } = await planOrderFlights(tx, airline, x.flights);
  const issues: ValidationIssue[] = [];
  const changes: SeatChange[] = [];
  let taken: AppError | undefined;
  for (const [i, s] of seats.entries()) {
    const issue = (field: string, message: string) =>
      issues.push({ path: `body.seats.${i}.${field}`, message });
    const passenger = x.passengers.find((p) => p.key === s.passengerRef);
    if (!passenger) continue;
    const current = own.find(
      (seat) => seat.travellerIndex === passenger.index && seat.flightId === s.flightId,
    );
    // Another tab or request changed this seat since the map was read: never overwrite it blind.
    if (s.oldorderitemId !== (current?.lineId ?? '')) {
      throw new AppError('seatSaveFailed', {
        status: 409,
        msg: 'Your seats changed since the seat map was loaded; please reload it and choose again',
      });
    }
    if (current && current.seatNumber === s.seatNumber) continue;
    changes.push({ selection: s, travellerIndex: passenger.index, current });
    if (s.seatNumber === '') continue;
    const plan = plans.get(s.flightId);
    if (!plan) {
      issue('flightId', 'the airline has no seat map for this flight');
      continue;
    }
    const seat = findPlannedSeat(plan, s.seatNumber);
    if (!seat) {
      issue('seatNumber', 'no such seat in this cabin');
      continue;
    }
    if (!eligiblePassengers(seat, [passenger]).length) {
      issue('seatNumber', 'children may not sit in an exit row');
    }
    if (
      seat.price.base !== s.baseFare ||
      seat.price.tax !== s.tax ||
      seat.price.total !== s.totalPrice
    ) {
      issue('totalPrice', `the seat costs ${seat.price.total}`);
    }
    const mine = own.some((o) => o.flightId === s.flightId && o.seatNumber === s.seatNumber);
    if (seat.occupied && !mine) taken ??= seatTaken(s.seatNumber, s.flightId);
  }
  if (issues.length > 0) throw invalid(issues);
  if (taken) throw taken;
  return changes;
}
