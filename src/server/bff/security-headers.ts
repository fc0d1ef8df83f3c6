import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  inlineScripts = [],
}: {
  dev: boolean;
  origins: PortalOrigins;
  frameAncestors?: Framing['frameAncestors'];
  /** The `'sha256-…'` sources of the inline scripts the page may run. */
  inlineScripts?: string[];
}): string {
  return [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline'" : ["script-src 'self'", ...inlineScripts].join(' '),
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

/**
 * The CSP sources of a built page's inline scripts (`'sha256-…'`), read from the page as built:
 * index.html's first script (it fetches the language's catalogues, vite.config.ts) and
 * silent-callback.html's (it hands the sign-in's answer to the portal), each a round trip less
 * than a file of its own. None when the page is not there.
 */
export function inlineScriptSources(clientDir: string, page: string): string[] {
  let html: string;
  try {
    html = readFileSync(join(clientDir, page), 'utf8');
  } catch {
    return [];
  }
  // Browsers hash the script's text with its line ends made LF (a CRLF checkout writes CRLF).
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) =>
      `'sha256-${createHash('sha256').update(script.replace(/\r\n?/g, '\n')).digest('base64')}'`,
  );
}

export function addSecurityHeaders(
  app: FastifyInstance,
  {
    dev,
    https = false,
    origins,
    portalPageScripts = [],
    silentCallbackScripts = [],
  }: {
    dev: boolean;
    https?: boolean;
    origins: PortalOrigins;
    /** index.html's inline script (inlineScriptSources). */
    portalPageScripts?: string[];
    /** The silent-callback page's inline script (inlineScriptSources). */
    silentCallbackScripts?: string[];
  },
): void {
  const csp = {
    "'none'": contentSecurityPolicy({ dev, origins, inlineScripts: portalPageScripts }),
    // Only the silent-callback page may be framed, by the portal, and it runs its inline script.
    "'self'": contentSecurityPolicy({
      dev,
      origins,
      frameAncestors: "'self'",
      inlineScripts: silentCallbackScripts,
    }),
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
