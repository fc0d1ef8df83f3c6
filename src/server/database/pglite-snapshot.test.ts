import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFromBuiltCluster } from './pglite-snapshot';

describe('the built empty cluster', () => {
  let folder: string;
  let clusterDir: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'pglite-cluster-'));
    clusterDir = join(folder, 'pglite-cluster');
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const buildCluster = () => {
    mkdirSync(join(clusterDir, 'base'), { recursive: true });
    writeFileSync(join(clusterDir, 'PG_VERSION'), '17');
    writeFileSync(join(clusterDir, 'base', 'table'), 'rows');
  };

  it('starts a data folder without a cluster, and leaves nothing beside it', async () => {
    buildCluster();
    const dataDir = join(folder, 'data', 'pglite');
    mkdirSync(join(folder, 'data'));
    await startFromBuiltCluster(dataDir, clusterDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(join(dataDir, 'base', 'table'), 'utf8')).toBe('rows');
    expect(readdirSync(join(folder, 'data'))).toEqual(['pglite']);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'base', 'table')).mode & 0o777).toBe(0o600);
  });

  it('never replaces the cluster a data folder holds', async () => {
    buildCluster();
    const dataDir = join(folder, 'existing');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '18');
    await startFromBuiltCluster(dataDir, clusterDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18');
    expect(existsSync(join(dataDir, 'base'))).toBe(false);
  });

  it('leaves initdb to PGlite when the build has no cluster', async () => {
    const dataDir = join(folder, 'new');
    await startFromBuiltCluster(dataDir, clusterDir);
    expect(existsSync(dataDir)).toBe(false);
  });
});
