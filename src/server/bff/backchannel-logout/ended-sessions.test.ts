import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epochSeconds } from '../../http';
import type { Database } from '../../database';
import type { TestDatabase } from '../../database/test-database';
import { openPortalTestDatabase } from '../../portal-schema/test-portal-database';
import { openEndedSessions, type EndedSessions } from './ended-sessions';

let testDatabase: TestDatabase;
/** A second instance's connection: its own pool on PostgreSQL, the one PGlite otherwise. */
let otherConnection: Database;
let first: EndedSessions;
let second: EndedSessions;

beforeAll(async () => {
  testDatabase = await openPortalTestDatabase();
  otherConnection =
    testDatabase.kind === 'postgres' ? await testDatabase.reopen() : testDatabase.database;
  const schema = testDatabase.portalSchema;
  first = await openEndedSessions(testDatabase.database, { schema });
  second = await openEndedSessions(otherConnection, { schema });
});

afterAll(async () => {
  first.close();
  second.close();
  if (otherConnection !== testDatabase.database) await otherConnection.close();
  await testDatabase.drop();
});

describe('ended sessions', () => {
  it('tell another instance at once, which ends the streams of that session only', async () => {
    const session = { sessionId: 'sid-a', subject: 'user-a', issuedAt: epochSeconds() };
    const ended = new Promise<void>((resolve) => {
      second.whenEnded(session, resolve);
    });
    let otherEnded = false;
    second.whenEnded({ ...session, sessionId: 'sid-b' }, () => {
      otherEnded = true;
    });

    await first.end({ kind: 'session', id: 'sid-a', endedAt: epochSeconds() });
    expect(first.isEnded(session)).toBe(true);
    await ended; // by NOTIFY, without a query of its own
    expect(second.isEnded(session)).toBe(true);
    expect(second.isEnded({ ...session, sessionId: 'sid-b' })).toBe(false);
    expect(otherEnded).toBe(false);
  });

  it('end, for a logout naming only the user, the sessions issued until it', async () => {
    const endedAt = epochSeconds();
    const earlier = { sessionId: 'sid-c', subject: 'user-c', issuedAt: endedAt - 60 };
    const ended = new Promise<void>((resolve) => {
      second.whenEnded(earlier, resolve);
    });
    await first.end({ kind: 'user', id: 'user-c', endedAt });
    await ended;
    expect(second.isEnded(earlier)).toBe(true);
    expect(second.isEnded({ ...earlier, issuedAt: endedAt + 1 })).toBe(false);
    expect(second.isEnded({ ...earlier, subject: 'user-d' })).toBe(false);
  });

  it('are known to an instance that starts later, and kept in the table no longer than a token can live', async () => {
    await first.end({ kind: 'session', id: 'sid-e', endedAt: epochSeconds() });
    const later = await openEndedSessions(otherConnection, { schema: testDatabase.portalSchema });
    try {
      expect(
        later.isEnded({ sessionId: 'sid-e', subject: 'user-e', issuedAt: epochSeconds() }),
      ).toBe(true);
    } finally {
      later.close();
    }
    const { rows } = await testDatabase.database.query<{ hours: number }>(
      `SELECT (extract(epoch FROM expires_at - now()) / 3600)::float8 AS hours
         FROM ${testDatabase.portalSchema}.ended_session WHERE id = 'sid-e'`,
    );
    expect(rows[0]?.hours).toBeGreaterThan(23.9);
    expect(rows[0]?.hours).toBeLessThan(24.1);
  });

  it('forget an end once no token it could end is valid, in memory and in the table', async () => {
    const table = `${testDatabase.portalSchema}.ended_session`;
    await testDatabase.database.query(
      `INSERT INTO ${table} (kind, id, ended_at, expires_at)
       VALUES ('session', 'sid-old', now() - interval '25 hours', now() - interval '1 hour')`,
    );
    const later = await openEndedSessions(otherConnection, { schema: testDatabase.portalSchema });
    later.close();
    expect(later.isEnded({ sessionId: 'sid-old', subject: 'u', issuedAt: 0 })).toBe(false);
    await first.end({ kind: 'session', id: 'sid-f', endedAt: epochSeconds() });
    const { rows } = await testDatabase.database.query(
      `SELECT id FROM ${table} WHERE id = 'sid-old'`,
    );
    expect(rows).toEqual([]);
  });
});
