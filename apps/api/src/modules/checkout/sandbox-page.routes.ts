import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS } from '@travel/contracts';
import { CheckoutSessionIdSchema, SandboxCardFormSchema } from '@travel/contracts/checkout';
import type { AppContext } from '../../app-context';
import { SANDBOX_PAGE_CSP, renderSandboxPage } from '../../lib/payments/checkout/sandbox-page';
import {
  paySandboxSession,
  type SandboxPayMethod,
} from '../../lib/payments/checkout/sandbox-payments';
import {
  deliverSandboxEvents,
  type WebhookDelivery,
} from '../../lib/payments/checkout/sandbox-outbox';
import {
  findSandboxSession,
  type SandboxSessionRow,
} from '../../lib/payments/checkout/sandbox-session';
import { CARD_FAILURES, cardDetailsOf } from '../../lib/payments/pay-order';

/**
 * The sandbox hosted checkout's pages (no Stripe key): the payment page of a session and the
 * two things it posts, the card form and the WeChat Pay confirmation. On a payment the event
 * is delivered to our webhook at once (see `webhookDelivery`) and the traveller is sent to the
 * session's success URL; should the delivery fail, the outbox retries it (checkout-sweep.ts).
 * The card number is in the card form's body only: passed to the sandbox card processor in
 * memory and dropped (request bodies are never logged: lib/logger.ts).
 */

const SessionParamsSchema = z.object({ id: CheckoutSessionIdSchema });

/** The form's own small bodies: a card form is well under 1 KiB. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The sandbox delivers its events with Fastify's `inject` into this same app: the full route
 * (raw body, signature check, deduplication) runs as for a real POST, with no dependency on
 * the address the server listens on (PUBLIC_URL may be a proxy the server cannot reach).
 */
export function webhookDelivery(app: FastifyInstance): WebhookDelivery {
  return async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    return response.statusCode;
  };
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', SANDBOX_PAGE_CSP)
    .header('cache-control', 'no-store')
    .send(html);
}

const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Payment page not found · Travel Outlet</title></head><body><main><h1>Payment page not found</h1><p>This payment link is not valid. Go back to your booking to pay.</p><p><a href="/">Travel Outlet</a></p></main></body></html>`;

export async function sandboxPageRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  deliver: WebhookDelivery,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const tags = ['checkout'];
  const leaseMs = ctx.env.ORDER_RECOVERY_LEASE_SECONDS * 1000;

  const page = (
    reply: FastifyReply,
    row: SandboxSessionRow | null,
    status = 200,
    error?: string,
  ) =>
    row
      ? sendPage(reply, status, renderSandboxPage(row, { error, now: ctx.now() }))
      : sendPage(reply, 404, NOT_FOUND_PAGE);

  /** Pays, delivers the event and sends the traveller back; or shows why not. */
  const pay = async (reply: FastifyReply, id: string, method: SandboxPayMethod) => {
    const now = ctx.now();
    const result = await paySandboxSession(ctx.db, id, method, now, leaseMs);
    if (result.kind === 'paid') {
      await deliverSandboxEvents(ctx.db, now, deliver, [result.eventId]);
      return reply.redirect(result.row.successUrl, 303);
    }
    if (result.kind === 'refused') {
      const { key, msg } = CARD_FAILURES[result.failure];
      const entry = ERRORS[key];
      return page(reply, result.row, entry.status, `Payment refused: ${msg ?? entry.msg}.`);
    }
    // Expired, paid meanwhile, or being paid: the page says which.
    return result.row ? reply.redirect(`/sandbox-checkout/${id}`, 303) : page(reply, null);
  };

  routes.get(
    '/sandbox-checkout/:id',
    {
      schema: {
        tags,
        summary: 'Sandbox hosted checkout page (HTML): card form, WeChat Pay QR code, cancel link',
        params: SessionParamsSchema,
      },
    },
    async (request, reply) => page(reply, await findSandboxSession(ctx.db, request.params.id)),
  );

  routes.post(
    '/sandbox-checkout/:id/card',
    {
      schema: {
        tags,
        summary:
          'Sandbox checkout card form (form-encoded): charges the sandbox card processor, then 303 to the success URL',
        params: SessionParamsSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findSandboxSession(ctx.db, id);
      if (!row?.paymentMethodTypes.includes('card')) return page(reply, row, 400);
      const form = SandboxCardFormSchema.safeParse(request.body);
      if (!form.success) {
        const fields = [...new Set(form.error.issues.map((issue) => String(issue.path[0])))];
        return page(reply, row, 400, `Check the card details: ${fields.join(', ')}.`);
      }
      const card = cardDetailsOf({
        ...form.data,
        issuingBank: '',
        bankTollFree: '',
        relationship: 'Self',
        cardholderPhone: '',
        billingAddress: '',
        city: '',
        state: '',
        country: '',
        postCode: '',
      });
      return pay(reply, id, { kind: 'card', card });
    },
  );

  routes.post(
    '/sandbox-checkout/:id/wechat',
    {
      schema: {
        tags,
        summary:
          'Sandbox checkout WeChat Pay confirmation ("I have paid in WeChat"), then 303 to the success URL',
        params: SessionParamsSchema,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findSandboxSession(ctx.db, id);
      if (!row?.paymentMethodTypes.includes('wechat_pay')) return page(reply, row, 400);
      return pay(reply, id, { kind: 'wechat_pay' });
    },
  );
}
