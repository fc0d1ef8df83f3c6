import type { AddressInfo } from 'node:net';
import { PassThrough, Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProblemSchema } from '../../domain/contract';
import { parseRawResponse, rawExchange } from './raw-http-client';
import {
  acceptJsonBodiesOnly,
  clientLimitOptions,
  conflict,
  cutSlowBodies,
  formFieldsOf,
  HttpProblem,
  refuseEncodedBodies,
  registerCorrelationId,
  useProblemDetails,
  useZodSchemas,
} from './index';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with the shared pieces inside a plugin, next to a plain sibling route. */
async function build(logLines: string[] = []): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const instance = Fastify({ logger: { level: 'info', stream } });
  instance.post('/sibling', (request) => ({ received: request.body }));
  await instance.register(
    async (scope) => {
      const typed = useZodSchemas(scope);
      registerCorrelationId(typed);
      useProblemDetails(typed);
      acceptJsonBodiesOnly(typed);
      typed.post('/echo', {
        schema: {
          body: z.object({ name: z.string().min(2), nested: z.object({ count: z.int() }) }),
          response: { 200: z.object({ name: z.string() }) },
        },
        handler: (request) => ({ name: request.body.name, extra: 'dropped' }),
      });
      typed.get('/full', () => {
        throw new HttpProblem({
          status: 503,
          detail: 'The data folder is full',
          headers: { 'retry-after': '30' },
        });
      });
      typed.get('/boom', () => {
        throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
      });
      typed.get(
        '/bad-response',
        { schema: { response: { 200: z.object({ name: z.string() }) } } },
        // A value no correlation id (a UUID, hex digits) can contain by chance.
        () => ({ name: { leaked: 'internal-detail' } }) as unknown as { name: string },
      );
      typed.get('/busy', () => {
        throw conflict('Already moving', [{ path: 'status', message: 'Try later' }]);
      });
    },
    { prefix: '/api' },
  );
  await instance.ready();
  return instance;
}

/** POST /api/echo with `payload` as `contentType`, to the app built. */
const post = (contentType: string, payload: string | Buffer) => {
  if (app === undefined) throw new Error('build the app first');
  return app.inject({
    method: 'POST',
    url: '/api/echo',
    headers: { 'content-type': contentType },
    payload,
  });
};

/** The same payload, sent as each of `contentTypes` to a new app, refused with a 415 problem. */
async function expectUnsupported(contentTypes: string[], payload: string): Promise<void> {
  app = await build();
  for (const contentType of contentTypes) {
    const response = await post(contentType, payload);
    expect(response.statusCode, contentType).toBe(415);
    expectProblem(response);
  }
}

const expectProblem = (response: { headers: Record<string, unknown>; json: () => unknown }) => {
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  return ProblemSchema.parse(response.json());
};

describe('problem details', () => {
  it('reports every invalid field with a dot-separated path', async () => {
    app = await build();
    const response = await post('application/json', '{"name":"x","nested":{"count":1.5}}');
    expect(response.statusCode).toBe(400);
    const problem = expectProblem(response);
    expect(problem.errors?.map((e) => e.path).sort()).toEqual(['name', 'nested.count']);
  });

  it('serialises responses through their schema, dropping unknown fields', async () => {
    app = await build();
    const response = await post('application/json', '{"name":"Kari","nested":{"count":1}}');
    expect(response.json()).toEqual({ name: 'Kari' });
  });

  it('answers a thrown HttpProblem with its status and errors', async () => {
    app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/busy' });
    expect(response.statusCode).toBe(409);
    expect(expectProblem(response)).toMatchObject({
      title: 'Conflict',
      detail: 'Already moving',
      errors: [{ path: 'status', message: 'Try later' }],
    });
  });

  it('hides the internals of a 500 and logs them under the correlation id', async () => {
    const logLines: string[] = [];
    app = await build(logLines);
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    const problem = expectProblem(response);
    const correlationId = String(response.headers['x-request-id']);
    expect(problem.correlationId).toBe(correlationId);
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|10\.1\.2\.3|stack/);
    const logged = logLines.join('');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).toContain(correlationId);
  });

  it('logs a refusal that says when to come back in one warning line, without a stack', async () => {
    const logLines: string[] = [];
    app = await build(logLines);
    const response = await app.inject({ method: 'GET', url: '/api/full' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    const refused = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: unknown })
      .filter((line) => line.msg === 'request refused for now');
    expect(refused).toHaveLength(1);
    expect(refused[0]?.level).toBe(40);
    expect(refused[0]?.err).toBeUndefined();
  });

  it('turns a response that breaks its schema into a plain 500', async () => {
    app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('internal-detail');
  });

  it('answers unknown paths under the prefix with a 404 problem', async () => {
    app = await build();
    const response = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expectProblem(response);
  });
});

describe('bodies', () => {
  it('refuses a body that is not JSON with 415', () =>
    expectUnsupported(
      ['text/plain', 'application/x-www-form-urlencoded', 'application/xml'],
      'name=x',
    ));

  it('refuses a body over 1 MB with 413', async () => {
    app = await build();
    const response = await post(
      'application/json',
      JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    );
    expect(response.statusCode).toBe(413);
    expectProblem(response);
  });

  it('refuses invalid JSON, an empty body and prototype keys with 400', async () => {
    app = await build();
    for (const payload of [
      '{"name":',
      '',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
    ]) {
      const response = await post('application/json', payload);
      expect(response.statusCode, payload).toBe(400);
      expectProblem(response);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([
    ['{"name":"Ka\\u0000ri","nested":{"count":1}}', 'name'],
    ['{"name":"Kari","nested":{"count":1,"tags":["ok","\\ud800"]}}', 'nested.tags.1'],
    ['{"name":"Kari","nested":{"\\udfff":1}}', 'nested.\udfff'],
    ['{"name":"Kari","nested":{"__proto__":{"x":1}}}', 'nested.__proto__'],
    ['{"name":"Kari","constructor":{"prototype":{"x":1}}}', 'constructor'],
  ])('names the field of unstorable or poisonous JSON %s', async (payload, path) => {
    app = await build();
    const response = await post('application/json', payload);
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).errors?.map((e) => e.path)).toEqual([path]);
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    app = await build();
    const depth = 200_000;
    const response = await post('application/json', '['.repeat(depth) + ']'.repeat(depth));
    expect(response.statusCode).toBe(400);
    expectProblem(response);
  });

  it('accepts JSON with a charset and +json media types', async () => {
    app = await build();
    for (const contentType of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await post(
        contentType,
        JSON.stringify({ name: 'Kari', nested: { count: 1 } }),
      );
      expect(response.statusCode, contentType).toBe(200);
    }
  });

  it('leaves sibling plugins with their own parsing and errors', async () => {
    app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/sibling',
      headers: { 'content-type': 'text/plain' },
      payload: 'plain text is fine here',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'plain text is fine here' });
    const missing = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['content-type'])).not.toMatch(/problem/);
  });
});

describe('bodies that are not UTF-8', () => {
  it('refuses bytes that are not UTF-8 with 400, instead of keeping U+FFFD', async () => {
    app = await build();
    const latin1 = Buffer.from('{"name":"K\u00e5ri","nested":{"count":1}}', 'latin1');
    const response = await post('application/json', latin1);
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).detail).toBe('The request body is not UTF-8 text');
  });

  it('refuses a charset other than UTF-8 with 415', () =>
    expectUnsupported(
      [
        'application/json; charset=iso-8859-1',
        'application/json;charset="windows-1252"',
        'application/json; charset=utf-16',
      ],
      '{"name":"Kari","nested":{"count":1}}',
    ));

  it('takes UTF-8, however it is labelled', async () => {
    app = await build();
    for (const contentType of [
      'application/json; charset="UTF-8"',
      'application/json; charset=utf8',
    ]) {
      const response = await post(
        contentType,
        '{"name":"K\u00e5ri \ud83d\ude97","nested":{"count":1}}',
      );
      expect(response.statusCode, contentType).toBe(200);
      expect(response.json()).toEqual({ name: 'K\u00e5ri \ud83d\ude97' });
    }
  });

  it('refuses a control character in a text, naming the field, but takes tabs and line breaks', async () => {
    app = await build();
    const refused = await post('application/json', '{"name":"Ka\\u001bri","nested":{"count":1}}');
    expect(refused.statusCode).toBe(400);
    expect(expectProblem(refused).errors).toEqual([
      { path: 'name', message: 'Must not contain control characters' },
    ]);
    const c1 = await post('application/json', '{"name":"Ka\\u0085ri","nested":{"count":1}}');
    expect(expectProblem(c1).errors?.map((e) => e.path)).toEqual(['name']);
    const lines = await post(
      'application/json',
      '{"name":"Kari\\tNordmann\\r\\nOslo","nested":{"count":1}}',
    );
    expect(lines.statusCode).toBe(200);
  });
});

describe('sign-in forms', () => {
  const form = (body: string | Buffer, contentType = 'application/x-www-form-urlencoded') =>
    formFieldsOf(contentType, Buffer.isBuffer(body) ? body : Buffer.from(body));
  const statusOf = (result: unknown) => (result instanceof HttpProblem ? result.status : 200);

  it('reads fields as URLSearchParams does', () => {
    expect(form('username=k%C3%A5ri+n&password=a%26b%3D&username=dealer')).toEqual({
      username: 'dealer',
      password: 'a&b=',
    });
  });

  it('refuses what is not UTF-8 and control characters', () => {
    expect(statusOf(form('username=k%E5ri'))).toBe(400);
    expect(statusOf(form(Buffer.from('username=k\u00e5ri', 'latin1')))).toBe(400);
    expect(
      statusOf(form('username=kari', 'application/x-www-form-urlencoded; charset=iso-8859-1')),
    ).toBe(415);
    const nul = form('username=a%00b&password=x');
    expect(nul).toBeInstanceOf(HttpProblem);
    expect((nul as HttpProblem).errors).toEqual([
      { path: 'username', message: 'Must not contain control characters' },
    ]);
  });
});

describe('slow and odd clients', () => {
  const REQUEST_TIMEOUT_SECONDS = 0.5;
  const HOOK_TIMEOUT_SECONDS = 0.2;
  /** Node looks for late requests every 125 ms here; the rest is a loaded machine's slack. */
  const MARGIN_MS = 1000;

  /** The server's options for clients, with a short request timeout, on a real port. */
  async function listening(): Promise<{ server: FastifyInstance; port: number }> {
    const server = Fastify({
      logger: false,
      ...clientLimitOptions({ requestTimeoutSeconds: REQUEST_TIMEOUT_SECONDS }),
    });
    refuseEncodedBodies(server);
    await server.register(
      async (scope) => {
        useProblemDetails(scope);
        acceptJsonBodiesOnly(scope);
        scope.post('/echo', (request) => request.body);
        scope.get('/echo/:text', (request) => request.params);
        // An answer that takes three request timeouts, a chunk at a time: an event stream.
        scope.get('/stream', (_request, reply) => {
          const stream = new PassThrough();
          let sent = 0;
          const tick = setInterval(
            () => {
              sent += 1;
              stream.write(`chunk ${sent}\n`);
              if (sent === 15) {
                clearInterval(tick);
                stream.end();
              }
            },
            (REQUEST_TIMEOUT_SECONDS * 1000 * 3) / 15,
          );
          return reply.type('text/plain').send(stream);
        });
        await scope.register(async (hooks) => {
          cutSlowBodies(hooks, { seconds: HOOK_TIMEOUT_SECONDS });
          hooks.post('/hook', (request) => request.body);
        });
      },
      { prefix: '/api' },
    );
    await server.listen({ port: 0, host: '127.0.0.1' });
    app = server;
    return { server, port: (server.server.address() as AddressInfo).port };
  }

  const slowPost = (path: string) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`;

  const expectRawProblem = (response: string, status: number) => {
    const parsed = parseRawResponse(response);
    expect(parsed.status, response).toBe(status);
    expect(parsed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ProblemSchema.parse(JSON.parse(parsed.body))).toMatchObject({ status });
    return parsed;
  };

  it('cuts a body sent a byte at a time once the request timeout has passed: 408, closed', async () => {
    const { port } = await listening();
    const exchange = await rawExchange(port, slowPost('/api/echo'), { trickleEveryMs: 50 });
    expect(exchange.gaveUp).toBe(false);
    expect(exchange.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 50);
    expect(exchange.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + MARGIN_MS);
    expectRawProblem(exchange.response, 408);
  });

  it('cuts a connection that sends nothing, or headers that never end', async () => {
    const { port } = await listening();
    for (const head of ['', 'GET /api/echo/x HTTP/1.1\r\nHost: x\r\n']) {
      const exchange = await rawExchange(port, head);
      expect(exchange.gaveUp, JSON.stringify(head)).toBe(false);
      expect(exchange.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000 + MARGIN_MS);
    }
  });

  it("cuts a part's slow body at that part's shorter limit: 408 problem, connection closed", async () => {
    const { port } = await listening();
    const exchange = await rawExchange(port, slowPost('/api/hook'), { trickleEveryMs: 50 });
    expect(exchange.gaveUp).toBe(false);
    expect(exchange.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000);
    const { headers } = expectRawProblem(exchange.response, 408);
    expect(headers['connection']).toBe('close');
  });

  it('takes a body that arrives in time on the same part', async () => {
    const { server } = await listening();
    const response = await server.inject({
      method: 'POST',
      url: '/api/hook',
      payload: { on: 'time' },
    });
    expect(response.json()).toEqual({ on: 'time' });
  });

  it('keeps an answer streaming for longer than the request timeout', async () => {
    const { port } = await listening();
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/stream`);
    const text = await response.text();
    expect(performance.now() - started).toBeGreaterThan(REQUEST_TIMEOUT_SECONDS * 1000 * 2);
    expect(text.trim().split('\n')).toHaveLength(15);
  });

  it('answers a malformed request with a 400 problem and closes the connection', async () => {
    const { port } = await listening();
    for (const head of [
      'GARBAGE\r\n\r\n',
      'POST /api/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'GET /api/echo/x HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
    ]) {
      const exchange = await rawExchange(port, head);
      expect(exchange.gaveUp, head).toBe(false);
      expectRawProblem(exchange.response, 400);
    }
  });

  it('answers a path that is not a valid URL with a 400 problem', async () => {
    const { server } = await listening();
    for (const url of ['/api/echo/%ff', '/api/echo/%E0%A4%A', '/%ff']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(expectProblem(response).detail).toMatch(/not a valid URL/);
    }
  });

  it('refuses a body with a Content-Encoding it does not decode with 415', async () => {
    const { server } = await listening();
    for (const payload of ['{"plain":true}', gzipSync('{"zipped":true}')]) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.headers['accept-encoding']).toBe('identity');
      expectProblem(response);
    }
    const identity = await server.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: '{"plain":true}',
    });
    expect(identity.json()).toEqual({ plain: true });
  });
});
