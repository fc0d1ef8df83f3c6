import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { conflict } from './problem-details';
import { adoptRequestIdsOf, registerCorrelationId } from './correlation-id';
import type { TrustProxy } from './trust-proxy';
import { useProblemDetails } from './error-handler';

const PROXY = '10.0.0.1';
const CLIENT = '192.0.2.10';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A root with `trustProxy` as app.ts makes it (undefined: a plugin tested alone), a root route,
 * and a plugin that registers its own correlation ids as the portal server and service do.
 */
async function build(
  trustProxy: TrustProxy | undefined,
  vouch?: (address: string) => boolean,
): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  if (trustProxy !== undefined) registerCorrelationId(instance, { trustProxy });
  instance.get('/root', () => ({ ok: true }));
  await instance.register(
    async (scope) => {
      registerCorrelationId(scope);
      if (vouch !== undefined) adoptRequestIdsOf(scope, (_request, address) => vouch(address));
      useProblemDetails(scope);
      scope.get('/busy', () => {
        throw conflict('Already moving');
      });
    },
    { prefix: '/api' },
  );
  await instance.ready();
  return instance;
}

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  app?.inject({ method: 'GET', url, remoteAddress, headers }) as Promise<LightMyRequestResponse>;

/** The id a response carries, the same in its header and its problem details. */
function idOf(response: LightMyRequestResponse): string {
  const echoed = response.headers['x-request-id'];
  expect(typeof echoed).toBe('string');
  if (response.statusCode >= 400) {
    expect(response.json<{ correlationId: string }>().correlationId).toBe(echoed);
  }
  return String(echoed);
}

describe('correlation ids', () => {
  it('are never chosen by a client: its X-Request-Id gives way to a fresh id', async () => {
    app = await build([PROXY]);
    for (const url of ['/api/busy', '/root']) {
      const id = idOf(await get(url, CLIENT, { 'x-request-id': 'case-4711' }));
      expect(id).toMatch(UUID);
    }
    // Nor by one that claims to come through the proxy.
    const forged = await get('/api/busy', CLIENT, {
      'x-request-id': 'case-4711',
      'x-forwarded-for': PROXY,
    });
    expect(idOf(forged)).toMatch(UUID);
  });

  it('adopt the well-formed X-Request-Id of a trusted proxy, on the root and in plugins', async () => {
    app = await build([PROXY]);
    for (const url of ['/api/busy', '/root']) {
      expect(idOf(await get(url, PROXY, { 'x-request-id': 'abc-123_x.y:z' }))).toBe(
        'abc-123_x.y:z',
      );
    }
    for (const malformed of ['', 'has space', '<script>', 'x'.repeat(200)]) {
      expect(idOf(await get('/api/busy', PROXY, { 'x-request-id': malformed }))).toMatch(UUID);
    }
  });

  it('are fresh for every request without an id', async () => {
    app = await build([PROXY]);
    const first = idOf(await get('/api/busy', CLIENT));
    expect(first).toMatch(UUID);
    expect(idOf(await get('/api/busy', CLIENT))).not.toBe(first);
  });

  it('trust nobody by default: with no TRUST_PROXY, or in a plugin tested alone', async () => {
    for (const trustProxy of [false, undefined] as const) {
      app = await build(trustProxy);
      const id = idOf(await get('/api/busy', PROXY, { 'x-request-id': 'abc-123' }));
      expect(id).toMatch(UUID);
      await app.close();
    }
  });

  it('adopt the id of a caller a plugin vouches for, by the address the trust makes of it', async () => {
    const vouched = new Set(['198.51.100.7']);
    app = await build(1, (address) => vouched.has(address));
    // Behind one trusted hop, the forwarded address is the caller's.
    const viaProxy = await get('/api/busy', PROXY, {
      'x-request-id': 'relay-1',
      'x-forwarded-for': '198.51.100.7',
    });
    expect(idOf(viaProxy)).toBe('relay-1');
    await app.close();

    app = await build(false, (address) => vouched.has(address));
    expect(idOf(await get('/api/busy', '198.51.100.7', { 'x-request-id': 'relay-2' }))).toBe(
      'relay-2',
    );
    expect(idOf(await get('/api/busy', CLIENT, { 'x-request-id': 'relay-3' }))).toMatch(UUID);
  });
});
