import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderCaller } from '../../lib/orders/access';
import {
  ReserveSeatsBodySchema,
  ReserveSeatsReplySchema,
  ReserveServicesBodySchema,
  ReserveServicesReplySchema,
  SeatMapReplySchema,
  SeatServicesQuerySchema,
  ServicesReplySchema,
} from '@travel/contracts/seat-services';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { getSeatMap } from './seat-map.service';
import { reserveSeats } from './reserve-seats.service';
import { getServices, reserveServices } from './services.service';

const tags = ['seats and extras'];
const access =
  ' Order awaiting payment only (1405 otherwise, 1506 past its deadline); the owner or their agent, or a visitor with the booking email (1404 unknown, 1503 not yours).';

/**
 * Seat maps and extra services of a flight order (spec part 2 §3–§5). Replies are per order
 * and per caller, so nothing here may be cached by a shared cache.
 */
export async function seatServicesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.get(
    '/api/Seatmap/order',
    {
      schema: {
        tags,
        summary: `Seat maps of every flight of an order, with prices and availability.${access}`,
        querystring: SeatServicesQuerySchema,
        response: { 200: SeatMapReplySchema },
      },
    },
    async (request) => ok(await getSeatMap(ctx, orderCaller(request), request.query)),
  );

  routes.get(
    '/api/Services',
    {
      schema: {
        tags,
        summary: `Extra services the order's flights sell to its passengers.${access}`,
        querystring: SeatServicesQuerySchema,
        response: { 200: ServicesReplySchema },
      },
    },
    async (request) => ok(await getServices(ctx, orderCaller(request), request.query)),
  );

  routes.post(
    '/api/ReserveSeats',
    {
      schema: {
        tags,
        summary: `Choose, change or give up seats per passenger and flight; adds priced seat lines to the order (409 seatSaveFailed when a seat is taken).${access}`,
        body: ReserveSeatsBodySchema,
        response: { 200: ReserveSeatsReplySchema },
      },
    },
    async (request) => ok(await reserveSeats(ctx, orderCaller(request), request.body)),
  );

  routes.post(
    '/api/ReserveServices',
    {
      schema: {
        tags,
        summary: `Replace the extra services of the listed passengers (an empty list clears them); adds priced service lines to the order.${access}`,
        body: ReserveServicesBodySchema,
        response: { 200: ReserveServicesReplySchema },
      },
    },
    async (request) => ok(await reserveServices(ctx, orderCaller(request), request.body)),
  );
}
