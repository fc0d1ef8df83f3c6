import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProblemSchema } from '../../domain/contract';
import {
  acceptJsonBodiesOnly,
  conflict,
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

const expectProblem = (response: { headers: Record<string, unknown>; json: () => unknown }) => {
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  return ProblemSchema.parse(response.json());
};

describe('problem details', () => {
  it('reports every invalid field with a dot-separated path', async () => {
    app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'x', nested: { count: 1.5 } },
    });
    expect(response.statusCode).toBe(400);
    const problem = expectProblem(response);
    expect(problem.errors?.map((e) => e.path).sort()).toEqual(['name', 'nested.count']);
  });

  it('serialises responses through their schema, dropping unknown fields', async () => {
    app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { name: 'Kari', nested: { count: 1 } },
    });
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
  it('refuses a body that is not JSON with 415', async () => {
    app = await build();
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': contentType },
        payload: 'name=x',
      });
      expect(response.statusCode, contentType).toBe(415);
      expectProblem(response);
    }
  });

  it('refuses a body over 1 MB with 413', async () => {
    app = await build();
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }),
    });
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
      const response = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
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
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(expectProblem(response).errors?.map((e) => e.path)).toEqual([path]);
  });

  it('walks a deeply nested body without overflowing the stack', async () => {
    app = await build();
    const depth = 200_000;
    const response = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(depth) + ']'.repeat(depth),
    });
    expect(response.statusCode).toBe(400);
    expectProblem(response);
  });

  it('accepts JSON with a charset and +json media types', async () => {
    app = await build();
    for (const contentType of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/echo',
        headers: { 'content-type': contentType },
        payload: JSON.stringify({ name: 'Kari', nested: { count: 1 } }),
      });
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
