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
import { CAN_MOUNT, mountTmpfs, NEEDS_MOUNT } from './test-tmpfs';
import { startFromBuiltCluster } from './pglite-snapshot';

describe('the built empty cluster', () => {
  let folder: string;
  let clusterDir: string;
  let warnings: string[];
  const warn = (message: string) => {
    warnings.push(message);
  };

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'pglite-cluster-'));
    clusterDir = join(folder, 'pglite-cluster');
    warnings = [];
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  const buildCluster = () => {
    mkdirSync(join(clusterDir, 'base'), { recursive: true });
    writeFileSync(join(clusterDir, 'PG_VERSION'), '17');
    writeFileSync(join(clusterDir, 'base', 'table'), 'rows');
  };

  it('starts a data folder without a cluster, its owner’s alone, and leaves nothing beside it', async () => {
    buildCluster();
    const dataDir = join(folder, 'data', 'pglite');
    mkdirSync(join(folder, 'data'));
    // What a start stopped halfway left behind.
    mkdirSync(`${dataDir}.partial`);
    await startFromBuiltCluster(dataDir, clusterDir, warn);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(join(dataDir, 'base', 'table'), 'utf8')).toBe('rows');
    expect(readdirSync(join(folder, 'data'))).toEqual(['pglite']);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'base', 'table')).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([]);
  });

  it('never touches a data folder that holds anything', async () => {
    buildCluster();
    const dataDir = join(folder, 'existing');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'PG_VERSION'), '18');
    await startFromBuiltCluster(dataDir, clusterDir, warn);
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18');
  });

  it('leaves initdb to PGlite when the build has no cluster', async () => {
    const dataDir = join(folder, 'new');
    await startFromBuiltCluster(dataDir, clusterDir, warn);
    expect(existsSync(dataDir)).toBe(false);
    expect(warnings).toEqual([]);
  });

  it('leaves initdb to PGlite, and says why, when the copy fails', async () => {
    buildCluster();
    // A file whose copy's path is longer than Linux allows (4096): the copy stops halfway, as on a
    // file system that refuses it.
    const dataDir = join(folder, 'a-data-folder-with-a-longer-name');
    const sourceLength = 4090;
    let deep = clusterDir;
    while (deep.length + 202 <= sourceLength) deep = join(deep, 'x'.repeat(100));
    deep = join(deep, 'y'.repeat(sourceLength - deep.length - 1));
    mkdirSync(deep, { recursive: true });
    const copyLength = deep.length - clusterDir.length + `${dataDir}.partial`.length;
    expect(copyLength).toBeGreaterThan(4096);
    await startFromBuiltCluster(dataDir, clusterDir, warn);
    expect(readdirSync(folder)).toEqual(['pglite-cluster']);
    expect(warnings).toEqual([
      expect.stringContaining('could not start as a copy of the built cluster'),
    ]);
  });

  it.skipIf(!CAN_MOUNT)(
    `stops the start with one line when the folder has no room for the copy${NEEDS_MOUNT}`,
    async () => {
      buildCluster();
      writeFileSync(join(clusterDir, 'base', 'large'), Buffer.alloc(3 * 1024 * 1024));
      const tmpfs = mountTmpfs(2);
      try {
        const dataDir = join(tmpfs.path, 'pglite');
        await expect(startFromBuiltCluster(dataDir, clusterDir, warn)).rejects.toThrow(
          new RegExp(`^Unusable data folder: ${dataDir} cannot take a new database \\(ENOSPC`),
        );
        // Nothing half copied is left, and initdb is not tried where the copy had no room.
        expect(readdirSync(tmpfs.path)).toEqual([]);
        expect(warnings).toEqual([]);
      } finally {
        tmpfs.unmount();
      }
    },
  );
});
