import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from './compression';
import { createPartnerApiClient } from './partner-api-client';
import { addSecurityHeaders } from './security-headers';

/** A JSON answer well over the 1 KB below which nothing is compressed. */
const LARGE_ANSWER = {
  items: Array.from({ length: 100 }, (_, index) => ({ applicationId: index, status: 'SUBMITTED' })),
};

describe('compressing answers', () => {
  let app: FastifyInstance;
  /** The Accept-Encoding each call of /api/large arrived with. */
  const acceptedEncodings: (string | undefined)[] = [];

  beforeAll(async () => {
    app = Fastify();
    addSecurityHeaders(app, {
      dev: false,
      origins: { publicUrl: 'http://localhost', issuer: 'http://localhost/auth/realms/dealer' },
    });
    await compressAnswers(app);
    app.get('/api/large', (request) => {
      acceptedEncodings.push(request.headers['accept-encoding']);
      return LARGE_ANSWER;
    });
    app.get('/api/small', () => ({ status: 'ok' }));
    app.get('/api/nothing', (_request, reply) => reply.code(204).send());
    app.get('/api/document.pdf', (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(4096, '%PDF-1.7 ')),
    );
    app.get('/api/file', (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.alloc(4096, 'bytes ')),
    );
    app.get('/api/events', (_request, reply) => {
      const stream = new PassThrough();
      stream.end(`event: ready\ndata: {}\n\n`.repeat(100));
      return reply.type('text/event-stream; charset=utf-8').send(stream);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends a large JSON answer in brotli to a client that accepts it, keeping its headers', async () => {
    const response = await get('/api/large', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE_ANSWER);
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/api/large', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(LARGE_ANSWER);
  });

  it.each([undefined, 'identity', 'deflate'])(
    'sends the answer as it is to a client that accepts %s',
    async (acceptEncoding) => {
      const response = await get('/api/large', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual(LARGE_ANSWER);
    },
  );

  it('leaves an answer under a kilobyte as it is: compressing it would save next to nothing', async () => {
    const response = await get('/api/small', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/document.pdf', '/api/file'])(
    'leaves %s, compressed already or gaining nothing, as it is',
    async (url) => {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBe(4096);
    },
  );

  it('never holds back the live stream in a compressor', async () => {
    const response = await get('/api/events', 'br, gzip');
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('event: ready');
  });

  it('leaves a 204 and a HEAD without a body', async () => {
    const empty = await get('/api/nothing', 'br');
    expect(empty.statusCode).toBe(204);
    expect(empty.rawPayload.length).toBe(0);
    const head = await app.inject({
      method: 'HEAD',
      url: '/api/large',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it("asks the financing service for no compression: the portal server's call stays cheap", async () => {
    const partnerApi = createPartnerApiClient({
      baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
      credential: { authorization: () => Promise.resolve('Bearer key'), refused: () => false },
    });
    acceptedEncodings.length = 0;
    const response = await partnerApi.send(
      { method: 'GET', path: '/api/large' },
      { correlationId: 'compression-test', log: app.log },
    );
    expect(acceptedEncodings).toEqual([undefined]);
    expect(JSON.parse(response.body)).toEqual(LARGE_ANSWER);
  });
});
