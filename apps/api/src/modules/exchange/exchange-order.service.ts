import { randomUUID } from 'node:crypto';
import type {
  ExchangeHistory,
  ExchangeQuote,
  ExchangeRecord,
  ExchangeResult,
} from '@travel/contracts/exchange';
import type { FareBrand, FlightTrip } from '@travel/contracts/flights';
import type { OrderStatus } from '@travel/contracts/orders';
import type { Executor } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { flightSupplier } from '../../lib/flight-supplier';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { loadOrderFor } from '../../lib/orders/access';
import { recordHolds, releaseOrderHolds } from '../../lib/orders/holds';
import { sendItineraryMail } from '../../products/flight/itinerary-mail';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import type { OrderRow } from '../../lib/orders/status';
import type { Identity } from '../../plugins/auth';
import type { OfferKey } from '../../suppliers/flights/port';
import { chargeThenApply } from '../../lib/payments/charge-intents';
import { assertCardFormProcessor, cardDetailsOf } from '../../lib/payments/pay-order';
import {
  collectBalancePayment,
  recordCardPayment,
  requirePaymentFor,
  type ParsedExchangePayment,
} from './exchange-charge';
import {
  changeAmounts,
  exchangedDetailsOf,
  flightIdsOf,
  partyFare,
  requireExchangeable,
  type ChangeAmounts,
  type ExchangedDetails,
} from './exchange-rules';
import {
  exchangeTokenSecret,
  flightsFingerprint,
  readExchangeToken,
  type ExchangeTokenPayload,
} from './exchange-token';
import {
  addLines,
  lockOrder,
  travellerCount,
  updateExchangedOrder,
  type NewLine,
} from './exchange.repository';
import { orderSearchFields } from '../../products/flight/order-fields';
import { setTicketNumbers } from '../../lib/orders/order-parts';
import { moveSeats } from './move-seats';
import { authoriseOrderChange } from '../../lib/orders/order-change';

export interface ExchangeOrderInput {
  orderNo: string;
  email?: string | undefined;
  offerId: string;
  brandId?: string | undefined;
  payment?: ParsedExchangePayment | undefined;
  /** A visitor's order: the e-mailed change code (issue 9). */
  code?: string | undefined;
}

/** What the request checked before anything is written, handed to the transaction. */
interface PreparedChange {
  order: OrderRow;
  details: ExchangedDetails;
  token: ExchangeTokenPayload;
  key: OfferKey;
  quotedAmounts: ChangeAmounts;
  feeEach: number;
}

/** Takes the amount due of the exchange, last, inside its transaction. */
type CollectAmount = (locked: OrderRow, amountCents: number) => Promise<void>;

const money = (cents: number) => `USD ${(cents / 100).toFixed(2)}`;

/**
 * `POST /api/Exchange/Order`: confirms a change offer. In ONE transaction, with the order row
 * locked: the new seats are held and the old ones returned, seat assignments follow to the new
 * flights, the tickets are reissued, the change fee and fare difference become order lines and
 * are paid last; any failure rolls everything back (nothing changed, and a card charged for it
 * is refunded).
 */
export class ExchangeOrderService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * `POST /api/Exchange/Quote`: the chosen offer and brand priced with the airline now, with the
   * trips as they would be issued (class and fare basis of that brand) and what the change costs
   * now. Writes nothing.
   */
  async quote(
    input: Pick<ExchangeOrderInput, 'orderNo' | 'email' | 'offerId' | 'brandId'>,
    identity: Identity,
  ): Promise<ExchangeQuote> {
    const { order, brandId, priced, oldFare, changeFee, quotedAmounts } = await this.price(
      input,
      identity,
    );
    const now = changeAmounts(oldFare, priced.brand.totalPrice, changeFee);
    return {
      orderNo: order.orderNo,
      brandId,
      brandName: priced.brand.name,
      trips: priced.trips,
      ...now,
      priceChanged:
        now.totalToPay !== quotedAmounts.totalToPay || now.residual !== quotedAmounts.residual,
    };
  }

  /** Everything a quote and a confirmation check first, before anything is written. */
  private async price(
    input: Pick<ExchangeOrderInput, 'orderNo' | 'email' | 'offerId' | 'brandId'>,
    identity: Identity,
  ) {
    const order = await loadOrderFor(this.ctx, identity, input.orderNo, input.email, {
      notFound: 'orderDoesNotExist',
    });
    const details = exchangedDetailsOf(this.ctx, order);
    const now = this.ctx.now();
    const feeEach = requireExchangeable(
      order,
      details,
      now,
      flightSupplier(this.ctx).salesCloseMinutes,
    );
    const token = this.readOffer(input.offerId, order, details, now);
    const brandId = input.brandId ?? token.defaultBrandId;
    const quoted = token.quoted[brandId];
    if (quoted === undefined) throw new AppError('cabinOrPriceChanged');

    const key: OfferKey = {
      tripType: token.tripType,
      flights: token.flights,
      cabin: token.cabin,
      brandId,
      adults: token.adults,
      children: token.children,
      infants: token.infants ?? 0,
      now,
    };
    const priced = await flightSupplier(this.ctx).price(key);
    if (priced.kind === 'invalid') throw new AppError('tripInformationError1202');
    if (priced.kind === 'soldOut') throw new AppError('priceNoLongerAvailable');
    const travellers = details.adults + details.children + details.infants;
    const oldFare = partyFare(details.brand, details.adults, details.children, details.infants);
    const changeFee = feeEach * travellers;
    const quotedAmounts = changeAmounts(oldFare, quoted, changeFee);
    return {
      order,
      details,
      token,
      brandId,
      key,
      priced,
      feeEach,
      oldFare,
      changeFee,
      quotedAmounts,
    };
  }

  async confirm(
    input: ExchangeOrderInput,
    identity: Identity,
    claim: IdempotencyClaim | undefined,
  ): Promise<ExchangeResult> {
    const { order, details, token, key, priced, feeEach, oldFare, changeFee, quotedAmounts } =
      await this.price(input, identity);
    const now = key.now;
    this.requireQuotedPrice(quotedAmounts, oldFare, priced.brand.totalPrice, changeFee);
    requirePaymentFor(quotedAmounts.totalToPay, input.payment, identity);
    if (quotedAmounts.totalToPay > 0 && input.payment?.method === 'card') {
      assertCardFormProcessor(this.ctx);
    }
    // Issue 9: an account's order changes only from that account, a visitor's with the code.
    const spendCode = await authoriseOrderChange(this.ctx, identity, order, input.code);

    const change: PreparedChange = { order, details, token, key, quotedAmounts, feeEach };
    const apply = (tx: Executor, collect: CollectAmount) =>
      this.apply(tx, change, input, spendCode, claim, collect);
    const amountDue = quotedAmounts.totalToPay;
    const payment = input.payment;
    // A card is charged before the transaction and given back if the change does not commit
    // (lib/payments/charge-intents.ts), so no crash keeps money without the change. A balance
    // debit is a row of ours: it commits or rolls back with the change.
    const result =
      payment?.method === 'card' && amountDue > 0
        ? await chargeThenApply(
            this.ctx,
            {
              orderId: order.id,
              orderNo: order.orderNo,
              purpose: 'exchange',
              amountCents: amountDue,
              currency: 'USD',
              card: cardDetailsOf(payment.card),
            },
            (tx, charge) =>
              apply(tx, (locked, amountCents) =>
                recordCardPayment(tx, {
                  orderId: locked.id,
                  amountCents,
                  card: payment.card,
                  charge,
                  now,
                }),
              ),
          )
        : await this.ctx.db.transaction((tx) =>
            apply(tx, (locked, amountCents) =>
              collectBalancePayment(tx, {
                orderId: locked.id,
                orderNo: locked.orderNo,
                amountCents,
                identity,
                now,
              }),
            ),
          );
    // The new itinerary goes to the booking email; a mail failure does not undo the exchange.
    await sendItineraryMail(this.ctx, result.updated).catch(() => undefined);
    return result.reply;
  }

  /**
   * The exchange itself, in the caller's transaction with the order row locked: the new seats
   * are held and the old ones returned, seat assignments follow to the new flights, the tickets
   * are reissued, the change fee and fare difference become order lines, and `collect` takes
   * the amount due last; any failure rolls everything back.
   */
  private async apply(
    tx: Executor,
    change: PreparedChange,
    input: ExchangeOrderInput,
    spendCode: (tx: Executor) => Promise<void>,
    claim: IdempotencyClaim | undefined,
    collect: CollectAmount,
  ): Promise<{ reply: ExchangeResult; updated: OrderRow }> {
    const { order, details, token, key, quotedAmounts, feeEach } = change;
    const now = key.now;
    const supplier = flightSupplier(this.ctx);
    const travellers = details.adults + details.children + details.infants;
    const oldFare = partyFare(details.brand, details.adults, details.children, details.infants);
    const locked = await lockOrder(tx, order.id);
    await spendCode(tx);
    // Another exchange (or anything else) got there first: this offer no longer applies.
    if (!locked || locked.status !== 'issued') throw new AppError('orderStatusAbnormal');
    const current = exchangedDetailsOf(this.ctx, locked);
    if (flightsFingerprint(flightIdsOf(current.trips)) !== token.from) {
      throw new AppError('dataExpired');
    }
    const held = await supplier.hold(tx, key);
    if (held.kind === 'invalid') throw new AppError('tripInformationError1202');
    if (held.kind === 'soldOut') throw new AppError('priceNoLongerAvailable');
    const amounts = changeAmounts(oldFare, held.brand.totalPrice, feeEach * travellers);
    this.requireQuotedPrice(quotedAmounts, oldFare, held.brand.totalPrice, feeEach * travellers);

    await releaseOrderHolds(tx, locked.id, now, orderHoldReleasers(this.ctx));
    await recordHolds(tx, locked.id, 'flight', held.holds, now);
    const seats = await moveSeats(tx, supplier, locked.id, current.trips, held.trips, now);
    const tickets = await this.reissue(tx, locked, held.trips.length);

    const brand: FareBrand = {
      ...held.brand,
      adultCommission: 0,
      childCommission: 0,
      infantCommission: 0,
      totalPrice: partyFare(held.brand, details.adults, details.children, details.infants),
    };
    const record: ExchangeRecord = {
      exchangedAt: now.toISOString(),
      fromTrips: current.trips,
      toTrips: held.trips,
      fromBrand: { brandId: current.brand.brandId, name: current.brand.name },
      toBrand: { brandId: brand.brandId, name: brand.name },
      ...amounts,
      amountCharged: amounts.totalToPay,
      paymentMethod: amounts.totalToPay > 0 ? (input.payment?.method ?? null) : null,
      seats: seats.record,
      ticketNumbers: tickets,
    };
    await addLines(
      tx,
      locked.id,
      [...chargeLines(amounts, feeEach, travellers, held.trips), ...seats.lines],
      now,
    );
    const nextDetails: ExchangedDetails = {
      ...current,
      tripType: token.tripType,
      trips: held.trips,
      brand,
      exchanges: [...current.exchanges, record],
    };
    const updated = await updateExchangedOrder(
      tx,
      locked.id,
      {
        details: nextDetails,
        totalCents: locked.totalCents + amounts.totalToPay,
        // A flight's due-now part is its total (orders.due_now_cents).
        dueNowCents: locked.dueNowCents + amounts.totalToPay,
        ...orderSearchFields(nextDetails.tripType, held.trips),
      },
      now,
    );
    if (amounts.totalToPay > 0) await collect(locked, amounts.totalToPay);
    const reply: ExchangeResult = {
      orderNo: updated.orderNo,
      status: updated.status as OrderStatus,
      totalPrice: updated.totalCents,
      currency: 'USD',
      exchange: record,
    };
    await claim?.complete(tx, reply);
    return { reply, updated };
  }

  /** `GET /api/Exchange/Order`: the order's itinerary now and its exchanges. */
  async history(
    input: { orderNo: string; email?: string | undefined },
    identity: Identity,
  ): Promise<ExchangeHistory> {
    const order = await loadOrderFor(this.ctx, identity, input.orderNo, input.email, {
      notFound: 'orderDoesNotExist',
    });
    const details = exchangedDetailsOf(this.ctx, order);
    return {
      orderNo: order.orderNo,
      status: order.status as OrderStatus,
      trips: details.trips,
      exchanges: details.exchanges,
    };
  }

  private readOffer(
    offerId: string,
    order: OrderRow,
    details: ExchangedDetails,
    now: Date,
  ): ExchangeTokenPayload {
    const token = readExchangeToken(offerId, exchangeTokenSecret(this.ctx.env.JWT_SECRET));
    if (!token || token.orderNo !== order.orderNo) {
      throw new AppError('exchangeFailed', { msg: 'This change offer is not for this order' });
    }
    if (now.getTime() >= token.exp) throw new AppError('dataExpired');
    // Priced against an itinerary the order no longer has (it was changed since).
    if (token.from !== flightsFingerprint(flightIdsOf(details.trips))) {
      throw new AppError('dataExpired');
    }
    return token;
  }

  /** A fare that moved since the change was priced answers 1059 with both totals to pay. */
  private requireQuotedPrice(
    quoted: ChangeAmounts,
    oldFare: number,
    newFare: number,
    changeFee: number,
  ): void {
    const now = changeAmounts(oldFare, newFare, changeFee);
    if (now.totalToPay === quoted.totalToPay && now.residual === quoted.residual) return;
    throw new AppError('itineraryPriceChanged', {
      data: { previousTotal: quoted.totalToPay, total: now.totalToPay },
    });
  }

  private async reissue(tx: Executor, order: OrderRow, trips: number): Promise<string[][]> {
    const travellers = await travellerCount(tx, order.id);
    const issued = await flightSupplier(this.ctx).issueTickets({
      orderNo: order.orderNo,
      // Each reissue is a new ticketing request; it runs in the exchange transaction, so a crash
      // leaves nothing of ours to retry it from.
      requestKey: `reissue:${order.orderNo}:${randomUUID()}`,
      travellers,
      trips,
      failIssue: false,
    });
    if (issued.kind === 'failed') {
      throw new AppError('exchangeFailed', {
        msg: 'The airline could not reissue the tickets; nothing was changed or charged',
      });
    }
    await setTicketNumbers(tx, order.id, issued.ticketNumbers);
    return issued.ticketNumbers;
  }
}

/** The change fee per traveller and the fare difference as order lines (nothing when 0). */
function chargeLines(
  amounts: ChangeAmounts,
  feeEach: number,
  travellers: number,
  trips: readonly FlightTrip[],
): NewLine[] {
  const lines: NewLine[] = [];
  if (feeEach > 0) {
    for (let i = 0; i < travellers; i += 1) {
      lines.push({
        kind: 'changeFee',
        description: `Change fee (${money(feeEach)} per traveller)`,
        travellerIndex: i,
        amountCents: feeEach,
      });
    }
  }
  if (amounts.fareDifference > 0) {
    const route = trips
      .map(
        (trip) =>
          `${trip.segments[0]?.departureAirportCode} ${trip.segments[0]?.departureTime.slice(0, 10)}`,
      )
      .join(', ');
    lines.push({
      kind: 'fareDifference',
      description: `Fare difference to the new flights (${route})`,
      travellerIndex: null,
      amountCents: amounts.fareDifference,
    });
  }
  return lines;
}
