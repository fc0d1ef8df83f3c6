import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { TestDatabase } from '../database/test-database';
import { openPortalTestDatabase } from '../portal-schema/test-portal-database';
import { createSignInThrottle, waitAfter, type SignInThrottleLimits } from './sign-in-throttle';
import { openLoginPage, submitLogin, useIdentityProvider } from './test-support';

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
    testDatabase = await openPortalTestDatabase();
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
    await windowed.recordSuccess(attempt, true);
    expect(await windowed.recordFailure(attempt, later(903))).toBeUndefined();
    expect(await windowed.recordFailure(attempt, later(904))).toBeUndefined();
  });

  test('let a user name known at an address through others’ failures there and its own elsewhere', async () => {
    const known = throttle();
    const showroom = '203.0.113.20';
    const rep = { username: 'rep', address: showroom };
    await known.recordSuccess(rep, false);
    // The address guesses 16 user names (four times the user's lock): it is locked.
    for (let user = 1; user <= 16; user += 1) {
      await known.recordFailure({ username: `guess${user}`, address: showroom }, now);
    }
    expect(await known.check({ username: 'manager', address: showroom }, now)).toEqual({
      blockedUntil: later(600),
      userFailed: false,
    });
    expect(await known.check(rep, now)).toEqual({ blockedUntil: undefined, userFailed: false });
    // Someone elsewhere locks the user name: not for its known address.
    for (let failure = 1; failure <= 4; failure += 1) {
      await known.recordFailure({ username: 'rep', address: '198.51.100.30' }, now);
    }
    expect(
      (await known.check({ username: 'rep', address: '198.51.100.31' }, now)).blockedUntil,
    ).toEqual(later(600));
    expect((await known.check(rep, now)).blockedUntil).toBeUndefined();
    // Guessing its password from the known address is still slowed, then locked, as that pair.
    expect(await known.recordFailure(rep, now)).toBeUndefined();
    expect(await known.recordFailure(rep, now)).toBeUndefined();
    expect(await known.recordFailure(rep, now)).toEqual(later(1));
    expect(await known.check(rep, now)).toEqual({ blockedUntil: later(1), userFailed: true });
    // A restart forgets who was known (memory); the counts stay (database).
    expect((await throttle().check(rep, now)).blockedUntil).toEqual(later(600));
  });

  test('count an IPv6 address by its /64', async () => {
    const v6 = throttle();
    for (let user = 1; user <= 16; user += 1) {
      await v6.recordFailure({ username: `v6-${user}`, address: `2001:db8:5:5::${user}` }, now);
    }
    const sameNetwork = { username: 'dealer', address: '2001:db8:5:5:abcd::1' };
    expect((await v6.check(sameNetwork, now)).blockedUntil).toEqual(later(600));
    const otherNetwork = { username: 'manager', address: '2001:db8:5:6::1' };
    expect((await v6.check(otherNetwork, now)).blockedUntil).toBeUndefined();
  });
});

describe('the sign-in page under guessing', () => {
  const idp = useIdentityProvider({ signInLimits: LIMITS });
  afterAll(() => {
    vi.useRealTimers();
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

describe('the sign-in page when one address guesses many user names', () => {
  const idp = useIdentityProvider({ signInLimits: LIMITS });

  async function status(username: string, password: string): Promise<number> {
    const { jar, loginPage } = await openLoginPage(idp);
    return (await submitLogin(idp, jar, await loginPage.text(), { username, password })).status;
  }

  test('still lets in a user who has signed in from it, and no one it does not know', async () => {
    expect(await status('rep', 'demo')).toBe(303);
    // Twenty wrong sign-ins for different user names from this address (127.0.0.1): after 16
    // (four times the user's lock) the address is locked.
    const statuses = [];
    for (let user = 1; user <= 20; user += 1) statuses.push(await status(`user${user}`, 'guess'));
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
    expect(await status('rep', 'demo')).toBe(303);
    // Guessing learns nothing for a user name not known here: its password is not checked.
    expect(await status('manager', 'demo')).toBe(429);
  });
});
