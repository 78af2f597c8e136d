import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnyOrderDetailReplySchema } from '@travel/contracts/order-detail';
import {
  CancelBodySchema,
  OrderActionBodySchema,
  OrderChangeCodeReplySchema,
  OrderLookupQuerySchema,
  OrdersQuerySchema,
  OrdersReplySchema,
  SendItineraryReplySchema,
  PaymentReplySchema,
  TicketStatusReplySchema,
} from '@travel/contracts/orders';
import { PaymentBodySchema } from '@travel/contracts/payments';
import { RefundQuoteQuerySchema, RefundQuoteReplySchema } from '@travel/contracts/refunds';
import type { AppContext } from '../../app-context';
import { OptionalIdempotencyHeadersSchema, replyIdempotent } from '../../lib/idempotency';
import { orderCaller } from '../../lib/orders/access';
import { orderHoldReleasers } from '../../lib/orders/releasers';
import { scheduleOrderSweep } from '../../lib/orders/sweep';
import { ok } from '../../lib/reply';
import { requireSignIn } from '../../plugins/auth';
import { OrdersService } from './orders.service';
import { PaymentService } from './payment.service';

/**
 * Orders (spec part 1 §5, §7): the list needs a sign-in; one order is open to its owner, its
 * agent, or anyone with the order number and booking email ("Find your flight"). Replies are
 * personal, so no shared cache may keep them. The deadline sweep runs from here.
 */
/** `POST /api/Cancel` reply: the order as its own detail call shows it (flight or hotel). */
const CancelReplySchema = AnyOrderDetailReplySchema;

export async function ordersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const orders = new OrdersService(ctx);
  const payment = new PaymentService(ctx);
  const tags = ['orders'];
  scheduleOrderSweep(app, ctx, orderHoldReleasers(ctx));
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.get(
    '/api/Orders',
    {
      preHandler: requireSignIn(),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary:
          "My orders (agents: also their sub-agents'), newest first, with the spec's filters",
        querystring: OrdersQuerySchema,
        response: { 200: OrdersReplySchema },
      },
    },
    async (request) => ok(await orders.list(request.identity, request.query)),
  );

  routes.get(
    '/api/OrderDetail',
    {
      schema: {
        tags,
        summary: 'One order: the owner or their agent, or a visitor with the booking email',
        querystring: OrderLookupQuerySchema,
        // Products whose orders this call shows (OrderProduct.capabilities.orderDetailCall).
        response: { 200: AnyOrderDetailReplySchema },
      },
    },
    async (request) => ok(await orders.detail(orderCaller(request), request.query)),
  );

  routes.post(
    '/api/Cancel',
    {
      schema: {
        tags,
        summary:
          "Cancel an order: awaiting payment, or issued with the refund of the quote named by quoteId (409 refundQuoteChanged when it changed); its seats or room-nights return at once (an account's order: that account; a visitor's: the e-mailed change code, 403 orderCodeRequired)",
        headers: OptionalIdempotencyHeadersSchema,
        body: CancelBodySchema,
        response: { 200: CancelReplySchema },
      },
    },
    async (request, reply) =>
      replyIdempotent(
        ctx,
        request,
        reply,
        'cancel',
        (claim) => orders.cancel(orderCaller(request), request.body, claim),
        (stored) => orders.resumeCancel(stored),
      ),
  );

  routes.get(
    '/api/Orders/RefundQuote',
    {
      schema: {
        tags,
        summary:
          'What cancelling a paid order now returns, line by line, where it goes and until when the answer holds (same access as OrderDetail)',
        querystring: RefundQuoteQuerySchema,
        response: { 200: RefundQuoteReplySchema },
      },
    },
    async (request) => ok(await orders.refundQuote(orderCaller(request), request.query)),
  );

  routes.post(
    '/api/Orders/ChangeCode',
    {
      schema: {
        tags,
        summary:
          "E-mail a 6-digit code to a visitor order's booking email, needed to cancel or change it (one per 60 s; an account's order: 403 1503, sign in instead)",
        body: OrderActionBodySchema,
        response: { 200: OrderChangeCodeReplySchema },
      },
    },
    async (request) => ok(await orders.sendChangeCode(orderCaller(request), request.body)),
  );

  routes.get(
    '/api/TicketStatus',
    {
      schema: {
        tags,
        summary: 'Order status and ticket numbers per traveller',
        querystring: OrderLookupQuerySchema,
        response: { 200: TicketStatusReplySchema },
      },
    },
    async (request) => ok(await orders.ticketStatus(orderCaller(request), request.query)),
  );

  routes.post(
    '/api/Mails/SendItinerary',
    {
      schema: {
        tags,
        summary: 'E-mail the itinerary to the booking email (5 per order per hour)',
        body: OrderActionBodySchema,
        response: { 200: SendItineraryReplySchema },
      },
    },
    async (request) => ok(await orders.sendItinerary(orderCaller(request), request.body)),
  );

  routes.post(
    '/api/Payment',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Pay an order of any product by card or (agents) from the account balance, then have it fulfilled (tickets, hotel confirmation)',
        headers: OptionalIdempotencyHeadersSchema,
        body: PaymentBodySchema,
        response: { 200: PaymentReplySchema },
      },
    },
    async (request, reply) =>
      replyIdempotent(
        ctx,
        request,
        reply,
        'payment',
        (claim) => payment.pay(orderCaller(request), request.body, claim),
        (stored) => payment.resume(stored),
      ),
  );
}
