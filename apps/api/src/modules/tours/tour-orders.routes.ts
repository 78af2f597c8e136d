import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CruiseOrderListQuerySchema,
  CruiseOrderListReplySchema,
  FinanceReceivableQuerySchema,
  FinanceReceivableReplySchema,
  GetSubagentQuerySchema,
  GetSubagentReplySchema,
  PriceCruiseDetailBodySchema,
  PriceCruiseDetailReplySchema,
  SaveOrderBodySchema,
  SaveOrderCruiseBodySchema,
  SaveOrderReplySchema,
  SearchTourByPzhQuerySchema,
  SearchTourByPzhReplySchema,
  TourOrderListQuerySchema,
  TourOrderListReplySchema,
} from '@travel/contracts/tour-orders';
import type { AppContext } from '../../app-context';
import { SUCCESS_CODE } from '@travel/contracts';
import {
  RequiredIdempotencyHeadersSchema,
  idempotencyScope,
  runIdempotent,
} from '../../lib/idempotency';
import { requireSignIn } from '../../plugins/auth';
import { TourBookingService, type TourOrderInput } from './tour-booking.service';
import { scheduleTourConfirmations } from './tour-confirmation.job';
import { TourOrderListService } from './tour-order-list.service';
import { CruisePriceService } from './cruise-price.service';
import { payBalanceRoutes } from './pay-balance.routes';
import { throwIfInvalidTourInput, tourOk } from './tour-reply';

/**
 * Tour and cruise orders (spec part 2 §7; issue 14 §2, §4): booking, the cruise price, the
 * account's order lists, an agent's sub-agents and receivables, a tour by its code. Payment is
 * the hosted checkout (modules/checkout), the order detail and cancel the shared order calls
 * (modules/orders), through the registry. Bad input is 400 'parameter error', nothing written.
 */
export async function tourOrdersRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const booking = new TourBookingService(ctx);
  const lists = new TourOrderListService(ctx);
  const cruisePrices = new CruisePriceService(ctx);
  const tags = ['tours'];
  const input = { attachValidation: true } as const;
  scheduleTourConfirmations(app, ctx);
  await payBalanceRoutes(app, ctx);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  for (const [path, product, body] of [
    ['/api/SaveOrder', 'tour', SaveOrderBodySchema],
    ['/api/SaveOrderCruise', 'cruise', SaveOrderCruiseBodySchema],
  ] as const) {
    routes.post(
      path,
      {
        ...input,
        schema: {
          tags,
          summary: `Book a ${product}: re-priced, places held, order awaiting payment for 30 minutes (pay with PayStripe); reply strGuid = the order number`,
          headers: RequiredIdempotencyHeadersSchema,
          body,
          response: { 200: SaveOrderReplySchema },
        },
      },
      async (request, reply) => {
        throwIfInvalidTourInput(request);
        // The machinery stores `ok(data)`; the tour calls answer success with code 1000.
        const stored = await runIdempotent(
          ctx,
          {
            scope: idempotencyScope(ctx, `${product}-book`, request.identity, {
              ip: request.ip,
              body: request.body,
            }),
            key: String(request.headers['idempotency-key']).trim(),
            body: request.body,
          },
          (claim) =>
            booking.book(
              product,
              request.identity,
              request.body as TourOrderInput,
              request.ip,
              claim,
            ),
          { resume: (saved) => booking.resume(saved) },
        );
        return (reply as FastifyReply).status(stored.statusCode).send(asTourReply(stored.body));
      },
    );
  }

  routes.post(
    '/api/PriceCruiseDetail',
    {
      ...input,
      schema: {
        tags,
        summary:
          'A cabin category and cabins of one cruise departure priced now for the caller (lines, charges, deposit, due now)',
        body: PriceCruiseDetailBodySchema,
        response: { 200: PriceCruiseDetailReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await cruisePrices.price(request.identity, request.body));
    },
  );

  for (const [path, schema, reply] of [
    ['/api/OrderList', TourOrderListQuerySchema, TourOrderListReplySchema],
    ['/api/CustomizeCruiseOrderList', CruiseOrderListQuerySchema, CruiseOrderListReplySchema],
  ] as const) {
    routes.get(
      path,
      {
        ...input,
        preHandler: requireSignIn(),
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'The caller’s tour or cruise orders (agents: also their sub-agents’) by tab',
          querystring: schema,
          response: { 200: reply },
        },
      },
      async (request) => {
        throwIfInvalidTourInput(request);
        const query = request.query as { kind?: 'tour' | 'cruise' };
        const kind = path === '/api/OrderList' ? (query.kind ?? 'tour') : 'cruise';
        return tourOk(
          await lists.list(request.identity, {
            ...(request.query as Omit<Parameters<typeof lists.list>[1], 'kind'>),
            kind,
          }),
        );
      },
    );
  }

  routes.get(
    '/api/GetSubagent',
    {
      ...input,
      preHandler: requireSignIn(),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'An agent’s sub-agents (reply subagents); others 403 Fetch sub agent list failed!',
        querystring: GetSubagentQuerySchema,
        response: { 200: GetSubagentReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await lists.subagents(request.identity));
    },
  );

  routes.get(
    '/api/FinanceReceivable',
    {
      ...input,
      preHandler: requireSignIn(),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'An agent’s receivables: its and its sub-agents’ tour and cruise orders',
        querystring: FinanceReceivableQuerySchema,
        response: { 200: FinanceReceivableReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await lists.receivables(request.identity, request.query));
    },
  );

  routes.get(
    '/api/SearchTourByPZH',
    {
      ...input,
      schema: {
        tags,
        summary: 'A tour or cruise by its product code (TourCode), or No tour found',
        querystring: SearchTourByPzhQuerySchema,
        response: { 200: SearchTourByPzhReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await lists.byCode(request.query.TourCode));
    },
  );
}

/** A stored success reply (`ok(data)`, code 0) in the tour envelope; failures as stored. */
function asTourReply(body: unknown): unknown {
  const stored = body as { code?: unknown; data?: unknown } | null;
  return stored?.code === SUCCESS_CODE ? tourOk(stored.data) : body;
}
