import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteOptions,
  preValidationHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ERRORS, findUnstorableText, type UnstorableText } from '@travel/contracts';

/** The marker fastify-type-provider-zod puts on its issues; errors.ts answers them as 400s. */
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

type Part = 'body' | 'querystring' | 'params' | 'headers';

/** One issue in the shape the zod validator produces, so the error handler needs no new case. */
function issueOf(found: UnstorableText) {
  const path = found.path.join('/');
  return {
    [ZOD_VALIDATION_ERROR]: true,
    keyword: 'invalid_format',
    instancePath: `/${path}`,
    schemaPath: `#/${path}/invalid_format`,
    message: found.message,
    params: {},
  };
}

/**
 * The zod validator with one rule in front of every schema: no string anywhere in the part
 * (values or keys, at any depth) holds a NUL character. PostgreSQL text cannot store one, so
 * without this every route that passes a string to SQL would answer it with a 500.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const found = findUnstorableText(data);
    if (found) return { error: [issueOf(found)] };
    return validate(data);
  };
};

/**
 * The parts of a route's requests no schema checks. A GET or HEAD has no body and a URL without
 * `:` or `*` no parameters, so most routes (flight search among them) get no extra hook at all.
 */
const partsOf = (route: RouteOptions): Part[] => {
  const schema = route.schema as (FastifySchema & { query?: unknown }) | undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const unchecked: Part[] = [];
  if (!schema?.body && methods.some((m) => !['GET', 'HEAD'].includes(m.toUpperCase())))
    unchecked.push('body');
  if (!schema?.querystring && !schema?.query) unchecked.push('querystring');
  if (!schema?.params && /[:*]/.test(route.url)) unchecked.push('params');
  return unchecked;
};

const dataOf = (request: FastifyRequest, part: Part): unknown =>
  part === 'querystring' ? request.query : request[part];

/** The same rule for request parts a route declares no schema for (so no route can forget). */
function unschemaGuard(parts: Part[]): preValidationHookHandler {
  return (request, _reply, done) => {
    for (const part of parts) {
      const found = findUnstorableText(dataOf(request, part));
      if (!found) continue;
      const error = Object.assign(new Error(ERRORS.parameterValidationFailed.msg), {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        validation: [issueOf(found)],
        validationContext: part,
      });
      done(error);
      return;
    }
    done();
  };
}

/** Installs the validator and the schema-less guard; call before any route is registered. */
export function registerInputGuard(app: FastifyInstance): void {
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    const parts = partsOf(route);
    if (parts.length === 0) return;
    const existing = route.preValidation;
    const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    route.preValidation = [unschemaGuard(parts), ...hooks];
  });
}
