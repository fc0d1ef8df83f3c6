import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compression';
import { addSecurityHeaders } from './security-headers';
import { serveBuiltPortal } from './spa';
import { PATHS } from '../../domain/topology';

const origins = {
  publicUrl: 'http://localhost:3000',
  issuer: 'http://localhost:3000/auth/realms/dealer',
};

const PAGE = '<!doctype html><div id="root"></div>';
const SCRIPT = 'console.log(1)';

/** A built file with the compressed copies the build writes beside it. */
function writeBuiltFile(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

describe('serving the built portal', () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeBuiltFile(join(clientDir, 'index.html'), PAGE);
    writeFileSync(
      join(clientDir, 'silent-callback.html'),
      '<!doctype html><title>Signing in</title>',
    );
    writeBuiltFile(join(clientDir, 'assets', 'main-abc123.js'), SCRIPT);
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js.map'), '{"sources":["main.tsx"]}');
    writeFileSync(join(clientDir, 'assets', 'noto-sans-abc123.woff2'), 'wOF2');
    app = Fastify();
    addSecurityHeaders(app, { dev: false, origins });
    await compressAnswers(app);
    app.get('/healthz', () => ({ status: 'ok' }));
    await serveBuiltPortal(app, clientDir);
  });

  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html at / and never lets it be cached stale', async () => {
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a client-side route with index.html, so reloads and links work', async () => {
    const response = await app.inject({ url: '/applications/42?tab=documents', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/nothing', '/partner-api/nothing', '/auth/realms/dealer/nothing'])(
    'answers an unknown server path %s with a 404 problem, not the portal',
    async (url) => {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    },
  );

  it('never serves a source map', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('main.tsx');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await app.inject({ url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sets the security headers on every response', async () => {
    for (const url of ['/', '/healthz', '/assets/main-abc123.js', '/api/nothing']) {
      const response = await app.inject({ url, headers: html });
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('lets only the portal itself frame the silent sign-in’s page, and frame the provider', async () => {
    const response = await app.inject({
      url: `${PATHS.silentSignInCallback}?code=abc&state=xyz`,
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const portal = await app.inject({ url: '/', headers: html });
    expect(portal.headers['content-security-policy']).toContain("frame-src 'self';");
  });

  it('tells browsers to stay on https when the portal is served over https', async () => {
    const secure = Fastify();
    addSecurityHeaders(secure, { dev: false, https: true, origins });
    secure.get('/', () => 'ok');
    const response = await secure.inject({ url: '/' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await app.inject({ url: '/healthz' })).headers).not.toHaveProperty(
      'strict-transport-security',
    );
    await secure.close();
  });

  describe.each([
    { what: 'a hashed asset', url: '/assets/main-abc123.js', content: SCRIPT },
    { what: 'index.html at /', url: '/', content: PAGE },
    { what: 'index.html for a client-side route', url: '/applications/42', content: PAGE },
  ])('sends $what compressed as the browser accepts', ({ url, content }) => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        url,
        headers: {
          ...html,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      });

    it("in brotli, the build's copy, when the browser accepts brotli", async () => {
      const response = await get('br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(content);
    });

    it('in gzip when the browser accepts only gzip', async () => {
      const response = await get('gzip');
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(gunzipSync(response.rawPayload).toString()).toBe(content);
    });

    it('as it is to a client that accepts no compression', async () => {
      const response = await get();
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body).toBe(content);
    });

    it('with its type and cache headers', async () => {
      const response = await get('br, gzip');
      expect(response.headers['content-type']).toMatch(
        url.endsWith('.js') ? /javascript/ : /^text\/html/,
      );
      expect(response.headers['cache-control']).toBe(
        url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self';/);
    });
  });

  it('answers a browser holding the current index.html 304, without a body', async () => {
    const headers = { ...html, 'accept-encoding': 'br, gzip' };
    const first = await app.inject({ url: '/', headers });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await app.inject({
      url: '/',
      headers: { ...headers, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a font, compressed already, as it is', async () => {
    const response = await app.inject({
      url: '/assets/noto-sans-abc123.woff2',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('wOF2');
  });

  it('forbids caching of /api answers', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
