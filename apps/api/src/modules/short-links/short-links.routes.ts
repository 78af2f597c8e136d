import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateShortLinkBodySchema,
  CreateShortLinkReplySchema,
  SHORT_LINK_BODY_LIMIT_BYTES,
  ShortLinkParamsSchema,
  ShortLinkReplySchema,
} from '@travel/contracts/short-links';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { createShortLink, getShortLink } from './short-links.service';
import { scheduleShortLinkSweep } from './short-links.sweep';

const tags = ['short links'];

export async function shortLinksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  scheduleShortLinkSweep(app, ctx);

  api.post(
    '/api/ShortLinks',
    {
      // An offer is a few KB; anything far bigger is refused (413) before it is parsed.
      bodyLimit: SHORT_LINK_BODY_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Share a flight offer: stores it for 30 days under an 8-character code (anyone; 429 operationFrequent per address)',
        body: CreateShortLinkBodySchema,
        response: { 200: CreateShortLinkReplySchema },
      },
    },
    async (request) => ok(await createShortLink(ctx, request.body, request.ip)),
  );

  api.get(
    '/api/ShortLinks/:code',
    {
      schema: {
        tags,
        summary: 'A shared link and its offer (404 notFound when unknown or expired)',
        params: ShortLinkParamsSchema,
        response: { 200: ShortLinkReplySchema },
      },
    },
    async (request) => ok(await getShortLink(ctx, request.params.code)),
  );
}
