import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  CreatedSubscriptionSchema,
  DeliveryListSchema,
  SubscriptionListSchema,
  WebhookPayloadSchema,
  type CreatedSubscription,
  type EventType,
} from '../../../domain/contract';
import type { TestDatabase } from '../../database/test-database';
import { seedDemoData } from '../seed/seed-demo-data';
import { privateApplicationBody } from '../test-support/requests';
import { openServiceTestDatabase } from '../test-support/service-test-database';
import { buildTestService, call, jsonOf, pathsOf, problemOf } from '../test-support/test-service';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelayMs } from './retry-schedule';
import {
  createWebhookDispatcher,
  INTERRUPTED_ATTEMPT_ERROR,
  type WebhookDispatcher,
} from './webhook-dispatcher';

/** What the receiver got: the raw body and headers, as a receiver must verify them. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP receiver on a loopback port, answering each request with the next status of
 * `answers` (200 once they run out), and telling each arrival to whoever waits for one.
 */
class Receiver {
  readonly received: Received[] = [];
  answers: number[] = [];
  private waiting: Array<(received: Received) => void> = [];
  private server: Server | undefined;

  async listen(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = { headers: request.headers, body: Buffer.concat(chunks).toString() };
        this.received.push(received);
        response.writeHead(this.answers.shift() ?? 200).end();
        this.waiting.shift()?.(received);
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${String((this.server?.address() as AddressInfo).port)}/webhooks`;
  }

  nextRequest(): Promise<Received> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  async close(): Promise<void> {
    const server = this.server;
    if (server === undefined) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

let testDatabase: TestDatabase;
let app: FastifyInstance;
/** Refuses local URLs, as a service in production does. */
let strictApp: FastifyInstance;
let receiver: Receiver;
// Near the real time: standardwebhooks checks a signature's timestamp against the real clock.
const realTime = () => new Date(Math.floor(Date.now() / 1000) * 1000);
let clock = realTime();
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

const dispatcherFor = (options: Partial<Parameters<typeof createWebhookDispatcher>[0]> = {}) =>
  createWebhookDispatcher({
    database: testDatabase.database,
    now: () => clock,
    allowLocalUrls: true,
    // The middle of the jitter: each delay exactly as the schedule lists it.
    random: () => 0.5,
    ...options,
  });
let dispatcher: WebhookDispatcher;

beforeAll(async () => {
  testDatabase = await openServiceTestDatabase();
  await seedDemoData(testDatabase.database, clock);
  app = await buildTestService(testDatabase.database, {
    now: () => clock,
    allowLocalWebhookUrls: true,
  });
  strictApp = await buildTestService(testDatabase.database, { now: () => clock });
  dispatcher = dispatcherFor();
});

afterAll(async () => {
  await app.close();
  await strictApp.close();
  await testDatabase.drop();
});

beforeEach(() => {
  clock = realTime();
});

const subscriptions: string[] = [];
afterEach(async () => {
  // Each test sees only its own subscription's events.
  for (const id of subscriptions.splice(0)) await call(app, 'DELETE', `/subscription/${id}`);
  await receiver.close();
});

async function subscribe(
  url: string,
  eventTypes: EventType[] = ['application.created', 'application.status_changed'],
): Promise<CreatedSubscription> {
  const response = await call(app, 'POST', '/subscription', { url, eventTypes });
  expect(response.statusCode, response.body).toBe(201);
  const subscription = jsonOf(response, CreatedSubscriptionSchema);
  subscriptions.push(subscription.subscriptionId);
  return subscription;
}

async function createApplication(): Promise<number> {
  const response = await call(app, 'POST', '/application', privateApplicationBody());
  expect(response.statusCode).toBe(201);
  return jsonOf(response, ApplicationSchema).applicationId;
}

const deliveriesOf = async (subscriptionId: string) =>
  jsonOf(await call(app, 'GET', `/subscription/${subscriptionId}/deliveries`), DeliveryListSchema)
    .deliveries;

/** Verifies as a receiver would: throws when the signature, id or timestamp is wrong. */
const verified = (secret: string, { headers, body }: Received) =>
  WebhookPayloadSchema.parse(new Webhook(secret).verify(body, headers as Record<string, string>));

describe('webhook delivery to a real receiver', () => {
  it('POSTs each event signed as Standard Webhooks has it; the signature verifies', async () => {
    receiver = await new Receiver().listen();
    const { secret } = await subscribe(receiver.url);
    expect(secret).toMatch(/^whsec_/);
    const applicationId = await createApplication();

    expect(await dispatcher.deliverDue()).toBe(1);
    const [received] = receiver.received;
    if (received === undefined) throw new Error('Nothing was received');
    expect(received.headers['webhook-id']).toMatch(/^msg_/);
    expect(received.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(received.headers['content-type']).toBe('application/json');
    expect(verified(secret, received)).toEqual({
      type: 'application.created',
      timestamp: clock.toISOString(),
      data: { applicationId, status: 'Received', salesPersonId: 1001, vendorId: 501 },
    });
    // A forged or altered request does not verify.
    const otherSecret = `whsec_${Buffer.from('another secret of 24 bytes').toString('base64')}`;
    expect(() => verified(otherSecret, received)).toThrow(WebhookVerificationError);
    expect(() =>
      verified(secret, { ...received, body: received.body.replace('1001', '1002') }),
    ).toThrow(WebhookVerificationError);
  });

  it('retries a receiver that answers 500, with the same webhook-id and body', async () => {
    receiver = await new Receiver().listen();
    receiver.answers = [500];
    const { subscriptionId, secret } = await subscribe(receiver.url);
    await createApplication();

    expect(await dispatcher.deliverDue()).toBe(1);
    // Not before its back-off has passed.
    advance(RETRY_DELAYS_SECONDS[0] - 1);
    expect(await dispatcher.deliverDue()).toBe(0);
    advance(1);
    expect(await dispatcher.deliverDue()).toBe(1);

    const [first, second] = receiver.received;
    if (first === undefined || second === undefined) throw new Error('Expected two attempts');
    // The duplicate is recognisable by its id.
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(verified(secret, second).type).toBe('application.created');
    const [delivery] = await deliveriesOf(subscriptionId);
    expect(delivery).toMatchObject({
      eventId: first.headers['webhook-id'],
      eventType: 'application.created',
      status: 'delivered',
      nextAttemptAt: null,
      attempts: [
        { responseStatus: 500, error: 'The receiver answered 500; expected 2xx' },
        { responseStatus: 200, error: null },
      ],
    });
  });

  it('gets the events to a receiver that was down once it is back, after a restart too', async () => {
    receiver = await new Receiver().listen();
    const url = receiver.url;
    const port = Number(new URL(url).port);
    await receiver.close();
    const { subscriptionId, secret } = await subscribe(url);
    const applicationId = await createApplication();
    expect(
      (await call(app, 'PUT', `/application/${applicationId}/status`, { status: 'UnderReview' }))
        .statusCode,
    ).toBe(200);

    expect(await dispatcher.deliverDue()).toBe(2);
    const pending = await deliveriesOf(subscriptionId);
    expect(pending.map((delivery) => delivery.status)).toEqual(['pending', 'pending']);
    expect(pending[0]?.attempts).toEqual([
      expect.objectContaining({ responseStatus: null, error: 'The connection was refused' }),
    ]);

    // The receiver is back; a new dispatcher (a restarted service) finds the deliveries due.
    receiver = await new Receiver().listen(port);
    advance(RETRY_DELAYS_SECONDS[0]);
    expect(await dispatcherFor().deliverDue()).toBe(2);
    const payloads = receiver.received.map((received) => verified(secret, received));
    expect(payloads.map((payload) => payload.type).sort()).toEqual([
      'application.created',
      'application.status_changed',
    ]);
    expect(payloads.find((payload) => payload.type === 'application.status_changed')).toEqual(
      expect.objectContaining({
        data: {
          applicationId,
          salesPersonId: 1001,
          previousStatus: 'Received',
          status: 'UnderReview',
          actor: { type: 'bank' },
        },
      }),
    );
  });

  /** Claims the due delivery in a process that never finishes its attempt (kill -9). */
  async function killedMidAttempt(): Promise<void> {
    let sending: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const killed = dispatcherFor({
      send: () => {
        sending();
        return new Promise(() => undefined);
      },
    });
    void killed.deliverDue();
    await sent;
  }

  it('logs an attempt as it starts, and one cut off by a killed process as interrupted', async () => {
    receiver = await new Receiver().listen();
    const { subscriptionId } = await subscribe(receiver.url);
    await createApplication();
    await killedMidAttempt();
    // In the log while it runs: no answer, no error yet.
    const [running] = await deliveriesOf(subscriptionId);
    expect(running).toMatchObject({
      status: 'pending',
      attempts: [{ at: clock.toISOString(), responseStatus: null, error: null, durationMs: 0 }],
    });
    expect(await dispatcher.deliverDue()).toBe(0);

    // The lease is the attempt's timeout (10 s) and 5 s more, not a minute.
    advance(14);
    expect(await dispatcher.deliverDue()).toBe(0);
    advance(1);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await deliveriesOf(subscriptionId);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: [
        { responseStatus: null, error: INTERRUPTED_ATTEMPT_ERROR, durationMs: 15_000 },
        { responseStatus: 200, error: null },
      ],
    });
  });

  it('takes an interrupted attempt up at once when embedded PostgreSQL starts again', async (context) => {
    // On a PostgreSQL server another instance may still be sending it: the lease decides there.
    if (testDatabase.database.notifiesAtCommit !== true) context.skip();
    receiver = await new Receiver().listen();
    const { subscriptionId } = await subscribe(receiver.url, ['application.created']);
    await createApplication();
    await killedMidAttempt();

    const restarted = dispatcherFor();
    const arrival = receiver.nextRequest();
    await restarted.start();
    try {
      await arrival;
    } finally {
      await restarted.stop();
    }
    const [delivery] = await deliveriesOf(subscriptionId);
    expect(delivery?.attempts).toMatchObject([
      { error: INTERRUPTED_ATTEMPT_ERROR },
      { responseStatus: 200, error: null },
    ]);
  });

  it('ends a backlog after the batch under way when it stops, leaving the rest due', async () => {
    receiver = await new Receiver().listen();
    await subscribe(receiver.url, ['application.created']);
    for (let count = 0; count < 12; count += 1) await createApplication();
    const stopping = new AbortController();
    const stopped = dispatcherFor({
      send: async () => {
        // The process is told to stop while the first batch (10) is being sent.
        stopping.abort();
        return { status: 200 };
      },
    });
    expect(await stopped.deliverDue(stopping.signal)).toBe(10);
    expect(await dispatcher.deliverDue()).toBe(2);
  });

  it('makes one attempt per delivery when two instances deliver at once', async () => {
    receiver = await new Receiver().listen();
    await subscribe(receiver.url);
    for (let count = 0; count < 3; count += 1) await createApplication();

    const counts = await Promise.all([dispatcher.deliverDue(), dispatcherFor().deliverDue()]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(new Set(receiver.received.map((each) => each.headers['webhook-id'])).size).toBe(3);
  });

  it('marks a delivery failed after the last attempt, more than 24 hours after the first', async () => {
    receiver = await new Receiver().listen();
    receiver.answers = Array.from({ length: MAX_ATTEMPTS }, () => 503);
    const { subscriptionId } = await subscribe(receiver.url, ['application.created']);
    await createApplication();

    for (const seconds of [0, ...RETRY_DELAYS_SECONDS]) {
      advance(seconds);
      expect(await dispatcher.deliverDue()).toBe(1);
    }
    advance(24 * 60 * 60);
    expect(await dispatcher.deliverDue()).toBe(0);
    const [delivery] = await deliveriesOf(subscriptionId);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts).toHaveLength(MAX_ATTEMPTS);
    const first = Date.parse(delivery?.attempts[0]?.at ?? '');
    const last = Date.parse(delivery?.attempts.at(-1)?.at ?? '');
    expect(last - first).toBeGreaterThan(24 * 60 * 60 * 1000);
  });

  it('keeps trying for at least 24 hours whatever the jitter', () => {
    const total = (random: () => number) =>
      RETRY_DELAYS_SECONDS.reduce(
        (sum, _delay, index) => sum + (retryDelayMs(index + 1, random) ?? 0),
        0,
      );
    expect(total(() => 0)).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(retryDelayMs(1, () => 0)).toBeLessThan(retryDelayMs(1, () => 0.99) ?? 0);
    expect(retryDelayMs(MAX_ATTEMPTS, () => 0.5)).toBeUndefined();
  });

  it('reaches the receiver within moments of the change, woken by the database', async () => {
    receiver = await new Receiver().listen();
    const { secret } = await subscribe(receiver.url, ['application.created']);
    const running = dispatcherFor();
    await running.start();
    try {
      const arrival = receiver.nextRequest();
      const applicationId = await createApplication();
      const payload = verified(secret, await arrival);
      expect(payload).toMatchObject({ type: 'application.created', data: { applicationId } });
    } finally {
      await running.stop();
    }
  });
});

describe('subscriptions', () => {
  it('lists without secrets, sends a test event, and deletes', async () => {
    receiver = await new Receiver().listen();
    const created = await subscribe(receiver.url, ['campaign.changed']);
    const listed = jsonOf(await call(app, 'GET', '/subscription'), SubscriptionListSchema);
    const { secret: _secret, ...withoutSecret } = created;
    expect(listed.subscriptions).toContainEqual(withoutSecret);
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const test = await call(app, 'POST', `/subscription/${created.subscriptionId}/test`);
    expect(test.statusCode).toBe(202);
    expect(await dispatcher.deliverDue()).toBe(1);
    const [received] = receiver.received;
    if (received === undefined) throw new Error('The test event did not arrive');
    expect(verified(created.secret, received)).toMatchObject({
      type: 'webhook.test',
      data: { subscriptionId: created.subscriptionId },
    });
    expect(received.headers['webhook-id']).toBe(test.json<{ eventId: string }>().eventId);

    expect((await call(app, 'DELETE', `/subscription/${created.subscriptionId}`)).statusCode).toBe(
      204,
    );
    subscriptions.splice(0);
    for (const [method, path] of [
      ['DELETE', ''],
      ['POST', '/test'],
      ['GET', '/deliveries'],
    ] as const) {
      const response = await call(app, method, `/subscription/${created.subscriptionId}${path}`);
      expect(problemOf(response).status).toBe(404);
    }
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1/webhooks'],
    ['a loopback name', 'https://localhost/webhooks'],
    ['a private address', 'https://10.0.0.8/webhooks'],
    ['a private IPv6 address', 'https://[fd00::1]/webhooks'],
    ['an IPv4 address mapped into IPv6', 'https://[::ffff:192.168.1.10]/webhooks'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['plain http', 'http://hooks.example.com/webhooks'],
  ])('refuses %s with a clear 422 and stores nothing', async (_what, url) => {
    receiver = new Receiver();
    const response = await call(strictApp, 'POST', '/subscription', {
      url,
      eventTypes: ['application.created'],
    });
    const problem = problemOf(response);
    expect(problem.status).toBe(422);
    expect(pathsOf(problem)).toEqual(['url']);
    expect(problem.errors?.[0]?.message).toMatch(/https|loopback, private or link-local/);
    const listed = jsonOf(await call(strictApp, 'GET', '/subscription'), SubscriptionListSchema);
    expect(listed.subscriptions.map((subscription) => subscription.url)).not.toContain(url);
  });

  it('checks the address again at delivery, and sends nothing to a local one', async () => {
    receiver = await new Receiver().listen();
    // Registered while local URLs were allowed (or the name resolved elsewhere then).
    const { subscriptionId } = await subscribe(receiver.url, ['application.created']);
    await createApplication();
    expect(await dispatcherFor({ allowLocalUrls: false }).deliverDue()).toBe(1);
    expect(receiver.received).toEqual([]);
    const [delivery] = await deliveriesOf(subscriptionId);
    expect(delivery?.attempts[0]?.error).toBe('Must be an https:// URL');
  });

  it('refuses an unknown event type, naming the types', async () => {
    receiver = new Receiver();
    const response = await call(app, 'POST', '/subscription', {
      url: 'https://hooks.example.com/webhooks',
      eventTypes: ['application.deleted'],
    });
    const problem = problemOf(response);
    expect(problem.status).toBe(400);
    expect(pathsOf(problem)).toEqual(['eventTypes.0']);
  });
});
