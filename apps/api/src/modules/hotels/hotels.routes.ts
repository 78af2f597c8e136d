import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { orderCaller } from '../../lib/orders/access';
import {
  HotelAddressQuerySchema,
  HotelAddressReplySchema,
  HotelDetailQuerySchema,
  HotelDetailReplySchema,
  HotelReviewsQuerySchema,
  HotelReviewsReplySchema,
  HotelRuleBodySchema,
  HotelRuleReplySchema,
  HotelSearchBodySchema,
  HotelSearchReplySchema,
  MapTilesReplySchema,
} from '@travel/contracts/hotels';
import {
  HotelOrderBodySchema,
  HotelOrderDetailReplySchema,
  HotelOrderQuerySchema,
  HotelOrderReplySchema,
} from '@travel/contracts/hotel-orders';
import type { AppContext } from '../../app-context';
import { RequiredIdempotencyHeadersSchema, replyIdempotent } from '../../lib/idempotency';
import { commissionPercent } from '../../lib/pricing/commission';
import { referenceCatalog } from '../../lib/reference-catalog';
import { ok } from '../../lib/reply';
import { HotelAddressService } from './hotel-address.service';
import { HotelBookingService } from './hotel-booking.service';
import {
  HotelDetailService,
  type HotelDetailInput,
  type HotelReviewsInput,
  type HotelRuleInput,
} from './hotel-detail.service';
import { mapTilesOf } from './map-tiles';
import type { HotelOrderInput } from './hotel-order-rows';
import { HotelOrderService } from './hotel-order.service';
import { HotelSearchService, type HotelSearchInput } from './hotel-search.service';
import { throwIfInvalidHotelInput } from './hotel-validation';

/**
 * Hotels (spec part 2 §2, §3, §7; issue 4 §2). Schema failures are answered in the handlers
 * with the catalogue code of the part at fault (`invalidHotelSearch` for the stay and the
 * destination). Prices follow the room-night inventory and carry the signed-in agent's
 * commission, and bookings and orders are personal: no shared cache may keep any reply.
 */
export async function hotelsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const address = new HotelAddressService(referenceCatalog().catalog);
  const search = new HotelSearchService(ctx);
  const details = new HotelDetailService(ctx);
  const booking = new HotelBookingService(ctx);
  const orders = new HotelOrderService(ctx);
  const tags = ['hotels'];
  app.addHook('onSend', async (_request, reply, payload) => {
    // Every reply but the few that say otherwise (the map tiles' configuration).
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
    return payload;
  });
  const tiles = mapTilesOf(ctx.env);

  routes.get(
    '/api/hotel',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Address search: cities (type 1, value lng,lat) and airports (type 2, value code)',
        querystring: HotelAddressQuerySchema,
        response: { 200: HotelAddressReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(address.suggest(request.query.where));
    },
  );

  routes.post(
    '/api/SearchHotel',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Hotels around a city point or an airport for a stay: filtered, sorted, paged',
        body: HotelSearchBodySchema,
        response: { 200: HotelSearchReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(
        await search.search(
          request.body as HotelSearchInput,
          commissionPercent(request.identity.role),
        ),
      );
    },
  );

  routes.get(
    '/api/HotelDetail',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'One hotel with its rooms and the rates bookable for the stay (our path)',
        querystring: HotelDetailQuerySchema,
        response: { 200: HotelDetailReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(
        await details.detail(
          request.query as HotelDetailInput,
          commissionPercent(request.identity.role),
        ),
      );
    },
  );

  routes.get(
    '/api/HotelReviews',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "A page of a hotel's written reviews, newest stay first (our path)",
        querystring: HotelReviewsQuerySchema,
        response: { 200: HotelReviewsReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(await details.reviews(request.query as HotelReviewsInput));
    },
  );

  routes.get(
    '/api/MapTiles',
    {
      schema: {
        tags,
        summary:
          "The hotel maps' street tiles (MAP_TILE_URL, allowed by the pages' CSP) and their attribution; url null: offline map only",
        response: { 200: MapTilesReplySchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone until the server restarts with another MAP_TILE_URL.
      void reply.header('cache-control', 'public, max-age=300');
      return ok(tiles);
    },
  );

  routes.post(
    '/api/SearchHotelRuleNew',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: "The chosen room's rules, price per night, taxes and total for the stay",
        body: HotelRuleBodySchema,
        response: { 200: HotelRuleReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(
        await details.rule(
          request.body as HotelRuleInput,
          commissionPercent(request.identity.role),
        ),
      );
    },
  );

  routes.post(
    '/api/SaveOrderNew',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Book a room (room-nights held at once) and pay what is due now; 1059 on a new price, 1050 sold out',
        headers: RequiredIdempotencyHeadersSchema,
        body: HotelOrderBodySchema,
        response: { 200: HotelOrderReplySchema },
      },
    },
    async (request, reply) => {
      throwIfInvalidHotelInput(request);
      return replyIdempotent(
        ctx,
        request,
        reply,
        'hotel-book',
        (claim) =>
          booking.book(request.identity, request.body as HotelOrderInput, request.ip, claim),
        (stored) => booking.resume(stored),
      );
    },
  );

  routes.get(
    '/api/SearchHotelOrder',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'A hotel order: the owner or their agent, or a visitor with the booking email',
        querystring: HotelOrderQuerySchema,
        response: { 200: HotelOrderDetailReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidHotelInput(request);
      return ok(await orders.find(orderCaller(request), request.query));
    },
  );
}
