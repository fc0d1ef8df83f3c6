import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { addSecurityHeaders } from './bff/security-headers';
import { servePortalWithVite, serveBuiltPortal } from './bff/spa';
import type { Config } from './config';

export interface AppOptions {
  config: Config;
  /** The repository root: where `index.html`, `src` and `dist` are. */
  root: string;
}

/**
 * The whole system on one port (DESIGN.md section 2): the portal and its server, and, in embedded
 * mode, the financing service and the identity provider. Each part is a plugin under its prefix.
 */
export async function buildApp({ config, root }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });

  addSecurityHeaders(app, { dev: config.dev });

  app.get('/healthz', () => ({ status: 'ok' }));

  if (config.dev) await servePortalWithVite(app, root);
  else await serveBuiltPortal(app, join(root, 'dist', 'client'));

  return app;
}
