import { ROLE, isAgentType } from '@travel/contracts';
import { searchDateToIso } from '@travel/contracts/flights';
import type { z } from 'zod';
import type { AnyOrderDetail } from '@travel/contracts/order-detail';
import type {
  CancelBody,
  OrderActionBody,
  OrderChangeCode,
  OrderLookupQuery,
  OrdersQuerySchema,
  OrderStatus,
} from '@travel/contracts/orders';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { IdempotencyClaim } from '../../lib/idempotency';
import { findOrderByNo, loadOrderFor, type OrderCaller } from '../../lib/orders/access';
import { authoriseOrderChange, sendOrderChangeCode } from '../../lib/orders/order-change';
import { cancelOrder } from '../../lib/orders/cancel';
import { cancelPaidOrder } from '../../lib/orders/cancel-paid';
import {
  CANCELLABLE_PAID,
  CANCELLED_STATUSES,
  isCancelled,
} from '../../lib/orders/cancel-paid-rules';
import { quoteRefund } from '../../lib/orders/refund-quote';
import type { OrderRow } from '../../lib/orders/status';
import type { RefundQuote } from '@travel/contracts/refunds';
import { sendOrderMail } from '../../lib/orders/fulfilment';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { Identity } from '../../plugins/auth';
import { findLinesOfOrders, findTravellers } from '../../lib/orders/order-parts';
import { canCancelNow } from '../../lib/orders/order-core';
import { orderProductOf } from '../../lib/orders/order-product';
import { toSummary } from '../../lib/orders/order-summary';
import { maskEmail, orderDetailOf } from './order-view';
import {
  listOrders,
  overdueOrderIds,
  type OrderListFilter,
  type OrderVisibility,
} from './orders.repository';

/** Order list status filter (spec §4: all, issued, unPay, canceled) to stored statuses. */
const FILTER_STATUSES: Record<string, readonly OrderStatus[] | undefined> = {
  all: undefined,
  issued: ['issued'],
  // Not paid yet: awaiting payment, or a payment still being answered.
  unPay: ['awaitingPayment', 'processing'],
  canceled: CANCELLED_STATUSES,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Itinerary mails one order may send per hour (the button can be pressed again, not abused). */
const ITINERARY_MAILS_PER_HOUR = 5;

export class OrdersService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * My orders (spec §5): customers see theirs, sub-agents theirs, agents theirs and their
   * sub-agents'. Administrators see their own bookings here like anyone (no admin order area
   * is specified). Overdue unpaid orders are cancelled first, so the list never shows a
   * payable order that is not.
   */
  async list(identity: Identity, query: z.output<typeof OrdersQuerySchema>) {
    const { ctx } = this;
    const visibility: OrderVisibility = {
      userId: identity.userId,
      includeAgentOrders: identity.role === ROLE.agent,
    };
    const releasers = orderHoldReleasers(ctx);
    for (const id of await overdueOrderIds(ctx.db, visibility, ctx.now())) {
      await ctx.db.transaction((tx) => cancelOrder(ctx, tx, id, 'deadline', releasers));
    }
    const { page, pageSize } = query;
    const bookedFrom = query.bookingDate
      ? new Date(`${searchDateToIso(query.bookingDate)}T00:00:00Z`)
      : undefined;
    const filter: OrderListFilter = {
      // Only agents choose among account codes; everyone else sees their own anyway.
      accountCode: isAgentType(identity.role) ? query.accountCode || undefined : undefined,
      bookedFrom,
      bookedTo: bookedFrom ? new Date(bookedFrom.getTime() + DAY_MS) : undefined,
      firstName: query.firstName || undefined,
      lastName: query.lastName || undefined,
      flightCode: query.flightCode ? query.flightCode.replace(/\s+/g, '').toUpperCase() : undefined,
      departFrom: query.dateFrom ? searchDateToIso(query.dateFrom) : undefined,
      departTo: query.dateTo ? searchDateToIso(query.dateTo) : undefined,
      statuses: FILTER_STATUSES[query.status],
      product: query.product,
      trip: query.trip
        ? { view: query.trip, now: ctx.now(), cancelledStatuses: CANCELLED_STATUSES }
        : undefined,
    };
    if (filter.departFrom && filter.departTo && filter.departFrom > filter.departTo) {
      throw new AppError('parameterValidationFailed', {
        msg: 'parameter validation failed: dateTo is before dateFrom',
        issues: [{ path: 'querystring.dateTo', message: 'must not be before dateFrom' }],
      });
    }
    const { rows, total } = await listOrders(ctx.db, visibility, filter, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    // Only paid orders need their lines (their product's refund rules read them).
    const lines = await findLinesOfOrders(
      ctx.db,
      rows
        .filter((row) => CANCELLABLE_PAID.includes(row.status as OrderStatus))
        .map((row) => row.id),
    );
    const now = ctx.now();
    const items = rows.map((row) => ({
      ...toSummary(row),
      canCancel: canCancelNow(ctx, row, lines.get(row.id) ?? [], now),
    }));
    return { items, total, page, pageSize };
  }

  async detail(identity: Identity, query: OrderLookupQuery): Promise<AnyOrderDetail> {
    const order = await loadOrderFor(this.ctx, identity, query.orderNo, query.email, {
      notFound: 'orderDoesNotExist',
    });
    const product = orderProductOf(this.ctx, order);
    // A product with its own detail call (hotels: `GET /api/SearchHotelOrder`) is not shown here.
    if (!product.capabilities.orderDetailCall) throw new AppError('orderDoesNotExist');
    return orderDetailOf(this.ctx, order, product);
  }

  /**
   * Customer cancellation: only while awaiting payment; the seats (hotel room-nights) go back
   * at once. An account's order needs that account; a visitor's the e-mailed change code
   * (issue 9). The reply is the order as its own detail call shows it.
   */
  async cancel(
    caller: OrderCaller,
    body: CancelBody,
    claim?: IdempotencyClaim,
  ): Promise<AnyOrderDetail> {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, caller, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist',
    });
    if (CANCELLABLE_PAID.includes(order.status as OrderStatus)) {
      return this.cancelPaid(caller, order, body, claim);
    }
    // Mid-payment or mid-fulfilment: the cancel can follow once it has answered.
    if (order.status === 'processing' || order.status === 'paid') {
      throw new AppError('paymentProcessing');
    }
    if (order.status !== 'awaitingPayment') throw new AppError('orderStatusAbnormal');
    const spendCode = await authoriseOrderChange(ctx, caller, order, body.code);
    const releasers = orderHoldReleasers(ctx);
    const cancelled = await ctx.db.transaction(async (tx) => {
      const row = await cancelOrder(ctx, tx, order.id, 'customer', releasers);
      // A payment started between the read and the cancellation: it wins (the code stays).
      if (!row) throw new AppError('orderStatusAbnormal');
      await spendCode(tx);
      // Committed with the cancellation: a retry after a crash answers from it (`resumeCancel`).
      await claim?.complete(tx, { orderNo: row.orderNo });
      return row;
    });
    return orderDetailOf(ctx, cancelled);
  }

  /**
   * Cancels an issued order with the refund its quote promised (issue 12,
   * lib/orders/cancel-paid.ts). The same authorisation as before payment: the account, or a
   * visitor's e-mailed change code.
   */
  private async cancelPaid(
    caller: OrderCaller,
    order: OrderRow,
    body: CancelBody,
    claim?: IdempotencyClaim,
  ): Promise<AnyOrderDetail> {
    const { ctx } = this;
    const spendCode = await authoriseOrderChange(ctx, caller, order, body.code);
    const cancelled = await cancelPaidOrder(ctx, order, {
      quoteId: body.quoteId,
      releasers: orderHoldReleasers(ctx),
      inTransaction: async (tx, row) => {
        await spendCode(tx);
        await claim?.complete(tx, { orderNo: row.orderNo });
      },
    });
    return orderDetailOf(ctx, cancelled);
  }

  /** What cancelling the order now would return (issue 12): `GET /api/Orders/RefundQuote`. */
  async refundQuote(caller: OrderCaller, query: OrderLookupQuery): Promise<RefundQuote> {
    const order = await loadOrderFor(this.ctx, caller, query.orderNo, query.email, {
      notFound: 'orderDoesNotExist',
    });
    return (await quoteRefund(this.ctx, order)).quote;
  }

  /** The Cancel reply of a request that died after its cancellation committed. */
  async resumeCancel(stored: unknown): Promise<AnyOrderDetail> {
    const orderNo = (stored as { orderNo?: string } | null)?.orderNo;
    const order = orderNo ? await findOrderByNo(this.ctx.db, orderNo) : null;
    if (!order) throw new AppError('requestInProgress');
    return orderDetailOf(this.ctx, order);
  }

  /** E-mails the code a visitor's cancel or change needs to the order's booking email. */
  async sendChangeCode(caller: OrderCaller, body: OrderActionBody): Promise<OrderChangeCode> {
    const order = await loadOrderFor(this.ctx, caller, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist',
    });
    return sendOrderChangeCode(this.ctx, caller, order);
  }

  async ticketStatus(identity: Identity, query: OrderLookupQuery) {
    const order = await loadOrderFor(this.ctx, identity, query.orderNo, query.email, {
      notFound: 'orderDoesNotExist',
    });
    const travellers = await findTravellers(this.ctx.db, order.id);
    return {
      orderNo: order.orderNo,
      status: order.status as OrderStatus,
      tickets: travellers.map((t) => ({
        travellerIndex: t.travellerIndex,
        name: [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' '),
        ticketNumbers: t.ticketNumbers,
      })),
    };
  }

  /**
   * Mails the itinerary (hotels: the booking confirmation) to the booking email, never to an
   * address the caller names.
   */
  async sendItinerary(identity: Identity, body: OrderActionBody) {
    const { ctx } = this;
    const order = await loadOrderFor(ctx, identity, body.orderNo, body.email, {
      notFound: 'orderDoesNotExist',
    });
    if (isCancelled(order.status)) throw new AppError('orderStatusAbnormal');
    await enforceRateLimit(
      ctx.db,
      ctx.now(),
      { bucket: `itinerary:${order.id}`, limit: ITINERARY_MAILS_PER_HOUR, windowMs: 60 * 60_000 },
      'operationFrequent',
    );
    const mail = await sendOrderMail(ctx, order);
    if (mail.status === 'failed') throw new AppError('sendItineraryFailed');
    return { sentTo: maskEmail(order.contactEmail) };
  }
}
