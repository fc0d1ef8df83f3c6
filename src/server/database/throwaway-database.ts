import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL's insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 50;
const DROP_ATTEMPT_INTERVAL_MS = 100;

/**
 * Drops the database, ending its sessions. A session still authenticating (a process killed
 * while it connected left it) has no role yet, so no one but a superuser may end it and the drop
 * is refused until it is gone, a moment later: tried again until then, 5 s at most.
 */
async function dropDatabaseOf(cleaner: Database, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      const refused =
        error instanceof Error && 'code' in error && error.code === INSUFFICIENT_PRIVILEGE;
      if (!refused || attempt === DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, DROP_ATTEMPT_INTERVAL_MS));
    }
  }
}

/** A role of its own owning a database of its own, on the server of TEST_DATABASE_URL. */
export interface ThrowawayDatabase {
  /** The new role's URL of the new database. */
  url: string;
  /** The role's name, which is the database's too. */
  role: string;
  /** Ends every session of the database, then drops it and the role. */
  drop(): Promise<void>;
}

/**
 * For tests of what a role's name or a whole database decides (the search path, a system
 * started as in production): `adminUrl`'s role needs CREATEROLE and CREATEDB, as `financing`
 * has in CI (.ci/run).
 */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const role = `t_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const admin = await openPostgresDatabase({ url: adminUrl, maxConnections: 1 });
  try {
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    // Creating a database for another owner takes membership of that role.
    await admin.query(`GRANT ${role} TO CURRENT_USER`);
    await admin.query(`CREATE DATABASE ${role} OWNER ${role}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${role}`;
  return {
    url: url.toString(),
    role,
    async drop() {
      const cleaner = await openPostgresDatabase({ url: adminUrl, maxConnections: 1 });
      try {
        await dropDatabaseOf(cleaner, role);
        await cleaner.query(`DROP ROLE IF EXISTS ${role}`);
      } finally {
        await cleaner.close();
      }
    },
  };
}
