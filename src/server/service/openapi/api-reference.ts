import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

/** Where the readable documentation is served, under the service's prefix. */
export const API_REFERENCE_PATH = '/docs';

/**
 * Serves readable API documentation (Scalar) of the OpenAPI document at `/docs`, without
 * credentials like the document itself, and with a content security policy of its own: the page
 * runs Scalar's script and styles, which the portal's policy does not allow.
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
          "script-src 'self' 'unsafe-inline'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    });
    await docs.register(scalarApiReference, {
      routePrefix: API_REFERENCE_PATH,
      configuration: {
        url: `${instance.prefix}/openapi.json`,
        title: 'Partner financing service',
        // Everything from the service itself: no fonts or scripts from a CDN.
        withDefaultFonts: false,
      },
    });
  });
}
