import type { FastifyBaseLogger } from 'fastify';
import type { EventEmitter } from 'node:events';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** Koa middleware for the provider (oidc-provider is a Koa app). */
export type ProviderMiddleware = Parameters<Provider['use']>[0];

export interface ProviderContext {
  /** Sent with every response of oidc-provider's own endpoints and pages. */
  headers: Record<string, string>;
  logger: FastifyBaseLogger;
  /** Koa middleware run around oidc-provider's routes, outermost first. */
  middleware?: ProviderMiddleware[];
}

/**
 * The oidc-provider instance. It always answers as its issuer, whatever Host or scheme a request
 * arrived with (a proxy, 127.0.0.1 for localhost): discovery, redirects and cookie flags follow
 * the configured issuer, and X-Forwarded-* headers from clients are never trusted.
 */
export function createProvider(
  issuer: string,
  configuration: Configuration,
  { headers, logger, middleware = [] }: ProviderContext,
): Provider {
  const provider = new Provider(issuer, configuration);
  const issuerUrl = new URL(issuer);
  const protocol = issuerUrl.protocol.slice(0, -1);
  const mountPath = issuerUrl.pathname === '/' ? '' : issuerUrl.pathname;

  provider.use(async (ctx, next) => {
    Object.defineProperty(ctx.request, 'protocol', { value: protocol });
    Object.defineProperty(ctx.request, 'host', { value: issuerUrl.host });
    // oidc-provider builds endpoint URLs from the mount path (koa-mount's convention).
    Object.assign(ctx, { mountPath });
    ctx.set(headers);
    await next();
  });
  for (const handler of middleware) provider.use(handler);

  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    logger.error({ err: error }, 'identity provider failed');
  });
  const logRefusal = (ctx: KoaContextWithOIDC, error: errors.OIDCProviderError) => {
    logger.info(
      { route: ctx.oidc.route, error: error.error, description: error.error_description },
      'identity provider refused a request',
    );
  };
  provider.on('authorization.error', logRefusal);
  provider.on('grant.error', logRefusal);
  provider.on('end_session.error', logRefusal);
  provider.on('revocation.error', logRefusal);
  // Koa's event for errors escaping every middleware; a listener replaces its console output.
  const koaEvents: EventEmitter = provider;
  koaEvents.on('error', (error: unknown) => {
    logger.error({ err: error }, 'identity provider request failed');
  });

  return provider;
}
