import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AirportLookupQuerySchema,
  AirportLookupReplySchema,
  AirportSearchQuerySchema,
  AirportSearchReplySchema,
  GeonamesQuerySchema,
  GeonamesReplySchema,
  RecommendedQuerySchema,
  RecommendedReplySchema,
} from '@travel/contracts/places';
import { ReferenceReplyCache } from '../../lib/reference-reply-cache';
import { ok } from '../../lib/reply';
import type { AirportsService } from './airports.service';

export function airportsRoutes(app: FastifyInstance, airports: AirportsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Autocomplete answers the same prefixes all day: each reply is compressed once.
  const suggestions = new ReferenceReplyCache();

  routes.get(
    '/airticket/v1/airport.aspx',
    {
      schema: {
        tags: ['places'],
        summary: 'Airport lookup: "(CODE) name, city, country" strings (legacy form)',
        querystring: AirportLookupQuerySchema,
        response: { 200: AirportLookupReplySchema },
      },
    },
    async (request) => {
      return ok(airports.lookup(request.query.string, request.query.lan));
    },
  );

  routes.get(
    '/api/Airports/Search',
    {
      schema: {
        tags: ['places'],
        summary: 'Airport and metro-area autocomplete (at most 10)',
        querystring: AirportSearchQuerySchema,
        response: { 200: AirportSearchReplySchema },
      },
    },
    (request, reply) => {
      const { q, lan } = request.query;
      suggestions.send(request, reply, `${lan ?? ''}|${q}`, () => ok(airports.suggest(q, lan)));
    },
  );

  routes.get(
    '/api/Airports/Recommended',
    {
      schema: {
        tags: ['places'],
        summary: 'Airports offered before the user types',
        querystring: RecommendedQuerySchema,
        response: { 200: RecommendedReplySchema },
      },
    },
    async (request) => {
      return ok(airports.recommended(request.query.lan));
    },
  );

  routes.get(
    '/api/Geonames',
    {
      schema: {
        tags: ['places'],
        summary: 'Airports nearest to a point, by great-circle distance',
        querystring: GeonamesQuerySchema,
        response: { 200: GeonamesReplySchema },
      },
    },
    async (request) => {
      const { lat, lon, limit, lan } = request.query;
      return ok(airports.nearby(lat, lon, limit, lan));
    },
  );
}
