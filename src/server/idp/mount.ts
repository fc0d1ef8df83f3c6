import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { rememberClientAddress } from './client-address';
import { inProviderRequest } from './request-context';

const PROVIDER_METHODS = ['GET', 'POST', 'OPTIONS', 'DELETE', 'PUT'] as const;

/**
 * Hands every request under the plugin's prefix that no more specific route claims to
 * oidc-provider (a Koa app): the URL is rewritten to the path below the prefix for the call and
 * restored after it, and the reply is hijacked so Fastify sends nothing of its own.
 *
 * Registered in a scope of its own: there Fastify parses no bodies, because oidc-provider reads
 * the raw stream itself (with its own size limit) and a consumed stream would reach it empty.
 */
export function mountProvider(scope: FastifyInstance, provider: Provider): void {
  const callback = provider.callback();
  const prefix = scope.prefix;

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => {
    done(null, undefined);
  });

  scope.route({
    method: [...PROVIDER_METHODS],
    url: '/*',
    handler: async (request, reply) => {
      const raw = request.raw;
      const url = raw.url ?? '/';
      if (!url.startsWith(prefix)) {
        reply.callNotFound();
        return;
      }

      reply.hijack();
      rememberClientAddress(raw, request.ip);
      const below = url.slice(prefix.length);
      raw.url = below.startsWith('/') ? below : `/${below}`;
      try {
        await inProviderRequest(() => callback(raw, reply.raw));
      } finally {
        raw.url = url;
      }
    },
  });
}
