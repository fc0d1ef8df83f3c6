import type { FastifyInstance } from 'fastify';
import { STRICT_TRANSPORT_SECURITY } from '../http';

/**
 * Headers every response carries (docs/security.md). In development Vite injects an inline
 * React-refresh preamble, styles as <style> elements and a websocket for hot reload, so the CSP
 * makes room for exactly that.
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    dev ? "connect-src 'self' ws:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function addSecurityHeaders(
  app: FastifyInstance,
  { dev, https = false }: { dev: boolean; https?: boolean },
): void {
  const csp = contentSecurityPolicy({ dev });
  app.addHook('onSend', async (request, reply) => {
    // A part that sets its own policy (the identity provider's pages) keeps it.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (https) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('cache-control', 'no-store');
    }
  });
}
