import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE } from '../domain/contract';
import { storageProblem } from './data-dir';
import { openDatabase, type DiskSpace, type MeasureDiskSpace } from './database';
import { migratedPgliteSnapshot } from './database/pglite-snapshot';
import { serviceMigrations } from './service/migrations';
import { seedDemoData } from './service/seed/seed-demo-data';
import { privateApplicationBody } from './service/test-support/requests';
import { buildTestService, call, TEST_NOW } from './service/test-support/test-service';
import { CAN_MOUNT, fillTo, mountTmpfs, NEEDS_MOUNT, type Tmpfs } from './database/test-tmpfs';
import { runScript } from './test-support/run-script';

const MB = 1024 * 1024;
const RESERVE = 8 * MB;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

beforeAll(async () => {
  // Made once and kept in the temp folder: the tests and the child start from it in a second.
  await migratedPgliteSnapshot(serviceMigrations);
});

/** The financing service as the app opens it: its database in `dataDir`, writes guarded. */
async function serviceOn(dataDir: string, measure?: MeasureDiskSpace) {
  const log: string[] = [];
  const database = await openDatabase({
    dataDir,
    migrations: serviceMigrations,
    pgliteSnapshot: await migratedPgliteSnapshot(serviceMigrations),
    storage: {
      refuse: storageProblem,
      guard: {
        reserveBytes: RESERVE,
        log: { error: (line) => log.push(line), info: (line) => log.push(line) },
        ...(measure === undefined ? {} : { measure }),
      },
    },
  });
  cleanups.push(() => database.close());
  await seedDemoData(database, TEST_NOW);
  const app = await buildTestService(database);
  cleanups.push(() => app.close());
  const create = () => call(app, 'POST', '/application', privateApplicationBody());
  const read = (id: number) => call(app, 'GET', `/application/${String(id)}`);
  return { app, log, create, read };
}

const idOf = (response: LightMyRequestResponse): number =>
  response.json<{ applicationId: number }>().applicationId;

function expectDiskFull(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  expect(response.headers['retry-after']).toBe('30');
  const problem = response.json<{ status: number; detail: string }>();
  expect(problem.status).toBe(503);
  expect(problem.detail).toMatch(/^The server's disk is full, so nothing can be saved now/);
}

describe('the financing service on a disk that fills', () => {
  it('answers writes with 503 and logs it once, goes on reading, and writes again once there is room (a disk the test sets)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'full-disk-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    // Near the edge (less than the reserve and 16 MB free), so every write looks at the disk.
    const disk: DiskSpace = { freeBytes: RESERVE + 4 * MB, freeFiles: Infinity, writable: true };
    const service = await serviceOn(dataDir, () => Promise.resolve({ ...disk }));

    const first = await service.create();
    expect(first.statusCode).toBe(201);

    disk.freeBytes = RESERVE - MB;
    expectDiskFull(await service.create());
    expectDiskFull(await service.create());
    expect((await service.read(idOf(first))).statusCode).toBe(200);
    expect((await call(service.app, 'GET', '/application')).statusCode).toBe(200);
    expect(service.log).toEqual([
      `Writes refused: the data folder ${dataDir} has 7 MB free, less than the 8 MB it keeps free (DATA_DIR_MIN_FREE_MB). Reads go on; writes resume by themselves once there is room.`,
    ]);

    disk.freeBytes = 100 * MB;
    const after = await service.create();
    expect(after.statusCode).toBe(201);
    expect((await service.read(idOf(after))).statusCode).toBe(200);
    expect(service.log).toHaveLength(2);
    expect(service.log[1]).toMatch(/^Writes resume: the data folder .* has 100 MB free/);
  });

  it.skipIf(!CAN_MOUNT)(
    `answers writes with 503 once a real disk fills, and writes again once a file is deleted${NEEDS_MOUNT}`,
    async () => {
      const tmpfs = mountTmpfs(96);
      cleanups.push(() => {
        tmpfs.unmount();
      });
      const service = await serviceOn(join(tmpfs.path, 'pglite'));
      const first = await service.create();
      expect(first.statusCode).toBe(201);

      // A megabyte above the reserve: some tens of applications, then 503.
      const filler = join(tmpfs.path, 'filler');
      fillTo(tmpfs, filler, RESERVE + MB);
      let created = 0;
      let refused: LightMyRequestResponse | undefined;
      while (refused === undefined && created < 5000) {
        const response = await service.create();
        if (response.statusCode === 201) created += 1;
        else refused = response;
      }
      expect(created).toBeGreaterThan(0);
      if (refused === undefined) throw new Error('The disk never filled');
      expectDiskFull(refused);
      expect(tmpfs.free()).toBeGreaterThan(RESERVE - MB);
      expect(service.log[0]).toMatch(/^Writes refused: the data folder .* less than the 8 MB/);
      expect((await service.read(idOf(first))).statusCode).toBe(200);

      rmSync(filler);
      expect((await service.create()).statusCode).toBe(201);
      expect(service.log[1]).toMatch(/^Writes resume/);
    },
  );
});

/** Runs the scenario in a child process, which fails the test if it does not end in time. */
async function runFullDiskScenario(tmpfs: Tmpfs): Promise<Record<string, unknown>> {
  const { code, stdout, stderr } = await runScript(
    'src/server/test-support/full-disk-run.ts',
    [join(tmpfs.path, 'pglite'), join(tmpfs.path, 'filler')],
    { timeoutMs: 90_000, hung: 'The scenario did not end within 90 s (PGlite hung?)' },
  );
  if (code !== 0) throw new Error(`The scenario failed (${String(code)}): ${stderr}`);
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
}

describe.skipIf(!CAN_MOUNT)(
  `the embedded database when its log cannot be written${NEEDS_MOUNT}`,
  () => {
    it('stops without hanging the process, answers what needs it with a refusal, and starts again by itself once there is room, with every acknowledged write', async () => {
      const tmpfs = mountTmpfs(64);
      cleanups.push(() => {
        tmpfs.unmount();
      });
      const result = await runFullDiskScenario(tmpfs);

      expect(result.settings).toEqual({ zero: 'off', recycle: 'off' });
      // PostgreSQL stopped (PANIC) on a write to its log: the write is refused, not acknowledged.
      expect(result.stoppedBy).toMatchObject({
        name: 'StorageUnavailableError',
        problem: 'stopped',
      });
      expect(result.acknowledged).toBeGreaterThan(0);
      // While the disk is full the stopped database answers at once, instead of spinning for ever.
      expect(result.whileFull).toBe('stopped');
      expect(result.whileFullMs).toBeLessThan(1000);
      // Started again from its log: every acknowledged write is there (the refused one may be too:
      // PostgreSQL had it in its log when it stopped, or not).
      const acknowledged = result.acknowledged as number;
      expect(result.recovered).toBeGreaterThanOrEqual(acknowledged);
      expect(result.recovered).toBeLessThanOrEqual(acknowledged + 1);
      expect(result.written).toBe((result.recovered as number) + 1);
      expect(result.log).toEqual([
        expect.stringMatching(
          /^The embedded database stopped: PANIC: could not write to log file .*No space left on device\. What needs it answers 503/,
        ),
        expect.stringMatching(/^Writes refused: the data folder .* has 0 MB free/),
        expect.stringMatching(/^Writes resume/),
        expect.stringMatching(/^The embedded database restarted in \d+ ms/),
      ]);
    }, 120_000);
  },
);
