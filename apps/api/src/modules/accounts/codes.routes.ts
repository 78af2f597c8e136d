import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  NullReplySchema,
  ResetPasswordBodySchema,
  SendCodeBodySchema,
  SendCodeReplySchema,
  VerifyCodeBodySchema,
  VerifyCodeReplySchema,
} from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/reply';
import { sendCode } from './codes.service';
import { resetPassword, verifyCodeForClient } from './password-reset.service';

const tags = ['accounts'];

/**
 * The spec has its own messages for the code field ("code required", "code format error"), so
 * when the code is the only bad field the reply names it instead of the generic 1401.
 */
function codeFieldError(error: FastifyError, body: unknown): Error {
  if (!hasZodFastifySchemaValidationErrors(error)) return error;
  if (error.validation.some((issue) => issue.instancePath !== '/code')) return error;
  const code = (body as { code?: unknown } | null)?.code;
  const missing = code === undefined || code === null || String(code).trim() === '';
  return new AppError(missing ? 'codeRequired' : 'codeFormatError');
}

export async function codeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Account/SendMailVerificationCode',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit code (reset: registered emails only; 429 operationFrequent)',
        body: SendCodeBodySchema,
        response: { 200: SendCodeReplySchema },
      },
    },
    async (request) => ok(await sendCode(ctx, request.body, request.ip)),
  );

  r.post(
    '/api/Account/VerifyMailVerificationCode',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Check a code (codeWrong, codeExpired, codeLocked); reset yields a resetToken',
        body: VerifyCodeBodySchema,
        response: { 200: VerifyCodeReplySchema },
      },
    },
    async (request) => {
      if (request.validationError) {
        throw codeFieldError(request.validationError as FastifyError, request.body);
      }
      return ok(await verifyCodeForClient(ctx, request.body));
    },
  );

  r.post(
    '/api/Account/ResetPassword',
    {
      schema: {
        tags,
        summary: 'Set a new password with a resetToken; every sign-in ends (400 verifyFailed)',
        body: ResetPasswordBodySchema,
        response: { 200: NullReplySchema },
      },
    },
    async (request) => {
      await resetPassword(ctx, request.body);
      return ok(null);
    },
  );
}
