import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateSchema, openDatabase, startFromBuiltCluster } from './database';
import { runMigrations } from './database/migrations';
import { migratedPgliteSnapshot } from './database/pglite-snapshot';
import { TEST_DATABASE_URL_VARIABLE } from './database/test-database';
import { createThrowawayDatabase } from './database/throwaway-database';
import { PORTAL_SCHEMA, portalMigrations } from './portal-schema';
import { serviceMigrations } from './service/migrations';
import { openSystemDatabase, prepareBuiltCluster } from './system-database';

describe('the cluster the build writes', () => {
  const folder = mkdtempSync(join(tmpdir(), 'system-database-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('holds the whole embedded schema, so a first start on a copy of it migrates nothing', async () => {
    const cluster = join(folder, 'cluster');
    await prepareBuiltCluster(cluster);
    const built = new Date();
    const dataDir = join(folder, 'data');
    await startFromBuiltCluster(dataDir, cluster, (message) => {
      throw new Error(message);
    });
    const database = await openSystemDatabase({ dataDir }, { embeddedService: true });
    try {
      const migrated = async (table: string) =>
        (
          await database.query<{ version: number; applied_at: Date }>(
            `SELECT version, applied_at FROM ${table} ORDER BY version`,
          )
        ).rows;
      const service = await migrated('schema_migrations');
      const portal = await migrated(`${PORTAL_SCHEMA}.schema_migrations`);
      expect(service.map(({ version }) => version)).toEqual(
        serviceMigrations.map(({ version }) => version),
      );
      expect(portal.map(({ version }) => version)).toEqual(
        portalMigrations(PORTAL_SCHEMA).map(({ version }) => version),
      );
      for (const { applied_at } of [...service, ...portal]) {
        expect(applied_at.getTime()).toBeLessThanOrEqual(built.getTime());
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a database the portal role broke before the search path was pinned', () => {
  it('gets its records back: the portal’s migrations run, stray tables go unless written', async () => {
    const url = process.env[TEST_DATABASE_URL_VARIABLE];
    const folder = mkdtempSync(join(tmpdir(), 'system-database-'));
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const where = url === undefined || url === '' ? { dataDir: folder } : { url, schema };
    const portalSchema = url === undefined || url === '' ? PORTAL_SCHEMA : `${schema}_portal`;
    try {
      const first =
        'dataDir' in where
          ? { ...where, pgliteSnapshot: await migratedPgliteSnapshot(serviceMigrations) }
          : where;
      // What a second start as role `portal` did: the service's migrations 3 and 4 ran in the
      // portal's schema and were recorded as its own; a running instance wrote to one table.
      // The portal's schema then had its first two migrations, so both ran.
      const broken = (await openDatabase({
        ...first,
        otherSchemas: [portalSchema],
        migrations: serviceMigrations,
      })) as Parameters<typeof runMigrations>[0];
      await migrateSchema(broken, portalSchema, portalMigrations(portalSchema).slice(0, 2));
      const misplaced = serviceMigrations
        .filter(({ version }) => version === 3 || version === 4)
        .map((migration) => ({
          ...migration,
          sql: `SET LOCAL search_path TO ${portalSchema}; ${migration.sql}`,
        }));
      await runMigrations(broken, misplaced, { schema: portalSchema });
      await broken.query(
        `INSERT INTO ${portalSchema}.offer_rule_change (kind, offer_id, action, changed_by, changed_at)
         VALUES ('campaign', 1, 'changed', 'admin', now())`,
      );
      await broken.close();

      const warnings: string[] = [];
      const database = await openSystemDatabase(where, {
        embeddedService: true,
        portalSchema,
        warn: (message) => warnings.push(message),
      });
      try {
        const { rows } = await database.query<{ version: number; name: string }>(
          `SELECT version, name FROM ${portalSchema}.schema_migrations ORDER BY version`,
        );
        expect(rows).toEqual(
          portalMigrations(portalSchema).map(({ version, name }) => ({ version, name })),
        );
        const { rows: tables } = await database.query<{ table_name: string }>(
          'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
          [portalSchema],
        );
        // The empty one is gone; the one written to stays, for the operator to look at.
        const names = tables.map(({ table_name }) => table_name);
        expect(names).not.toContain('product');
        expect(names).toContain('offer_rule_change');
        expect(warnings).toEqual([
          expect.stringContaining(`${portalSchema}.offer_rule_change was made by mistake`),
        ]);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
      if (url !== undefined && url !== '') {
        const admin = await openDatabase({ url, migrations: [] });
        await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await admin.query(`DROP SCHEMA IF EXISTS ${portalSchema} CASCADE`);
        await admin.close();
      }
    }
  }, 60_000);
});

const adminUrl = process.env[TEST_DATABASE_URL_VARIABLE];

describe.runIf(adminUrl)('PostgreSQL as a role named like the portal’s schema', () => {
  it('starts three times, and twice at once, with each migration applied once', async () => {
    const throwaway = await createThrowawayDatabase(adminUrl ?? '');
    const start = async () => {
      const database = await openSystemDatabase(
        { url: throwaway.url },
        { embeddedService: true, portalSchema: throwaway.role },
      );
      await database.close();
    };
    try {
      for (let count = 0; count < 3; count += 1) await start();
      await Promise.all([start(), start()]);
      const database = await openSystemDatabase(
        { url: throwaway.url },
        { embeddedService: true, portalSchema: throwaway.role },
      );
      try {
        const versions = async (table: string) =>
          (
            await database.query<{ version: number }>(
              `SELECT version FROM ${table} ORDER BY version`,
            )
          ).rows.map(({ version }) => version);
        expect(await versions('public.schema_migrations')).toEqual(
          serviceMigrations.map(({ version }) => version),
        );
        expect(await versions(`${throwaway.role}.schema_migrations`)).toEqual(
          portalMigrations(throwaway.role).map(({ version }) => version),
        );
      } finally {
        await database.close();
      }
    } finally {
      await throwaway.drop();
    }
  }, 60_000);
});
