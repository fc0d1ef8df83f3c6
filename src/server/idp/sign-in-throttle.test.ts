import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../database/test-database';
import { migratePortalSchema } from '../portal-schema';
import { createSignInThrottle, waitAfter, type SignInThrottleLimits } from './sign-in-throttle';
import {
  openLoginPage,
  startIdentityProvider,
  submitLogin,
  type RunningProvider,
} from './test-support';

const LIMITS: SignInThrottleLimits = {
  freeFailures: 2,
  lockFailures: 4,
  windowSeconds: 900,
  lockSeconds: 600,
};

describe('the wait after failures', () => {
  test('is nothing while free, then doubles, then locks', () => {
    expect([1, 2, 3, 4, 5].map((failures) => waitAfter(failures, LIMITS))).toEqual([
      0, 0, 1, 600, 600,
    ]);
    const configured = { freeFailures: 5, lockFailures: 10, windowSeconds: 900, lockSeconds: 900 };
    expect([5, 6, 7, 8, 9, 10].map((failures) => waitAfter(failures, configured))).toEqual([
      0, 1, 2, 4, 8, 900,
    ]);
  });
});

describe('failed sign-ins in the database', () => {
  let testDatabase: TestDatabase;
  const now = new Date('2026-03-01T12:00:00.000Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  beforeAll(async () => {
    testDatabase = await openTestDatabase({ migrations: [] });
    await migratePortalSchema(testDatabase.database, testDatabase.portalSchema);
  });
  afterAll(() => testDatabase.drop());

  const throttle = () =>
    createSignInThrottle(testDatabase.database, testDatabase.portalSchema, LIMITS);

  test('lock a user name from any address, and the lock outlives a restart', async () => {
    const before = throttle();
    for (let failure = 1; failure <= 4; failure += 1) {
      await before.recordFailure({ username: 'dealer', address: `198.51.100.${failure}` }, now);
    }
    const afterRestart = throttle();
    const attempt = { username: 'Dealer ', address: '198.51.100.99' };
    expect(await afterRestart.check(attempt, later(1))).toEqual({
      blockedUntil: later(600),
      userFailed: true,
    });
    expect((await afterRestart.check(attempt, later(601))).blockedUntil).toBeUndefined();
  });

  test('slow an address that tries many user names', async () => {
    const addressThrottle = throttle();
    const address = '203.0.113.7';
    for (let user = 1; user <= 8; user += 1) {
      expect(await addressThrottle.recordFailure({ username: `u${user}`, address }, now)).toBe(
        undefined,
      );
    }
    expect(await addressThrottle.recordFailure({ username: 'u9', address }, now)).toEqual(later(1));
    expect(await addressThrottle.check({ username: 'u10', address }, now)).toEqual({
      blockedUntil: later(1),
      userFailed: false,
    });
  });

  test('forget failures once their window is over, and a success forgets the user’s', async () => {
    const windowed = throttle();
    const attempt = { username: 'rep', address: '192.0.2.50' };
    await windowed.recordFailure(attempt, now);
    await windowed.recordFailure(attempt, now);
    // A third failure a window later is the first of a new window: no wait.
    expect(await windowed.recordFailure(attempt, later(901))).toBeUndefined();
    await windowed.recordFailure(attempt, later(902));
    await windowed.recordSuccess(attempt);
    expect(await windowed.recordFailure(attempt, later(903))).toBeUndefined();
    expect(await windowed.recordFailure(attempt, later(904))).toBeUndefined();
  });
});

describe('the sign-in page under guessing', () => {
  let idp: RunningProvider;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'idp-throttle-'));
    idp = await startIdentityProvider({ dataDir, signInLimits: LIMITS });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await idp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function attempt(username: string, password: string) {
    const { jar, loginPage } = await openLoginPage(idp);
    const response = await submitLogin(idp, jar, await loginPage.text(), { username, password });
    const html = response.status === 303 ? '' : await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      alert: /role="alert"[^>]*>([^<]*)</.exec(html)?.[1],
    };
  }

  test('slows a user name, says when to try again, and looks the same for an unknown user', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrong = { status: 200, retryAfter: null, alert: 'Wrong username or password.' };
    const slowed = {
      status: 429,
      retryAfter: '1',
      alert: 'Wrong username or password. Too many failed sign-ins. Wait 1 second, then try again.',
    };
    for (const username of ['dealer', 'nobody-by-this-name']) {
      expect(await attempt(username, 'guess-1')).toEqual(wrong);
      expect(await attempt(username, 'guess-2')).toEqual(wrong);
      expect(await attempt(username, 'guess-3')).toEqual(slowed);
    }

    // The right password waits too: while slowed, no password is checked.
    expect(await attempt('dealer', 'demo')).toEqual({
      status: 429,
      retryAfter: '1',
      alert: 'Too many failed sign-ins. Wait 1 second, then try again.',
    });

    vi.setSystemTime(Date.now() + 2_000);
    expect((await attempt('dealer', 'demo')).status).toBe(303);
    // The success started the count again.
    expect(await attempt('dealer', 'guess-4')).toEqual(wrong);
    vi.useRealTimers();
  });
});
