import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { publishedDocument } from './openapi-document';

/** Where the readable documentation is served, under the service's prefix. */
export const API_REFERENCE_PATH = '/docs';

/**
 * Serves readable API documentation (Swagger UI, from the service itself: nothing from a CDN) of
 * the OpenAPI document at `/docs`, without credentials like the document itself, and with a
 * content security policy of its own: the page runs Swagger UI's script and styles, which the
 * portal's policy does not allow.
 */
export async function registerApiReference(instance: FastifyInstance): Promise<void> {
  await instance.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, public: true };
    });
    docs.addHook('onSend', async (_request, reply) => {
      reply.header(
        'content-security-policy',
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    });
    await docs.register(swaggerUi, {
      routePrefix: API_REFERENCE_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true },
      // The page shows the document exactly as `/openapi.json` publishes it.
      transformSpecification: (generated) => publishedDocument(generated) as typeof generated,
      transformSpecificationClone: true,
    });
  });
}
