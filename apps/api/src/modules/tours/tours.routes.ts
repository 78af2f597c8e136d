import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SearchTourBodySchema,
  TourListBodySchema,
  TourListQuerySchema,
  TourListReplySchema,
  TourMonthsQuerySchema,
  TourMonthsReplySchema,
  TourPageReplySchema,
  type TourSearchCondition,
} from '@travel/contracts/tours';
import {
  RoomDataQuerySchema,
  RoomDataReplySchema,
  TourDetailBodySchema,
  TourDetailReplySchema,
  TourPdfParamsSchema,
  TourPdfQuerySchema,
} from '@travel/contracts/tours-detail';
import {
  CruiseDetailQuerySchema,
  CruiseDetailReplySchema,
  CruiseSearchQuerySchema,
  CruiseSearchReplySchema,
  ListCruiseQuerySchema,
  ListCruiseReplySchema,
} from '@travel/contracts/tours-cruise';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { PICTURE_KEY, drawTourPicture } from './tour-picture';
import { buyerOf } from './tour-prices';
import { throwIfInvalidTourInput, tourOk } from './tour-reply';
import { TourDetailService } from './tour-detail.service';
import { TourPdfService } from './tour-pdf.service';
import { TourPriceService } from './tour-price.service';
import { PriceTourBodySchema, PriceTourReplySchema } from '@travel/contracts/tours-price';
import { TourSearchService } from './tour-search.service';

/**
 * Tours and cruises, the read-only calls (spec part 2 §7; issue 14 §2). Every call takes `Lan`;
 * prices are the caller's (agents and sub-agents by their token), so no shared cache may keep
 * a reply. Bad input is 400 'parameter error'; the spec's failure texts come from TOUR_FAILURE.
 */
export async function toursRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const search = new TourSearchService(ctx);
  const details = new TourDetailService(ctx);
  const prices = new TourPriceService(ctx);
  const pdfs = new TourPdfService(ctx);
  const tags = ['tours'];
  const input = { attachValidation: true } as const;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
    return payload;
  });

  routes.get(
    '/api/list',
    {
      ...input,
      schema: {
        tags,
        summary: "Destination tree (type 'a'): regions with their areas, reply world",
        querystring: TourListQuerySchema,
        response: { 200: TourListReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk({ world: await search.world(request.query.kind, request.query.Lan) });
    },
  );

  routes.get(
    '/api/ValidMonths',
    {
      ...input,
      schema: {
        tags,
        summary: 'Months (YYYY-MM) with a departure on sale for a destination (our path)',
        querystring: TourMonthsQuerySchema,
        response: { 200: TourMonthsReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await search.months(request.query));
    },
  );

  routes.post(
    '/api/tourlist',
    {
      ...input,
      schema: {
        tags,
        summary: 'Tours of a destination and month: sorted, filtered, paged (reply Tours)',
        body: TourListBodySchema,
        response: { 200: TourPageReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const condition = request.body as TourSearchCondition;
      const { Lan } = request.body;
      return tourOk(await search.list(condition, buyerOf(request.identity.role), Lan));
    },
  );

  routes.post(
    '/api/SearchTour',
    {
      ...input,
      schema: {
        tags,
        summary: 'Tours by SearchCondition (destination or keyword, month, filters, page)',
        body: SearchTourBodySchema,
        response: { 200: TourPageReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const { SearchCondition, Lan } = request.body;
      return tourOk(await search.list(SearchCondition, buyerOf(request.identity.role), Lan));
    },
  );

  routes.post(
    '/api/tourdetail',
    {
      ...input,
      schema: {
        tags,
        summary: 'TourInfo: intro, itinerary by day, departures with prices and places left',
        body: TourDetailBodySchema,
        response: { 200: TourDetailReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const { tourid, Lan } = request.body;
      return tourOk(await details.detail(tourid, Lan, buyerOf(request.identity.role)));
    },
  );

  routes.get(
    '/api/roomData',
    {
      ...input,
      schema: {
        tags,
        summary: 'Room settings of one departure: limits, capacity and room/price options',
        querystring: RoomDataQuerySchema,
        response: { 200: RoomDataReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const { tourid, cttq, Lan } = request.query;
      return tourOk(await details.roomData(tourid, cttq, Lan, buyerOf(request.identity.role)));
    },
  );

  routes.post(
    '/api/PriceTour',
    {
      ...input,
      schema: {
        tags,
        summary: 'Rooms of one departure priced now (roomlist, totalprice), or Check price failed',
        body: PriceTourBodySchema,
        response: { 200: PriceTourReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await prices.price(request.body, buyerOf(request.identity.role)));
    },
  );

  routes.get(
    '/api/ListCurise',
    {
      ...input,
      schema: {
        tags,
        summary: 'Cruise promotions: the newest cruises on sale (the spec spells it Curise)',
        querystring: ListCruiseQuerySchema,
        response: { 200: ListCruiseReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      return tourOk(await search.cruisePromotions(request.query.top, request.query.Lan));
    },
  );

  routes.get(
    '/api/CustomizeCruiseSearch',
    {
      ...input,
      schema: {
        tags,
        summary: 'Cruises of a destination and month: sorted, filtered, paged (reply Tours)',
        querystring: CruiseSearchQuerySchema,
        response: { 200: CruiseSearchReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const { Lan, ...condition } = request.query;
      return tourOk(
        await search.list({ ...condition, kind: 'cruise' }, buyerOf(request.identity.role), Lan),
      );
    },
  );

  routes.get(
    '/api/CustomizeCruiseDetail',
    {
      ...input,
      schema: {
        tags,
        summary: 'A cruise: TourInfo with its ship, cabin categories, port charges and gratuities',
        querystring: CruiseDetailQuerySchema,
        response: { 200: CruiseDetailReplySchema },
      },
    },
    async (request) => {
      throwIfInvalidTourInput(request);
      const { id, Lan } = request.query;
      return tourOk(await details.detail(id, Lan, buyerOf(request.identity.role), 'cruise'));
    },
  );

  // The drawn picture of a tour or cruise (TourImage): the same key always draws the same
  // scene, so browsers and proxies may keep it for a year.
  routes.get(
    '/api/TourPicture/:file',
    {
      schema: {
        tags,
        summary: 'Drawn picture (SVG) of a tour or cruise, as TourImage names it',
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.svg$/, '');
      if (!PICTURE_KEY.test(key)) throw new AppError('noData');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(drawTourPicture(key));
    },
  );

  // The itinerary PDF at public prices, the same for every caller: shared caches may keep it
  // for an hour (availability in it is as of its issue day, as it says).
  routes.get(
    '/api/TourPDF/:file',
    {
      ...input,
      schema: {
        tags,
        summary: 'Itinerary PDF of a tour or cruise in Lan EN, ZH or TW (TourPDF of TourInfo)',
        params: TourPdfParamsSchema,
        querystring: TourPdfQuerySchema,
      },
    },
    async (request, reply) => {
      throwIfInvalidTourInput(request);
      const tourId = request.params.file.replace(/\.pdf$/, '');
      const { code, pdf } = await pdfs.pdf(tourId, request.query.Lan, request.ip);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${code}.pdf"`)
        .header('cache-control', 'public, max-age=3600')
        .send(pdf);
    },
  );
}
