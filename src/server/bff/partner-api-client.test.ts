import Fastify from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpProblem } from '../http';
import { createPartnerApiClient } from './partner-api-client';
import { sendServiceResponse } from './relay';
import type { PartnerCredential } from './partner-credential';

const context = { correlationId: 'corr-1', log: Fastify({ logger: false }).log };

/** A financing service on loopback that accepts only the tokens in `accepted`. */
const seen: IncomingMessage[] = [];
let accepted = new Set<string>();
const service: Server = createServer((request, response) => {
  seen.push(request);
  // A service that never answers, or stops in the middle of its answer: held until the test ends.
  if (request.url === '/silent') return;
  if (request.url === '/stalls') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"ok":');
    return;
  }
  if (request.url === '/busy') {
    response.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '30' });
    response.end('{"type":"about:blank","title":"Service Unavailable","status":503}');
    return;
  }
  const ok = accepted.has(request.headers.authorization ?? '');
  response.statusCode = ok ? 200 : 401;
  response.setHeader('content-type', ok ? 'application/json' : 'application/problem+json');
  response.end(ok ? '{"ok":true}' : '{"type":"about:blank","title":"Unauthorized","status":401}');
});
let baseUrl: string;

/** A token credential that hands out token-1, token-2, … and counts its renewals. */
function rotatingCredential() {
  let issued = 1;
  let current = 'Bearer token-1';
  const credential: PartnerCredential & { renewals: number } = {
    renewals: 0,
    authorization: () => Promise.resolve(current),
    refused(authorization) {
      if (authorization === current) {
        issued += 1;
        current = `Bearer token-${issued}`;
        credential.renewals += 1;
      }
      return true;
    },
  };
  return credential;
}

beforeAll(
  () =>
    new Promise<void>((resolve) =>
      service.listen(0, '127.0.0.1', () => {
        baseUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
        resolve();
      }),
    ),
);
afterAll(
  () =>
    new Promise((resolve) => {
      service.closeAllConnections();
      service.close(resolve);
    }),
);
beforeEach(() => {
  seen.length = 0;
});

describe('the partner API client', () => {
  it('sends the credential and the correlation id, and passes the answer on', async () => {
    accepted = new Set(['Bearer token-1']);
    const client = createPartnerApiClient({ baseUrl, credential: rotatingCredential() });
    const response = await client.send(
      { method: 'POST', path: '/calculation', body: { a: 1 } },
      context,
    );
    expect(response).toEqual({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-request-id': 'corr-1',
      'content-type': 'application/json',
    });
  });

  it('passes on when a busy service says to try again', async () => {
    accepted = new Set(['Bearer token-1']);
    const client = createPartnerApiClient({ baseUrl, credential: rotatingCredential() });
    const response = await client.send({ method: 'GET', path: '/busy' }, context);
    expect(response).toMatchObject({ status: 503, retryAfter: '30' });

    const portal = Fastify();
    portal.get('/relayed', (_request, reply) => sendServiceResponse(reply, response));
    const relayed = await portal.inject({ method: 'GET', url: '/relayed' });
    expect(relayed.statusCode).toBe(503);
    expect(relayed.headers['retry-after']).toBe('30');
  });

  it("calls under the base URL's own path, with the query as given", async () => {
    accepted = new Set(['Bearer token-1']);
    const client = createPartnerApiClient({
      baseUrl: `${baseUrl}/partner/v1`,
      credential: rotatingCredential(),
    });
    await client.send({ method: 'GET', path: '/application?limit=20&status=Draft' }, context);
    expect(seen.map((request) => request.url)).toEqual([
      '/partner/v1/application?limit=20&status=Draft',
    ]);
  });

  it('renews a refused token once and retries the call once', async () => {
    accepted = new Set(['Bearer token-2']);
    const credential = rotatingCredential();
    const client = createPartnerApiClient({ baseUrl, credential });
    const response = await client.send({ method: 'GET', path: '/sales-person' }, context);
    expect(response.status).toBe(200);
    expect(credential.renewals).toBe(1);
    expect(seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('gives up after one retry with a 502 the user can understand', async () => {
    accepted = new Set();
    const credential = rotatingCredential();
    const client = createPartnerApiClient({ baseUrl, credential });
    const failure = await client
      .send({ method: 'GET', path: '/sales-person' }, context)
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpProblem);
    expect(failure).toMatchObject({ status: 502 });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a refused API key', async () => {
    accepted = new Set();
    const apiKey: PartnerCredential = {
      authorization: () => Promise.resolve('Bearer wrong-key'),
      refused: () => false,
    };
    const client = createPartnerApiClient({ baseUrl, credential: apiKey });
    await expect(
      client.send({ method: 'GET', path: '/sales-person' }, context),
    ).rejects.toMatchObject({
      status: 502,
    });
    expect(seen).toHaveLength(1);
  });

  it.each(['/silent', '/stalls'])(
    'answers 504 when the service does not finish its answer in time (%s)',
    async (path) => {
      accepted = new Set(['Bearer token-1']);
      const client = createPartnerApiClient({
        baseUrl,
        credential: rotatingCredential(),
        timeoutMs: 200,
      });
      await expect(client.send({ method: 'GET', path }, context)).rejects.toMatchObject({
        status: 504,
        detail: 'The financing service did not answer in time. Try again.',
      });
    },
  );

  it('answers 504 in time to a call that waited for a connection the service holds', async () => {
    accepted = new Set(['Bearer token-1']);
    const client = createPartnerApiClient({
      baseUrl,
      credential: rotatingCredential(),
      timeoutMs: 200,
      connections: 1,
    });
    const outcomes = await Promise.allSettled([
      client.send({ method: 'GET', path: '/silent' }, context),
      client.send({ method: 'GET', path: '/sales-person' }, context),
    ]);
    expect(outcomes).toMatchObject([
      { status: 'rejected', reason: { status: 504 } },
      { status: 'rejected', reason: { status: 504 } },
    ]);
    // The waiting call never reached the service: its deadline ran while it queued.
    expect(seen.map((request) => request.url)).toEqual(['/silent']);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const client = createPartnerApiClient({
      baseUrl: 'http://127.0.0.1:1',
      credential: rotatingCredential(),
    });
    await expect(
      client.send({ method: 'GET', path: '/sales-person' }, context),
    ).rejects.toMatchObject({
      status: 502,
      detail: 'The financing service cannot be reached. Try again in a moment.',
    });
  });
});
