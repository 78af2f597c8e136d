import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey, type ValidationIssue } from '@travel/contracts';
import { isAppError } from '../lib/app-error';
import type { PageFallback } from './static-spa';

interface ErrorBody {
  code: number | string;
  msg: string;
  data: Record<string, unknown> | null;
}

const body = (key: ErrorKey, extra?: Partial<ErrorBody>): ErrorBody => ({
  code: ERRORS[key].code,
  msg: extra?.msg ?? ERRORS[key].msg,
  data: extra?.data ?? null,
});

/** Fastify's own client errors, by their code, to catalogue entries. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'parameterValidationFailed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'parameterValidationFailed',
  FST_ERR_CTP_INVALID_JSON_BODY: 'parameterValidationFailed',
  FST_ERR_VALIDATION: 'parameterValidationFailed',
};

/** The field issues of a schema failure (`body.contact.email: required`). */
export function issuesOf(error: FastifyError): ValidationIssue[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((v) => {
    const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [error.validationContext, where].filter(Boolean).join('.');
    return { path: field, message: v.message ?? 'invalid' };
  });
}

/**
 * One error handler for the whole API: catalogue errors keep their code and status, invalid
 * input is a 400 with field issues, and anything unexpected is logged and answered with a
 * generic 500 that carries no stack trace, SQL or internal message.
 */
export function registerErrorHandling(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.headers) void reply.headers(error.headers);
      // A 429 thrown without `rateLimitError` still says when to come back.
      if (error.status === 429 && !reply.hasHeader('retry-after')) {
        void reply.header('retry-after', '60');
      }
      const data: Record<string, unknown> | null =
        error.issues || error.data ? { ...error.data, issues: error.issues } : null;
      return reply
        .status(error.status)
        .send({ code: error.code, msg: error.message, data } satisfies ErrorBody);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = issuesOf(error);
      const first = issues[0];
      const msg = first
        ? `${ERRORS.parameterValidationFailed.msg}: ${first.path} ${first.message}`
        : ERRORS.parameterValidationFailed.msg;
      return reply.status(400).send(body('parameterValidationFailed', { msg, data: { issues } }));
    }

    if (error.statusCode === 429) {
      // Every 429 tells the client when to come back (issue 9); a plugin may have set it.
      if (!reply.hasHeader('retry-after')) void reply.header('retry-after', '60');
      return reply.status(429).send(body('operationFrequent'));
    }

    const mapped = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (mapped) {
      return reply.status(ERRORS[mapped].status).send(body(mapped));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(body('parameterValidationFailed'));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('systemError'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (pageFallback?.(request, reply)) return reply;
    return reply.status(404).send(body('notFound'));
  });
}
