import { DEFAULT_COMPANY_CODE, PAYMENT_WINDOW_MINUTES, ROLE, isAgentType } from '@travel/contracts';
import type { BookBodySchema } from '@travel/contracts/flight-booking';
import type { BookResult } from '@travel/contracts/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { flightSupplier } from '../../lib/flight-supplier';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { loadBuyer } from '../../lib/offers/buyer';
import { applyCommission } from '../../lib/offers/commission';
import {
  quotedCustomerTotal,
  requireUnchangedPrice,
  verifyOffer,
  type VerifiedOffer,
} from '../../lib/offers/verify-offer';
import type { FlightOrderDetails } from '../../lib/orders/flight-details';
import { recordHolds } from '../../lib/orders/holds';
import { newOrderNumber } from '../../lib/orders/order-number';
import { sendMail } from '../../lib/mail/send-mail';
import { checkContactCode } from '../../lib/verification-codes';
import type { Identity } from '../../plugins/auth';
import { reservationMessage } from '../../lib/orders/itinerary-mail';
import {
  findAccount,
  findSubagentOf,
  insertOrder,
  insertTravellersAndLines,
} from './flight-booking.repository';
import {
  lineValues,
  orderValues,
  travellerValues,
  type OrderDraft,
  type OrderOwner,
} from './order-rows';
import { checkPassengers } from './passenger-rules';

export type BookBody = z.output<typeof BookBodySchema>;

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;
/** Order numbers drawn before giving up (a collision is a one-in-10^12 event). */
const ORDER_NUMBER_TRIES = 5;

/**
 * `POST /api/Book`: checks the offer, the travellers and the contact, then in ONE transaction
 * holds the seats, writes the order (awaiting payment, deadline 30 minutes out), its travellers,
 * price lines and holds, and stores the idempotent reply. Any failure leaves nothing behind.
 */
export class BookService {
  constructor(private readonly ctx: AppContext) {}

  async book(identity: Identity, body: BookBody, claim?: IdempotencyClaim): Promise<BookResult> {
    const { ctx } = this;
    const buyer = await loadBuyer(ctx.db, identity);
    const verified = await verifyOffer(ctx, body.offerId, body.brandId, buyer);
    requireUnchangedPrice(verified, buyer);
    const { payload } = verified;
    const types = checkPassengers(body.passengers, payload, verified.trips, ctx.now());
    if (payload.invoice && !body.invoice) {
      throw new AppError('parameterValidationFailed', {
        msg: 'parameter validation failed: invoice details are required for an invoice fare',
        issues: [{ path: 'body.invoice', message: 'required for an invoice fare' }],
      });
    }
    if (!payload.invoice && body.invoice) {
      throw new AppError('parameterValidationFailed', {
        msg: 'parameter validation failed: this fare cannot be invoiced (book it from /flights-invoice)',
        issues: [{ path: 'body.invoice', message: 'only for invoice fares' }],
      });
    }
    const owner = await this.resolveOwner(identity, body);
    const email = body.contact.email.toLowerCase();
    const spendCode = body.contact.emailCode
      ? await checkContactCode(ctx, email, body.contact.emailCode)
      : undefined;

    const now = ctx.now();
    const deadlineAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    const result = await ctx.db.transaction(async (tx) => {
      const held = await flightSupplier(ctx).hold(tx, verified.key);
      if (held.kind === 'soldOut') throw new AppError('priceNoLongerAvailable');
      if (held.kind === 'invalid') throw new AppError('tripInformationError1202');
      // Seats sold between the re-price and the lock can move the fare bucket: same rule as 1059.
      const brand = applyCommission(held.brand, buyer.role, payload.adults, payload.children);
      if (held.brand.totalPrice !== verified.quotedSupplierTotal) {
        throw new AppError('itineraryPriceChanged', {
          data: { previousTotal: quotedCustomerTotal(verified, buyer), total: brand.totalPrice },
        });
      }
      await spendCode?.(tx);
      const draft: Omit<OrderDraft, 'orderNo'> = {
        details: this.details(verified, held.trips, brand, body, owner),
        brand,
        passengers: body.passengers,
        types,
        contact: { ...body.contact, email },
        emailVerified: spendCode !== undefined,
        invoice: body.invoice ?? null,
        owner,
        now,
        deadlineAt,
      };
      let order = null;
      let orderNo = '';
      for (let i = 0; i < ORDER_NUMBER_TRIES && !order; i += 1) {
        orderNo = newOrderNumber();
        order = await insertOrder(tx, orderValues({ ...draft, orderNo }));
      }
      if (!order) throw new AppError('orderFailed');
      await insertTravellersAndLines(
        tx,
        travellerValues(order.id, { ...draft, orderNo }),
        lineValues(order.id, { ...draft, orderNo }),
      );
      await recordHolds(tx, order.id, 'flight', held.holds, now);
      const reply: BookResult = {
        orderNo,
        status: 'awaitingPayment',
        deadlineAt: deadlineAt.toISOString(),
        totalPrice: brand.totalPrice,
        currency: 'USD',
      };
      await claim?.complete(tx, reply);
      return { reply, order };
    });

    // Reserve and pay later: tell the booker the deadline. Paying now mails the itinerary
    // once the tickets are issued instead. A mail failure does not undo the booking.
    if (body.timing === 'reserve') {
      await sendMail(ctx, {
        to: email,
        ...reservationMessage(result.order),
        kind: 'confirmation',
        requestedByRecipient: true,
      });
    }
    return result.reply;
  }

  private details(
    verified: VerifiedOffer,
    trips: FlightOrderDetails['trips'],
    brand: FlightOrderDetails['brand'],
    body: BookBody,
    owner: OrderOwner,
  ): FlightOrderDetails {
    const { payload, offer } = verified;
    return {
      tripType: payload.tripType,
      trips,
      brand,
      cabin: payload.cabin,
      adults: payload.adults,
      children: payload.children,
      validatingAirline: offer.validatingAirline,
      responseId: payload.responseId,
      timing: body.timing,
      bookedFor: owner.bookedFor,
    };
  }

  /**
   * Whose order it is (spec §6): a visitor's belongs to no account (found again by number and
   * email); a member's to them; an agent's to the agent, or to one of its sub-agents when booked
   * for one; a sub-agent's to itself, under its agent. Agents and sub-agents may book for a
   * customer: the order stays theirs (they pay and hand it on).
   */
  private async resolveOwner(identity: Identity, body: BookBody): Promise<OrderOwner> {
    const kind = body.bookFor?.kind ?? 'self';
    if (!identity.signedIn) {
      if (kind !== 'self')
        throw new AppError('noPermission', { msg: 'Sign in as an agent to book for others' });
      return {
        userId: null,
        agentId: null,
        accountCode: DEFAULT_COMPANY_CODE,
        bookedByName: body.contact.name,
        bookedFor: 'self',
      };
    }
    const me = await findAccount(this.ctx.db, identity.userId);
    // A token can outlive its account.
    if (!me || me.disabled) throw new AppError('tokenInvalid');
    const myName = `${me.firstName} ${me.lastName}`.trim() || body.contact.name;
    if (!isAgentType(identity.role)) {
      if (kind !== 'self')
        throw new AppError('noPermission', { msg: 'Only agents book for others' });
      return {
        userId: me.id,
        agentId: null,
        accountCode: DEFAULT_COMPANY_CODE,
        bookedByName: myName,
        bookedFor: 'self',
      };
    }
    const myCode = me.accountCode ?? identity.accountCode;
    if (identity.role === ROLE.subagent) {
      if (kind === 'subagent')
        throw new AppError('noPermission', { msg: 'Only an agent books for its sub-agents' });
      return {
        userId: me.id,
        agentId: me.parentAgentId,
        accountCode: myCode,
        bookedByName: myName,
        bookedFor: kind,
      };
    }
    if (kind === 'subagent') {
      const subagentId = body.bookFor?.subagentId;
      if (!subagentId) {
        throw new AppError('parameterValidationFailed', {
          msg: 'parameter validation failed: bookFor.subagentId is required',
          issues: [
            { path: 'body.bookFor.subagentId', message: 'required when booking for a sub-agent' },
          ],
        });
      }
      const sub = await findSubagentOf(this.ctx.db, me.id, subagentId);
      if (!sub || sub.disabled)
        throw new AppError('noPermission', { msg: 'This sub-agent is not one of yours' });
      return {
        userId: sub.id,
        agentId: me.id,
        accountCode: sub.accountCode ?? myCode,
        bookedByName: myName,
        bookedFor: 'subagent',
      };
    }
    return {
      userId: me.id,
      agentId: me.id,
      accountCode: myCode,
      bookedByName: myName,
      bookedFor: kind,
    };
  }
}
