import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '@travel/db';
import type { AppContext } from './app-context';
import { ORDER_PRODUCTS } from './products';
import type { Env } from './plugins/env';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { requestLoggerFactory } from './plugins/request-logger';
import { registerSecurityHeaders } from './plugins/security';
import { serverOptions } from './plugins/server-options';
import { registerStaticSpa } from './plugins/static-spa';
import { pageHotelLookup } from './plugins/page-hotels';
import { pageTourHeaders, pageTourLookup } from './plugins/page-tours';
import { registerInventoryEvents } from './lib/inventory-events';
import { loggerOptions } from './lib/logger';
import { healthRoutes } from './modules/health/health.routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { mailRoutes } from './modules/mail/mail.routes';
import { frequentTravellersRoutes } from './modules/frequent-travellers/frequent-travellers.routes';
import { subusersRoutes } from './modules/subusers/subusers.routes';
import { agentClientsRoutes } from './modules/agent-clients/agent-clients.routes';
import { balanceRoutes } from './modules/balance/balance.routes';
import { placesRoutes } from './modules/places/places.routes';
import { shortLinksRoutes } from './modules/short-links/short-links.routes';
import { flightsRoutes } from './modules/flights/flights.routes';
import { seatServicesRoutes } from './modules/seat-services/seat-services.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { flightBookingRoutes } from './modules/flight-booking/flight-booking.routes';
import { exchangeRoutes } from './modules/exchange/exchange.routes';
import { hotelsRoutes } from './modules/hotels/hotels.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { toursRoutes } from './modules/tours/tours.routes';
import { tourOrdersRoutes } from './modules/tours/tour-orders.routes';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Built web app to serve; omitted in API tests. */
  webDist?: string | undefined;
  now?: () => Date;
  /** Where log lines go (stdout by default); tests read them. */
  logStream?: NodeJS.WritableStream;
}

/** The module list: each registers its routes with the shared context. */
const modules = [
  healthRoutes,
  accountsRoutes,
  subusersRoutes,
  agentClientsRoutes,
  balanceRoutes,
  frequentTravellersRoutes,
  mailRoutes,
  placesRoutes,
  shortLinksRoutes,
  flightsRoutes,
  seatServicesRoutes,
  ordersRoutes,
  flightBookingRoutes,
  exchangeRoutes,
  hotelsRoutes,
  checkoutRoutes,
  toursRoutes,
  tourOrdersRoutes,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const logger = loggerOptions(env.LOG_LEVEL, options.logStream);
  const app = Fastify({
    logger,
    // Each request's logger (with its id) is made when the request first writes a line.
    ...(logger ? { childLoggerFactory: requestLoggerFactory } : {}),
    bodyLimit: env.BODY_LIMIT_BYTES,
    ...serverOptions(env),
    // Graceful shutdown: close() stops accepting, finishes in-flight requests, then resolves.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  registerInputGuard(app);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    env,
    db: database.db,
    dbKind: database.kind,
    now: options.now ?? (() => new Date()),
    orderProducts: ORDER_PRODUCTS,
  };

  const pageFallback = options.webDist
    ? await registerStaticSpa(app, options.webDist, env, {
        hotels: pageHotelLookup(ctx),
        tours: pageTourLookup(ctx),
      })
    : undefined;
  // The tour headers are read once the app is ready (after the seeds, before listening), so the
  // first tour page already has its header.
  if (pageFallback) {
    app.addHook('onReady', async () => {
      void pageTourHeaders(ctx).reload();
    });
  }
  // After the web app's routes (served from their precompressed files), before every other.
  await registerCompression(app);
  registerErrorHandling(app, pageFallback);
  // Server time of every reply, read by `npm run bench` and visible in browser dev tools.
  // Timed here rather than with reply.elapsedTime, which stays 0 when logging is off.
  const startedAt = Symbol('startedAt');
  // Hooks that never wait take `done` rather than being async: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    (request as unknown as Record<symbol, bigint>)[startedAt] = process.hrtime.bigint();
    done();
  });
  // While shutting down, replies close their connection: a keep-alive socket that finished its
  // request after close() began would otherwise hold the shutdown until the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    const start = (request as unknown as Record<symbol, bigint | undefined>)[startedAt];
    if (start !== undefined) {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      void reply.header('server-timing', `app;dur=${ms.toFixed(3)}`);
    }
    done(null, payload);
  });
  registerSecurityHeaders(app, env);
  await registerOpenApi(app, env);
  registerAuth(app, ctx);
  registerInventoryEvents(app, database);
  for (const register of modules) {
    await app.register(async (scope) => register(scope, ctx));
  }
  return app;
}
