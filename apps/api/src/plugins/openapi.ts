import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './env';

/** API docs are served outside production, and in production only when API_DOCS=true. */
export const apiDocsEnabled = (env: Pick<Config, 'API_DOCS' | 'NODE_ENV'>): boolean =>
  env.API_DOCS ?? env.NODE_ENV !== 'production';

/**
 * OpenAPI generated from the same zod contracts the routes validate with; UI at /api/docs.
 * When the docs are off nothing is registered, so /api/docs and /api/docs/json are plain 404s.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  env: Pick<Config, 'API_DOCS' | 'NODE_ENV'>,
): Promise<void> {
  if (!apiDocsEnabled(env)) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'travel-outlet API',
        description:
          'Every reply is `{code, msg, data}`: code 0 and msg "success" on success, a catalogue code otherwise.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
