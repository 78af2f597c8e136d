import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@travel/contracts';
import {
  CheckoutLookupSchema,
  CheckoutSessionSchema,
  OrderPayInfoQuerySchema,
  OrderPayInfoSchema,
  PayStripeBodySchema,
  SaveOrderPayResultBodySchema,
  SearchCsQuerySchema,
  WebhookReplySchema,
} from '@travel/contracts/checkout';
import type { AppContext } from '../../app-context';
import { OptionalIdempotencyHeadersSchema, replyIdempotent } from '../../lib/idempotency';
import { orderCaller } from '../../lib/orders/access';
import { hostedCheckout } from '../../lib/payments/checkout/hosted-checkout';
import { ok } from '../../lib/reply';
import { scheduleCheckoutSweep } from './checkout-sweep';
import { CheckoutService } from './checkout.service';
import { sandboxPageRoutes, webhookDelivery } from './sandbox-page.routes';
import { CheckoutWebhookService } from './webhook.service';

/**
 * The hosted checkout (issue 12 §2; spec part 2 §7): `PayStripe` makes a checkout session for
 * any payable order, `SearchCS` looks one up by id, `OrderPayInfo` and `SaveOrderPayResult` are
 * the tour flow's pay info and confirmation; the processor's webhook pays the order. With no
 * Stripe key the sandbox's payment page is served here too.
 */

/** Where the return pages live: PUBLIC_URL, else the origin the request came to. */
const originOf = (ctx: AppContext, request: FastifyRequest): string =>
  new URL(ctx.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).origin;

const WebhookHeadersSchema = z.object({ 'stripe-signature': z.string().max(4096).optional() });

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = new CheckoutService(ctx);
  const tags = ['checkout'];
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.post(
    '/api/PayStripe',
    {
      schema: {
        tags,
        summary:
          "A hosted checkout session (Stripe Checkout, or the sandbox page) for any payable order: the open one when it still fits, else a new one; expires_at at least 30 minutes away and never after the order’s hold (a hold with less left is extended, up to an hour from booking). With purpose 'balance': a session for the balance of an order booked with a deposit (metadata.purpose balance; the same refusals as POST /api/PayBalance: 409 1513 nothing left, 409 1405 cancelled or not paid yet, 422 1506 too late); its completed event records the balance payment and mails the receipt, or refunds it at once when the balance is no longer due. Same access as POST /api/Payment",
        headers: OptionalIdempotencyHeadersSchema,
        body: PayStripeBodySchema,
        response: { 200: envelope(CheckoutSessionSchema) },
      },
    },
    async (request, reply) =>
      replyIdempotent(ctx, request, reply, 'pay-stripe', () =>
        service.payStripe(orderCaller(request), request.body, originOf(ctx, request)),
      ),
  );

  routes.get(
    '/api/SearchCS',
    {
      schema: {
        tags,
        summary:
          'The checkout-session lookup by csid: the session, and its order’s number, product, status and what became of the payment (the return page polls it)',
        querystring: SearchCsQuerySchema,
        response: { 200: envelope(CheckoutLookupSchema) },
      },
    },
    async (request) => ok(await service.lookup(request.query.csid)),
  );

  routes.get(
    '/api/OrderPayInfo',
    {
      schema: {
        tags,
        summary:
          'Order pay info: order number, currency, and the payment the order is at (orderinfo purpose: full, deposit or balance) with its latest checkout session id and payment type and the amount it takes (amountDueCents; 0 once nothing is left), order info (JSON string, with the WeChat flow’s shortNumber, and the tourid of tour and cruise orders; other products have no tourid). Same access as OrderDetail',
        querystring: OrderPayInfoQuerySchema,
        response: { 200: envelope(OrderPayInfoSchema) },
      },
    },
    async (request) => ok(await service.payInfo(orderCaller(request), request.query)),
  );

  routes.post(
    '/api/SaveOrderPayResult',
    {
      schema: {
        tags,
        summary:
          'Save order pay result: the return page’s confirmation of a session. Reads only (the webhook records and fulfils the payment): the session and its order when it paid the order; 409 1512 while its payment is not reported yet, 422 1507 when it ended unpaid or its payment went back (both with the lookup as data)',
        body: SaveOrderPayResultBodySchema,
        response: { 200: envelope(CheckoutLookupSchema) },
      },
    },
    async (request) => ok(await service.confirm(request.body.csid)),
  );

  // The webhook reads its body as the bytes that were signed: its own JSON parser (raw text),
  // in a scope of its own so every other route keeps the usual one.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/stripe',
      {
        schema: {
          tags,
          summary:
            'Processor events (checkout.session.completed, .expired, .async_payment_failed), signed in Stripe’s Stripe-Signature format (5-minute tolerance; 400 webhookSignatureInvalid otherwise, nothing done); deduplicated by event id',
          headers: WebhookHeadersSchema,
          body: z.string().max(256 * 1024),
          response: { 200: envelope(WebhookReplySchema) },
        },
      },
      async (request) => {
        const webhook = new CheckoutWebhookService(ctx, request.log);
        return ok(await webhook.receive(request.body, request.headers['stripe-signature']));
      },
    );
  });

  if (hostedCheckout(ctx).kind === 'sandbox') {
    const deliver = webhookDelivery(app);
    await app.register(async (scope) => sandboxPageRoutes(scope, ctx, deliver));
    scheduleCheckoutSweep(app, ctx, deliver);
  }
}
