import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  CurrentUserReplySchema,
  NullReplySchema,
  UpdateUserBodySchema,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { ok } from '../../lib/reply';
import { requireSignIn } from '../../plugins/auth';
import { changePassword, getCurrentUser, updateProfile } from './profile.service';

const tags = ['accounts'];
const security = [{ bearerAuth: [] }];

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/Account/CurrentUser',
    {
      preValidation: requireSignIn(),
      schema: {
        tags,
        security,
        summary: 'The signed-in user',
        response: { 200: CurrentUserReplySchema },
      },
    },
    async (request) => ok(await getCurrentUser(ctx, request.identity)),
  );

  r.post(
    '/api/Users',
    {
      preValidation: requireSignIn(),
      schema: {
        tags,
        security,
        summary: 'Update the profile (email and birthday are not editable)',
        body: UpdateUserBodySchema,
        response: { 200: CurrentUserReplySchema },
      },
    },
    async (request) => ok(await updateProfile(ctx, request.identity, request.body)),
  );

  r.post(
    '/api/Account/ChangePassword',
    {
      preValidation: requireSignIn(),
      schema: {
        tags,
        security,
        summary: 'Change the password (400 passwordIncorrect); other sign-ins end',
        body: ChangePasswordBodySchema,
        response: { 200: NullReplySchema },
      },
    },
    async (request) => {
      await changePassword(ctx, request.identity, request.body);
      return ok(null);
    },
  );
}
