import type { FastifyInstance } from 'fastify';
import { STRICT_TRANSPORT_SECURITY } from '../http';
import { identityProviderSources, framingOf, type Framing } from './silent-sign-in-frame';

/** Where the portal runs and where its identity provider does: the CSP names the latter. */
export interface PortalOrigins {
  publicUrl: string;
  issuer: string;
}

/**
 * Headers every response carries (docs/security.md). In development Vite injects an inline
 * React-refresh preamble, styles as <style> elements and a websocket for hot reload, so the CSP
 * makes room for exactly that.
 */
export function contentSecurityPolicy({
  dev,
  origins,
  frameAncestors = "'none'",
}: {
  dev: boolean;
  origins: PortalOrigins;
  frameAncestors?: Framing['frameAncestors'];
}): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${identityProviderSources(origins)}${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    // A silent sign-in frames the provider's authorization endpoint (silent-sign-in-frame.ts).
    `frame-src ${identityProviderSources(origins)}`,
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

export function addSecurityHeaders(
  app: FastifyInstance,
  { dev, https = false, origins }: { dev: boolean; https?: boolean; origins: PortalOrigins },
): void {
  const csp = {
    "'none'": contentSecurityPolicy({ dev, origins }),
    "'self'": contentSecurityPolicy({ dev, origins, frameAncestors: "'self'" }),
  };
  app.addHook('onSend', async (request, reply) => {
    const framing = framingOf(request.url);
    // A part that sets its own policy (the identity provider's pages) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', csp[framing.frameAncestors]);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', framing.xFrameOptions);
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('cache-control', 'no-store');
    }
  });
}
