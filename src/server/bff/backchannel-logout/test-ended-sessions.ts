import type { TestDatabase } from '../../database/test-database';
import { openPortalTestDatabase } from '../../portal-schema/test-portal-database';
import { openEndedSessions, type EndedSessions } from './ended-sessions';

export interface EndedSessionsTestDatabase {
  testDatabase: TestDatabase;
  endedSessions: EndedSessions;
  /** Stops listening for ended sessions and drops the database. */
  drop(): Promise<void>;
}

/** The ended sessions of a portal test database, as the portal server keeps them. */
export async function openEndedSessionsTestDatabase(): Promise<EndedSessionsTestDatabase> {
  const testDatabase = await openPortalTestDatabase();
  const endedSessions = await openEndedSessions(testDatabase.database, {
    schema: testDatabase.portalSchema,
  });
  return {
    testDatabase,
    endedSessions,
    async drop() {
      endedSessions.close();
      await testDatabase.drop();
    },
  };
}
