import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts';
import { nightsBetween } from '@travel/contracts/hotels';
import { type HotelOrderResult } from '@travel/contracts/hotel-orders';
import type { AppContext } from '../../app-context';
import { AppError, isAppError } from '../../lib/app-error';
import { hotelSupplier } from '../../lib/hotel-supplier';
import { commissionPercent } from '../../lib/pricing/commission';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { amountDueNow, fulfilOrder } from '../../lib/orders/fulfilment';
import { findOrderByNo } from '../../lib/orders/access';
import {
  clientAddressOf,
  enforceHoldShare,
  enforceUnpaidOrderLimit,
  holdBookerOf,
  shortenRefusedVisitorHold,
} from '../../lib/orders/hold-limits';
import { recordHolds } from '../../lib/orders/holds';
import { hotelDetailsOf } from '../../products/hotel/hotel-details';
import { insertNumberedOrder, resolveOrderOwner } from '../../lib/orders/order-owner';
import type { OrderRow } from '../../lib/orders/status';
import {
  balancePayer,
  beginOrderPayment,
  cardFailureError,
  assertCardFormProcessor,
  cardFormFailure,
  collectOrderPayment,
  type OrderPayment,
} from '../../lib/payments/pay-order';
import { checkContactCode } from '../../lib/verification-codes';
import type { PricedStay } from '../../suppliers/hotels/port';
import type { Identity } from '../../plugins/auth';
import {
  hotelLineValues,
  hotelOrderDetails,
  hotelOrderValues,
  type HotelOrderInput,
} from './hotel-order-rows';
import { insertOrderLines } from './hotels.repository';
import { priceChoice, roomKey, soldOutError, toHotelRule, type RoomChoice } from './hotel-rule';

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

/**
 * `POST /api/SaveOrderNew`: books a room for a stay and pays what is due now.
 *
 * Everything a client can get wrong is checked before anything is written (the stay, the
 * guests, the card's form, who may pay from a balance). Then ONE transaction holds the
 * room-nights (never below zero), checks the price against what the traveller saw (1059 with
 * the new rule), writes the order awaiting payment with a 30-minute deadline, its price lines
 * and holds, and stores the idempotent reply. Payment and the hotel's confirmation follow
 * through the same code as `POST /api/Payment`; a refused payment leaves the order payable,
 * its rooms held (a visitor's for a few minutes only, see `shortenRefusedVisitorHold`), and
 * answers the refusal with the order number.
 */
export class HotelBookingService {
  constructor(private readonly ctx: AppContext) {}

  async book(
    identity: Identity,
    input: HotelOrderInput,
    clientAddress: string,
    claim?: IdempotencyClaim,
  ): Promise<HotelOrderResult> {
    const { ctx } = this;
    const choice: RoomChoice = input;
    if (input.guests.length !== input.rooms) {
      throw new AppError('parameterValidationFailed', {
        msg: `parameter validation failed: one lead guest per room (${input.rooms})`,
        issues: [
          { path: 'guests', message: `give one lead guest for each of the ${input.rooms} rooms` },
        ],
      });
    }
    const owner = await resolveOrderOwner(
      ctx.db,
      identity,
      input.bookFor,
      input.contact.name,
      ctx.now(),
    );
    const payment = await this.paymentOf(identity, input);
    // The buyer's commission: the order charges the stay after it (card or balance alike).
    const percent = commissionPercent(identity.role);
    const quoted = await priceChoice(ctx, choice);
    // `expectedTotal` is the gross total the page showed; the commission follows from it.
    if (quoted.total !== input.expectedTotal) {
      throw priceChanged(choice, quoted, input.expectedTotal, percent);
    }
    const email = input.contact.email.toLowerCase();
    const spendCode = input.contact.emailCode
      ? await checkContactCode(ctx, email, input.contact.emailCode)
      : undefined;

    const now = ctx.now();
    const deadlineAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    const nights = nightsBetween(choice.checkIn, choice.checkOut);
    const booker = holdBookerOf(owner, clientAddress, email);
    const { order, reply } = await ctx.db.transaction(async (tx) => {
      await enforceUnpaidOrderLimit(ctx, tx, booker, now);
      const held = await hotelSupplier(ctx).hold(tx, roomKey(choice, now));
      if (held.kind === 'soldOut') throw soldOutError();
      if (held.kind === 'invalid') {
        throw new AppError('invalidHotelSearch', { msg: `invalid hotel search: ${held.reason}` });
      }
      await enforceHoldShare(ctx, tx, booker, 'hotel-night', held.holds, held.capacities, now);
      // Rooms sold between the quote and the lock can move the rate: same rule as 1059.
      if (held.stay.total !== input.expectedTotal)
        throw priceChanged(choice, held.stay, input.expectedTotal, percent);
      await spendCode?.(tx);
      const details = hotelOrderDetails(input, choice, held.stay, owner, nights, percent);
      const row = await insertNumberedOrder(tx, {
        ...hotelOrderValues({
          details,
          owner,
          contact: { ...input.contact, email },
          emailVerified: spendCode !== undefined,
          now,
          deadlineAt,
        }),
        clientAddress: clientAddressOf(booker),
      });
      await insertOrderLines(tx, hotelLineValues(row.id, details, now));
      await recordHolds(tx, row.id, 'hotel-night', held.holds, now);
      const awaiting: HotelOrderResult = {
        orderNo: row.orderNo,
        status: 'awaitingPayment',
        confirmationNumber: null,
        total: details.total,
        ...(details.commission > 0 ? { commission: details.commission } : {}),
        paidNow: 0,
        currency: 'USD',
      };
      await claim?.complete(tx, awaiting);
      return { order: row, reply: awaiting };
    });

    const dueNow = amountDueNow(order);
    const paid = await this.pay(order, dueNow, payment);
    const result = await fulfilOrder(ctx, paid.order, paid.failFulfilment);
    const final: HotelOrderResult = {
      ...reply,
      status: result.status,
      confirmationNumber: result.confirmationNumber ?? null,
      paidNow: dueNow,
    };
    // A replay of this request tells what the payment made of the order.
    await claim?.replace(ctx.db, final);
    return final;
  }

  /**
   * The reply of a booking whose request died after the order was written (Idempotency-Key
   * retry): the stored reply with what the order shows now. Still being paid or confirmed (the
   * reconciler finishes it past its lease): not known yet.
   */
  async resume(stored: unknown): Promise<HotelOrderResult> {
    const reply = stored as HotelOrderResult | null;
    const order = reply?.orderNo ? await findOrderByNo(this.ctx.db, reply.orderNo) : null;
    if (!reply || !order) throw new AppError('requestInProgress');
    if (order.status === 'processing' || order.status === 'paid') {
      throw new AppError('requestInProgress');
    }
    const paid = order.status === 'issued' || order.status === 'issueFailed';
    return {
      ...reply,
      status: order.status as HotelOrderResult['status'],
      confirmationNumber: hotelDetailsOf(order).confirmationNumber,
      paidNow: paid ? amountDueNow(order) : reply.paidNow,
    };
  }

  /** How the due-now part is paid; a card that no processor would take books nothing. */
  private async paymentOf(identity: Identity, input: HotelOrderInput): Promise<OrderPayment> {
    if (input.payment.method === 'balance') {
      return { method: 'balance', agentId: await balancePayer(this.ctx.db, identity) };
    }
    assertCardFormProcessor(this.ctx);
    const failure = cardFormFailure(input.payment.card, this.ctx.now());
    if (failure) throw cardFailureError(failure);
    return { method: 'card', card: input.payment.card };
  }

  /**
   * Pays the order; a refusal (card, 1510) keeps the order awaiting payment and answers with
   * its number and deadline, so the page pays it with `POST /api/Payment` instead of booking
   * again.
   */
  private async pay(order: OrderRow, amount: number, payment: OrderPayment) {
    try {
      const started = await beginOrderPayment(this.ctx, order);
      return await collectOrderPayment(this.ctx, started, amount, payment);
    } catch (error) {
      if (!isAppError(error)) throw error;
      const held = await shortenRefusedVisitorHold(this.ctx, order);
      throw new AppError(error.key, {
        msg: error.message,
        data: { orderNo: held.orderNo, deadlineAt: held.deadlineAt?.toISOString() ?? null },
      });
    }
  }
}

/** 409 1059 with the rule as priced now, so the page can show the new total and go on. */
function priceChanged(
  choice: RoomChoice,
  priced: PricedStay,
  previousTotal: number,
  percent: number,
): AppError {
  const rule = toHotelRule(choice, priced, percent);
  return new AppError('itineraryPriceChanged', {
    msg: 'The price of this room has changed for your dates',
    data: { previousTotal, total: rule.rate.total, rule },
  });
}
