import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AirlineParamsSchema,
  AirlineReplySchema,
  AirlinesQuerySchema,
  AirlinesReplySchema,
  CurrencyRatesReplySchema,
} from '@travel/contracts/places';
import { ok } from '../../lib/reply';
import type { AirlinesService } from './airlines.service';
import type { CurrencyService } from './currency.service';

export function airlinesAndCurrencyRoutes(
  app: FastifyInstance,
  services: { airlines: AirlinesService; currency: CurrencyService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { airlines, currency } = services;

  routes.get(
    '/api/Airlines',
    {
      schema: {
        tags: ['places'],
        summary: 'Current airlines with their home city where known',
        querystring: AirlinesQuerySchema,
        response: { 200: AirlinesReplySchema },
      },
    },
    async (request) => {
      return ok(airlines.list(request.query.lan));
    },
  );

  routes.get(
    '/api/Airlines/:airlineCode',
    {
      schema: {
        tags: ['places'],
        summary: 'One airline by IATA code',
        params: AirlineParamsSchema,
        querystring: AirlinesQuerySchema,
        response: { 200: AirlineReplySchema },
      },
    },
    async (request) => {
      const airline = airlines.one(request.params.airlineCode, request.query.lan);
      return ok(airline);
    },
  );

  routes.get(
    '/api/CurrencyConverter',
    {
      schema: {
        tags: ['places'],
        summary: 'Exchange rates: units of each currency per 1 USD, and their date',
        response: { 200: CurrencyRatesReplySchema },
      },
    },
    async (_request, reply) => {
      const rates = await currency.current();
      // Short: a refreshed table should reach browsers within minutes.
      void reply.header('cache-control', 'public, max-age=300');
      return ok(rates);
    },
  );
}
