import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts';
import {
  CHILD_AGE_LIMIT,
  type SaveOrderCruiseBodySchema,
  type TourBookingResult,
} from '@travel/contracts/tour-orders';
import type { z } from 'zod';
import { orderLines } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { findOrderByNo } from '../../lib/orders/access';
import {
  clientAddressOf,
  enforceHoldShare,
  enforceUnpaidOrderLimit,
  holdBookerOf,
} from '../../lib/orders/hold-limits';
import { recordHolds } from '../../lib/orders/holds';
import { insertNumberedOrder, resolveOrderOwner } from '../../lib/orders/order-owner';
import { commissionPercent } from '../../lib/pricing/commission';
import type { Identity } from '../../plugins/auth';
import { holdTourPlaces } from '../../suppliers/tours/places.repository';
import { TOUR_PLACE_HOLD } from '../../products/tour/tour-details';
import { tourLineValues, tourOrderDetails, tourOrderValues } from './tour-order-rows';
import { QuoteRefused, quoteTour, type TourQuote } from './tour-quote';

/** SaveOrder's body is SaveOrderCruise's without the cabin. */
export type TourOrderInput = z.output<typeof SaveOrderCruiseBodySchema>;
type Issue = { path: string; message: string };

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

/**
 * `POST /api/SaveOrder` and `POST /api/SaveOrderCruise` (issue 14 §2): everything a client can
 * get wrong is checked before anything is written (tourists against the rooms, the room rules,
 * who the agent books for, the price the page showed). Then ONE transaction takes the booker's
 * unpaid-order lock, holds the departure's places with a guarded UPDATE (never oversold: 409
 * `tourSoldOut`; one booker's unpaid share of a departure is limited as for flights and
 * hotels), writes the order awaiting payment with its 30-minute deadline, its price lines and
 * its hold, and stores the idempotent reply. Payment is the hosted checkout
 * (`POST /api/PayStripe`); the deadline sweep or a cancel give the places back.
 */
export class TourBookingService {
  constructor(private readonly ctx: AppContext) {}

  async book(
    product: 'tour' | 'cruise',
    identity: Identity,
    input: TourOrderInput,
    clientAddress: string,
    claim?: IdempotencyClaim,
  ): Promise<TourBookingResult> {
    const { ctx } = this;
    const now = ctx.now();
    const percent = commissionPercent(identity.role);
    const quote = await this.quote(product, input, percent, now);
    const issues = touristIssues(input, quote.departure.date);
    if (issues.length > 0) throw parameterError(issues);
    // The page showed the consumer total; a different one now books nothing.
    if (quote.total !== input.expectedTotal) throw priceChanged(quote, input.expectedTotal);
    const contactName = `${input.contact.firstName} ${input.contact.lastName}`;
    const email = input.contact.email.toLowerCase();
    const deadlineAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    return ctx.db.transaction(async (tx) => {
      // In the transaction: a customer the agent asked to save is saved only with the order.
      const owner = await resolveOrderOwner(tx, identity, input.bookFor, contactName, now);
      const booker = holdBookerOf(owner, clientAddress, email);
      await enforceUnpaidOrderLimit(ctx, tx, booker, now);
      const left = await holdTourPlaces(tx, quote.departure.id, quote.people);
      if (left === null) throw soldOut();
      const held = [{ resourceKey: quote.departure.id, quantity: quote.people }];
      // One booker may not keep a departure off sale with unpaid holds (issue 9 limits).
      await enforceHoldShare(
        ctx,
        tx,
        booker,
        TOUR_PLACE_HOLD,
        held,
        { [quote.departure.id]: quote.departure.capacity },
        now,
      );
      const details = tourOrderDetails(product, input, quote, owner);
      const row = await insertNumberedOrder(tx, {
        ...tourOrderValues({ details, owner, email, now, deadlineAt }),
        clientAddress: clientAddressOf(booker),
      });
      await tx.insert(orderLines).values(tourLineValues(row.id, details, now));
      await recordHolds(tx, row.id, TOUR_PLACE_HOLD, held, now);
      const result = bookingResult(row.orderNo, product, details, quote, row.createdAt);
      const reply = { ...result, deadlineAt: deadlineAt.toISOString() };
      await claim?.complete(tx, reply);
      return reply;
    });
  }

  /**
   * The reply of a booking whose request died after the order was written (an
   * Idempotency-Key retry): the stored reply with the order's status now.
   */
  async resume(stored: unknown): Promise<TourBookingResult> {
    const reply = stored as TourBookingResult | null;
    const order = reply?.orderNumber ? await findOrderByNo(this.ctx.db, reply.orderNumber) : null;
    if (!reply || !order) throw new AppError('requestInProgress');
    return { ...reply, status: order.status as TourBookingResult['status'] };
  }

  private async quote(
    product: 'tour' | 'cruise',
    input: TourOrderInput,
    percent: number,
    now: Date,
  ): Promise<TourQuote> {
    try {
      return await quoteTour(this.ctx.db, now, product, input, percent);
    } catch (error) {
      if (!(error instanceof QuoteRefused)) throw error;
      if (error.refusal.kind === 'notFound') throw new AppError('noTourFound');
      throw parameterError(
        error.refusal.issues.length > 0
          ? error.refusal.issues
          : [{ path: 'body.rooms', message: error.refusal.error }],
      );
    }
  }
}

function bookingResult(
  orderNo: string,
  product: 'tour' | 'cruise',
  details: ReturnType<typeof tourOrderDetails>,
  quote: TourQuote,
  createdAt: Date,
): Omit<TourBookingResult, 'deadlineAt'> {
  return {
    strGuid: orderNo,
    orderNumber: orderNo,
    product,
    status: 'awaitingPayment',
    travellerCount: quote.people,
    departLocation: quote.tour.cityName,
    orderDate: createdAt.toISOString(),
    departDate: details.departDate,
    returnDate: details.returnDate,
    TimeZone: details.timeZone,
    telephone: details.contact.phone,
    email: details.contact.email,
    total: details.total,
    commission: details.commission,
    payable: details.payable,
    dueNow: details.dueNow,
    currency: 'USD',
  };
}

/** Whole years between a birthday and a date, both YYYY-MM-DD. */
export function ageOn(birthday: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(birthday.slice(0, 4));
  return date.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/**
 * One tourist per person of the rooms: each room's key names as many adults and children as the
 * room counts; a child is under 12 on the departure date and an adult is not; nobody is born
 * after the departure.
 */
export function touristIssues(input: TourOrderInput, departDate: string): Issue[] {
  const issues: Issue[] = [];
  const keys = new Set<string>();
  input.rooms.forEach((room, index) => {
    if (keys.has(room.key))
      issues.push({ path: `body.rooms.${index}.key`, message: 'room keys must differ' });
    keys.add(room.key);
    const of = (type: string) =>
      input.tourists.filter((t) => t.room === room.key && t.type === type).length;
    if (of('adult') !== room.adults || of('child') !== room.children)
      issues.push({
        path: `body.tourists`,
        message: `room ${room.key} takes ${room.adults} adult and ${room.children} child tourists`,
      });
  });
  input.tourists.forEach((tourist, index) => {
    if (!keys.has(tourist.room))
      issues.push({ path: `body.tourists.${index}.room`, message: 'not a room of this booking' });
    const age = ageOn(tourist.birthday, departDate);
    if (age < 0)
      issues.push({ path: `body.tourists.${index}.birthday`, message: 'after the departure' });
    else if (tourist.type === 'child' && age >= CHILD_AGE_LIMIT)
      issues.push({
        path: `body.tourists.${index}.birthday`,
        message: `a child is under ${CHILD_AGE_LIMIT} on the departure date`,
      });
    else if (tourist.type === 'adult' && age < CHILD_AGE_LIMIT)
      issues.push({
        path: `body.tourists.${index}.type`,
        message: `under ${CHILD_AGE_LIMIT} on the departure date: book as a child`,
      });
  });
  return issues;
}

/** 400 'parameter error' (the spec's tour message) with the fields at fault. */
export function parameterError(issues: Issue[]): AppError {
  const first = issues[0];
  return new AppError('tourParameterError', {
    msg: first ? `parameter error: ${first.path} ${first.message}` : undefined,
    issues,
  });
}

/** 409 price changed, with the total as priced now so the page can show it and go on. */
function priceChanged(quote: TourQuote, previousTotal: number): AppError {
  return new AppError('tourPriceChanged', {
    data: { previousTotal, total: quote.total, payable: quote.payable, lines: quote.lines },
  });
}

/** The places went between the quote and the hold (or before): nothing was written. */
const soldOut = (): AppError => new AppError('tourSoldOut');
