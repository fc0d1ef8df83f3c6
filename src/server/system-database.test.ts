import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFromBuiltCluster } from './database';
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
