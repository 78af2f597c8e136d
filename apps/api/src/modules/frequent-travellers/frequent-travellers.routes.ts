import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeleteFrequentTravellerReplySchema,
  FrequentTravellerIdParamsSchema,
  FrequentTravellerListQuerySchema,
  FrequentTravellerListReplySchema,
  FrequentTravellerReplySchema,
  SaveFrequentTravellerBodySchema,
} from '@travel/contracts/frequent-travellers';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireSignIn } from '../../plugins/auth';
import { deleteTraveller, listTravellers, saveTraveller } from './frequent-travellers.service';

/** Signed-out visitors get 401 `unlogin` "You do not have permission to access this data." */
const signedIn = requireSignIn('unlogin');

export async function frequentTravellersRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['accounts'], security: [{ bearerAuth: [] }] };

  api.get(
    '/api/FrequentlyUsers',
    {
      preHandler: signedIn,
      schema: {
        ...common,
        summary: "The signed-in user's saved travellers (with `includeSelf=true`, the user first)",
        querystring: FrequentTravellerListQuerySchema,
        response: { 200: FrequentTravellerListReplySchema },
      },
    },
    async (request) =>
      ok(await listTravellers(ctx, request.identity.userId, request.query.includeSelf === 'true')),
  );

  api.post(
    '/api/FrequentlyUsers',
    {
      preHandler: signedIn,
      schema: {
        ...common,
        summary: 'Add a saved traveller, or update one when `id` is given',
        body: SaveFrequentTravellerBodySchema,
        response: { 200: FrequentTravellerReplySchema },
      },
    },
    async (request) => ok(await saveTraveller(ctx, request.identity.userId, request.body)),
  );

  api.delete(
    '/api/FrequentlyUsers/:id',
    {
      preHandler: signedIn,
      schema: {
        ...common,
        summary: 'Delete a saved traveller',
        params: FrequentTravellerIdParamsSchema,
        response: { 200: DeleteFrequentTravellerReplySchema },
      },
    },
    async (request) => {
      await deleteTraveller(ctx, request.identity.userId, request.params.id);
      return ok(null);
    },
  );
}
