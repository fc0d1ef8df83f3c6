import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PREFIXES } from '../../domain/topology';

export const isServerPath = (url: string): boolean =>
  SERVER_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );

// The path is not echoed: a problem never repeats request input.
const replyNotFound = (reply: FastifyReply) =>
  reply.code(404).type('application/problem+json').send({
    type: 'about:blank',
    title: 'Not Found',
    status: 404,
    detail: 'There is nothing at this path.',
  });

/** A browser navigation to a client-side route, e.g. `/applications/42`. */
const isClientRoute = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isServerPath(request.url) &&
  (request.headers.accept ?? '').includes('text/html');

/** The portal's one page, as built: every client-side route is answered with it. */
export const PORTAL_PAGE = 'index.html';

const sendIndex = (reply: FastifyReply) => reply.sendFile(PORTAL_PAGE);

/**
 * Serves the built portal: hashed assets cached for a year, `index.html` never cached, and every
 * client-side route answered with `index.html` so a reload or a shared link works. Each text
 * file goes as the build's brotli or gzip copy beside it (`.br`, `.gz`) when the browser accepts
 * one, with `Vary: Accept-Encoding`; `index.html` for a client-side route too.
 */
export async function serveBuiltPortal(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps stay on the server even when a build leaves them there.
    allowedPath: (path) => !path.endsWith('.map'),
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) =>
    isClientRoute(request) ? sendIndex(reply) : replyNotFound(reply),
  );
}

/**
 * `npm run dev`: Vite serves the portal from source with hot reload, behind the same server and
 * origin as the APIs, so sign-in redirects and `/api` calls work exactly as in production.
 */
export async function servePortalWithVite(app: FastifyInstance, root: string): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'spa',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', () => vite.close());
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(request.url)) return replyNotFound(reply);
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end();
    });
  });
}
