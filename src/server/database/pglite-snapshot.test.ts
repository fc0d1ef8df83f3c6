import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtClusterFor } from './pglite-snapshot';

describe('the built empty cluster', () => {
  let folder: string;
  let clusterFile: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'pglite-cluster-'));
    clusterFile = join(folder, 'pglite-cluster.tar');
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts a data folder without a cluster', async () => {
    writeFileSync(clusterFile, 'the cluster');
    const cluster = await builtClusterFor(join(folder, 'new'), clusterFile);
    expect(await cluster?.text()).toBe('the cluster');
  });

  it('never replaces the cluster a data folder holds', async () => {
    writeFileSync(clusterFile, 'the cluster');
    writeFileSync(join(folder, 'PG_VERSION'), '18');
    expect(await builtClusterFor(folder, clusterFile)).toBeUndefined();
  });

  it('leaves initdb to PGlite when the build has no cluster', async () => {
    expect(await builtClusterFor(join(folder, 'new'), clusterFile)).toBeUndefined();
  });
});
