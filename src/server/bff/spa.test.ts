import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders } from './security-headers';
import { serveBuiltPortal } from './spa';

describe('serving the built portal', () => {
  let clientDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js.map'), '{"sources":["main.tsx"]}');
    app = Fastify();
    addSecurityHeaders(app, { dev: false });
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
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('tells browsers to stay on https when the portal is served over https', async () => {
    const secure = Fastify();
    addSecurityHeaders(secure, { dev: false, https: true });
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

  it('forbids caching of /api answers', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
