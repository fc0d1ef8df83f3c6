import type { AddressInfo } from 'node:net';
import { createConnection, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { Client } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { limitRequestsUnderWay, type RequestLimit } from './request-admission';

/** A promise and the function that settles it. */
function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Lets the event loop turn, so other connections' requests are read and begun meanwhile. */
const turns = async (count: number) => {
  for (let turn = 0; turn < count; turn += 1) {
    await new Promise((next) => setImmediate(next));
  }
};

let app: FastifyInstance | undefined;
const clients: Client[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()));
  for (const socket of sockets.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

/** A server with the limit on its routes, listening, and a kept-alive connection per client. */
async function serve(limit: RequestLimit, routes: (instance: FastifyInstance) => void) {
  const server = Fastify();
  app = server;
  await server.register(async (instance) => {
    limitRequestsUnderWay(instance, limit);
    routes(instance);
  });
  const origin = await server.listen({ port: 0, host: '127.0.0.1' });
  return () => {
    const client = new Client(origin, { pipelining: 1 });
    clients.push(client);
    return client;
  };
}

async function get(client: Client, path: string) {
  const response = await client.request({ method: 'GET', path });
  await response.body.text();
  return response.statusCode;
}

/**
 * A server with `/work` and `/hold`, and a connection whose `/hold` is under way until `release`
 * (`held`: its status, or 'closed' when the connection is gone).
 */
async function oneHeld(
  limit: RequestLimit,
  { waitsOutside = false, moreRoutes = (_instance: FastifyInstance) => {} } = {},
) {
  const entered = deferred();
  const release = deferred();
  const connect = await serve(limit, (instance) => {
    instance.get('/hold', { config: { waitsOutside } }, async () => {
      entered.resolve();
      await release.promise;
      return { done: true };
    });
    instance.get('/work', () => ({ done: true }));
    moreRoutes(instance);
  });
  const holder = connect();
  const held = get(holder, '/hold').catch(() => 'closed' as const);
  await entered.promise;
  return { connect, holder, held, release: release.resolve };
}

describe('limitRequestsUnderWay', () => {
  it('lets no more than the limit be under way once connections are kept alive, and answers all', async () => {
    let underWay = 0;
    let mostAfterFirstRound = 0;
    const firstRound = deferred();
    let firstArrived = 0;
    // Places are kept for as long as the test may take: a slow machine changes nothing.
    const connect = await serve({ limit: 2, invitationMs: 60_000 }, (instance) => {
      instance.get('/work', async (request) => {
        underWay += 1;
        if (request.headers['x-round'] === 'later') {
          mostAfterFirstRound = Math.max(mostAfterFirstRound, underWay);
        } else {
          // Every connection's first request is under way before any ends: all five are open.
          firstArrived += 1;
          if (firstArrived === 5) firstRound.resolve();
          await firstRound.promise;
        }
        await turns(5);
        underWay -= 1;
        return { done: true };
      });
    });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const client = connect();
        const answered = [await get(client, '/work')];
        for (let round = 0; round < 3; round += 1) {
          const response = await client.request({
            method: 'GET',
            path: '/work',
            headers: { 'x-round': 'later' },
          });
          await response.body.text();
          answered.push(response.statusCode);
        }
        return answered;
      }),
    );
    expect(statuses.flat()).toEqual(Array.from({ length: 20 }, () => 200));
    expect(mostAfterFirstRound).toBeLessThanOrEqual(2);
  });

  it('neither counts nor holds back a request that waits outside', async () => {
    const { connect, held, release } = await oneHeld({ limit: 1 }, { waitsOutside: true });
    const worker = connect();
    expect([await get(worker, '/work'), await get(worker, '/work')]).toEqual([200, 200]);
    release();
    expect(await held).toBe(200);
  });

  it('frees the place of a connection that closes with its request under way', async () => {
    const { connect, holder, held } = await oneHeld({ limit: 1 });
    // The first request of a new connection is read: the second waits while /hold is under way.
    const worker = connect();
    expect(await get(worker, '/work')).toBe(200);
    const second = get(worker, '/work');
    await holder.destroy();
    expect(await held).toBe('closed');
    expect(await second).toBe(200);
  });

  it('frees every place when many clients go away mid-call, as a load generator does', async () => {
    const connect = await serve({ limit: 2 }, (instance) => {
      instance.post('/work', async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        return { done: true };
      });
      instance.get('/work', () => ({ done: true }));
    });
    const post = async (client: Client) => {
      const response = await client.request({
        method: 'POST',
        path: '/work',
        body: JSON.stringify({ price: 1 }),
        headers: { 'content-type': 'application/json' },
      });
      await response.body.text();
    };
    const loaders = Array.from({ length: 30 }, () => connect());
    // Each keeps calling until its client is destroyed under it.
    const loading = loaders
      .map(async (client) => {
        for (;;) await post(client);
      })
      .map(async (calling) => calling.catch(() => 'destroyed'));
    await Promise.all(loaders.map(async (client) => post(client)));
    await Promise.all(loaders.map(async (client) => client.destroy()));
    await Promise.all(loading);
    const worker = connect();
    expect([await get(worker, '/work'), await get(worker, '/work')]).toEqual([200, 200]);
  });

  it('reads on a body answered before it was read, so the upload goes on', async () => {
    // Node drains such a body whatever the limit does; this holds that the limit leaves it so.
    await oneHeld(
      { limit: 1 },
      {
        moreRoutes: (instance) =>
          instance.post(
            '/guarded',
            { onRequest: async (_request, reply) => reply.code(401).send() },
            () => ({ done: true }),
          ),
      },
    );
    // By hand: a client library gives up a connection answered before its body was sent.
    const { port } = app?.server.address() as AddressInfo;
    const uploader = createConnection({ port, host: '127.0.0.1' });
    sockets.push(uploader);
    let received = '';
    uploader.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const answers = () => received.split('HTTP/1.1 ').slice(1);
    const answered = async (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (answers().length < count) return;
          uploader.off('data', check);
          resolve();
        };
        uploader.on('data', check);
        check();
      });
    const body = 'a'.repeat(64 * 1024);
    uploader.write(
      `POST /guarded HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: ${2 * body.length}\r\n\r\n${body}`,
    );
    await answered(1);
    expect(answers()[0]).toMatch(/^401/);
    // The rest of the body after its answer, then a request of the same connection's.
    uploader.write(`${body}GET /work HTTP/1.1\r\nHost: x\r\n\r\n`);
    await answered(2);
    expect(answers()[1]).toMatch(/^200/);
  });

  it('gives the place of a connection let in that stays idle to the next in line', async () => {
    const { connect, held, release } = await oneHeld({ limit: 1, invitationMs: 20 });
    // Both answered while /hold is under way, so both connections wait unread, first `idle`.
    const idle = connect();
    expect(await get(idle, '/work')).toBe(200);
    const worker = connect();
    expect(await get(worker, '/work')).toBe(200);
    const next = get(worker, '/work');
    release();
    expect(await held).toBe(200);
    // `idle` is let in first and sends nothing: its place passes on.
    expect(await next).toBe(200);
  });

  it('reads a waiting connection once it has waited the longest, whatever the count', async () => {
    const { connect } = await oneHeld({ limit: 1, longestWaitMs: 50 });
    const worker = connect();
    expect(await get(worker, '/work')).toBe(200);
    // /hold is never released: only the wait's end lets the next request in.
    expect(await get(worker, '/work')).toBe(200);
  });

  it('answers a waiting connection when the server closes, rather than cutting it off', async () => {
    const { connect, held, release } = await oneHeld({ limit: 1 });
    const worker = connect();
    expect(await get(worker, '/work')).toBe(200);
    const next = get(worker, '/work');
    const closed = app?.close();
    release();
    expect(await held).toBe(200);
    expect(await next).toBe(503);
    await closed;
  });
});
