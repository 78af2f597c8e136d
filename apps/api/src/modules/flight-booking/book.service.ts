import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts';
import type { BookBodySchema } from '@travel/contracts/flight-booking';
import type { BookResult } from '@travel/contracts/orders';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { flightSupplier } from '../../lib/flight-supplier';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { loadBuyer } from '../../products/flight/offers/buyer';
import { applyCommission } from '../../products/flight/offers/commission';
import {
  quotedCustomerTotal,
  requireUnchangedPrice,
  verifyOffer,
  type VerifiedOffer,
} from '../../products/flight/offers/verify-offer';
import type { FlightOrderDetails } from '../../products/flight/flight-details';
import {
  clientAddressOf,
  enforceHoldShare,
  enforceUnpaidOrderLimit,
  holdBookerOf,
} from '../../lib/orders/hold-limits';
import { recordHolds } from '../../lib/orders/holds';
import {
  insertNumberedOrder,
  resolveOrderOwner,
  type OrderOwner,
} from '../../lib/orders/order-owner';
import { sendMail } from '../../lib/mail/send-mail';
import { checkContactCode } from '../../lib/verification-codes';
import type { Identity } from '../../plugins/auth';
import { reservationMessage } from '../../products/flight/itinerary-mail';
import { insertTravellersAndLines } from './flight-booking.repository';
import { lineValues, orderValues, travellerValues, type OrderDraft } from './order-rows';
import { checkPassengers } from './passenger-rules';

export type BookBody = z.output<typeof BookBodySchema>;

const PAYMENT_WINDOW_MS = PAYMENT_WINDOW_MINUTES * 60_000;

/**
 * `POST /api/Book`: checks the offer, the travellers and the contact, then in ONE transaction
 * holds the seats, writes the order (awaiting payment, deadline 30 minutes out), its travellers,
 * price lines and holds, and stores the idempotent reply. Any failure leaves nothing behind.
 */
export class BookService {
  constructor(private readonly ctx: AppContext) {}

  async book(
    identity: Identity,
    body: BookBody,
    clientAddress: string,
    claim?: IdempotencyClaim,
  ): Promise<BookResult> {
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
    const owner = await resolveOrderOwner(
      ctx.db,
      identity,
      body.bookFor,
      body.contact.name,
      ctx.now(),
    );
    const email = body.contact.email.toLowerCase();
    const spendCode = body.contact.emailCode
      ? await checkContactCode(ctx, email, body.contact.emailCode)
      : undefined;

    const now = ctx.now();
    const deadlineAt = new Date(now.getTime() + PAYMENT_WINDOW_MS);
    const booker = holdBookerOf(owner, clientAddress, email);
    const result = await ctx.db.transaction(async (tx) => {
      await enforceUnpaidOrderLimit(ctx, tx, booker, now);
      const held = await flightSupplier(ctx).hold(tx, verified.key);
      if (held.kind === 'soldOut') throw new AppError('priceNoLongerAvailable');
      if (held.kind === 'invalid') throw new AppError('tripInformationError1202');
      await enforceHoldShare(ctx, tx, booker, 'flight', held.holds, held.capacities, now);
      // Seats sold between the re-price and the lock can move the fare bucket: same rule as 1059.
      const brand = applyCommission(
        held.brand,
        buyer.role,
        payload.adults,
        payload.children,
        payload.infants,
      );
      if (held.brand.totalPrice !== verified.quotedSupplierTotal) {
        throw new AppError('itineraryPriceChanged', {
          data: { previousTotal: quotedCustomerTotal(verified, buyer), total: brand.totalPrice },
        });
      }
      await spendCode?.(tx);
      const draft: OrderDraft = {
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
      const order = await insertNumberedOrder(tx, {
        ...orderValues(draft),
        clientAddress: clientAddressOf(booker),
      });
      const { orderNo } = order;
      await insertTravellersAndLines(
        tx,
        travellerValues(order.id, draft),
        lineValues(order.id, draft),
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

    // The order exists: its number and deadline go to the booker now, paying now or later
    // (issue 13 §2: a closed tab never loses an order). Paying now, the itinerary follows once
    // the tickets are issued. A mail failure does not undo the booking.
    await sendMail(ctx, {
      to: email,
      ...reservationMessage(result.order, ctx),
      // Its own kind: "booked, pay by", apart from the fulfilment's confirmations.
      kind: 'booking',
      requestedByRecipient: true,
    });
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
      infants: payload.infants,
      validatingAirline: offer.validatingAirline,
      responseId: payload.responseId,
      timing: body.timing,
      bookedFor: owner.bookedFor,
    };
  }
}
