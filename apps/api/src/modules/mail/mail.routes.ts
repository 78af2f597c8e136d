import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MailboxIdParamsSchema,
  MailboxListReplySchema,
  MailboxMessageReplySchema,
  MailboxQuerySchema,
  ManageBookingBodySchema,
  ManageBookingReplySchema,
  UnsubscribeQuerySchema,
  UnsubscribeReplySchema,
} from '@travel/contracts/mail';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { isLocalRequest } from '../../lib/local-request';
import {
  getMailboxMessage,
  listMailbox,
  mailboxOpenTo,
  openManageLink,
  unsubscribe,
} from './mail.service';

export async function mailRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/Mails/UnSubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'Stop mail to an address (mail the person asks for still goes)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeReplySchema },
      },
    },
    async (request) => {
      await unsubscribe(ctx, request.query);
      return ok(null);
    },
  );

  // The "Manage booking" link of order mails: the token in the body (the link keeps it in the
  // URL fragment), the reply personal (the booking email), so never cached.
  api.post(
    '/api/Mails/ManageBooking',
    {
      schema: {
        tags: ['mail'],
        summary:
          "Open the order an order mail's Manage booking link names: the owner signed in, or a visitor with the booking email (403 manageLinkInvalid, 410 manageLinkExpired)",
        body: ManageBookingBodySchema,
        response: { 200: ManageBookingReplySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(await openManageLink(ctx, request.identity, request.body.token));
    },
  );

  // The mailbox shows verification codes: it answers 404 unless it is the local demo mailbox
  // and the request comes from this machine (or MAILBOX_PUBLIC=true); checked on request,
  // before input validation, so a closed mailbox looks absent to every request; its replies
  // are never cached.
  const localMailboxOnly: onRequestAsyncHookHandler = async (request, reply) => {
    if (!mailboxOpenTo(ctx.env, isLocalRequest(request))) throw new AppError('notFound');
    void reply.header('cache-control', 'no-store');
  };

  // The page too: to anyone the mailbox does not answer, /mailbox is a 404 like a path that
  // does not exist (the app shell still comes, and says the mailbox is not available); to the
  // machine itself it is served like every other page.
  app.get('/mailbox', { schema: { hide: true } }, (request, reply) => {
    if (!mailboxOpenTo(ctx.env, isLocalRequest(request))) void reply.code(404);
    reply.callNotFound();
  });

  api.get(
    '/api/Mailbox',
    {
      onRequest: localMailboxOnly,
      schema: {
        tags: ['mail'],
        summary: 'Local mailbox: what was sent, newest first (not in production, not with SMTP)',
        querystring: MailboxQuerySchema,
        response: { 200: MailboxListReplySchema },
      },
    },
    async (request) => ok(await listMailbox(ctx, request.query)),
  );

  api.get(
    '/api/Mailbox/:id',
    {
      onRequest: localMailboxOnly,
      schema: {
        tags: ['mail'],
        summary: 'Local mailbox: one message',
        params: MailboxIdParamsSchema,
        response: { 200: MailboxMessageReplySchema },
      },
    },
    async (request) => ok(await getMailboxMessage(ctx, request.params.id)),
  );
}
