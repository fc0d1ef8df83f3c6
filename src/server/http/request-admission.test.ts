import Fastify, { type FastifyInstance } from 'fastify';
import { Client } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { limitRequestsUnderWay } from './request-admission';

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

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.destroy()));
  await app?.close();
  app = undefined;
});

/** A server with the limit on its routes, listening, and a kept-alive connection per client. */
async function serve(limit: number, routes: (instance: FastifyInstance) => void) {
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

describe('limitRequestsUnderWay', () => {
  it('lets no more than the limit be under way once connections are kept alive, and answers all', async () => {
    let underWay = 0;
    let mostAfterFirstRound = 0;
    const connect = await serve(2, (instance) => {
      instance.get('/work', async (request) => {
        underWay += 1;
        if (request.headers['x-round'] === 'later') {
          mostAfterFirstRound = Math.max(mostAfterFirstRound, underWay);
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
    expect(mostAfterFirstRound).toBeGreaterThan(0);
    expect(mostAfterFirstRound).toBeLessThanOrEqual(2);
  });

  it('neither counts nor holds back a request that waits outside', async () => {
    const streamOpen = deferred();
    const release = deferred();
    const connect = await serve(1, (instance) => {
      instance.get('/stream', { config: { waitsOutside: true } }, async () => {
        streamOpen.resolve();
        await release.promise;
        return { ended: true };
      });
      instance.get('/work', () => ({ done: true }));
    });
    const stream = get(connect(), '/stream');
    await streamOpen.promise;
    const worker = connect();
    expect([await get(worker, '/work'), await get(worker, '/work')]).toEqual([200, 200]);
    release.resolve();
    expect(await stream).toBe(200);
  });

  it('frees the place of a connection that closes with its request under way', async () => {
    const entered = deferred();
    const connect = await serve(1, (instance) => {
      instance.get('/hold', async () => {
        entered.resolve();
        await new Promise(() => {});
      });
      instance.get('/work', () => ({ done: true }));
    });
    const holder = connect();
    const held = get(holder, '/hold').catch(() => 'closed');
    await entered.promise;
    // The first request of a new connection is read: the second waits while /hold is under way.
    const worker = connect();
    expect(await get(worker, '/work')).toBe(200);
    const second = get(worker, '/work');
    await holder.destroy();
    expect(await held).toBe('closed');
    expect(await second).toBe(200);
  });
});
