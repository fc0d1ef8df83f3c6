import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDiskSpaceGuard, megabytes, writeCost, type DiskSpace } from './disk-space';
import { StorageUnavailableError } from './storage-errors';

const MB = 1024 * 1024;

/** A disk the test sets, and counts how often the guard looks at it. */
function testDisk(freeBytes: number) {
  const disk = { space: { freeBytes, freeFiles: Infinity, writable: true } as DiskSpace, looks: 0 };
  const measure = (directory: string) => {
    expect(directory).toBe('/data/pglite');
    disk.looks += 1;
    return Promise.resolve({ ...disk.space });
  };
  return { disk, measure };
}

function testLog() {
  const lines: { level: 'error' | 'info'; message: string }[] = [];
  return {
    lines,
    log: {
      error: (message: string) => lines.push({ level: 'error', message }),
      info: (message: string) => lines.push({ level: 'info', message }),
    },
  };
}

const guards: { close(): void }[] = [];
afterEach(() => {
  for (const guard of guards.splice(0)) guard.close();
  vi.useRealTimers();
});

async function guardOf(freeBytes: number, options: { reclaim?: () => Promise<void> } = {}) {
  const { disk, measure } = testDisk(freeBytes);
  const { lines, log } = testLog();
  // Polls only when a test advances the clock: the guard also looks when a write asks.
  const guard = createDiskSpaceGuard({
    directory: '/data/pglite',
    reserveBytes: 8 * MB,
    measure,
    log,
    pollMs: 1000,
    reclaimEveryBytes: 64 * MB,
    ...options,
  });
  guards.push(guard);
  // The guard looks once as it starts; the test changes the disk after that look.
  await guard.check();
  return { guard, disk, lines };
}

/** The write was refused, for this problem, in these words. */
async function expectRefused(write: Promise<void>, problem: string, message: RegExp) {
  const error = await write.then(
    () => undefined,
    (refused: unknown) => refused,
  );
  expect(error).toBeInstanceOf(StorageUnavailableError);
  expect(error).toMatchObject({ problem });
  expect((error as Error).message).toMatch(message);
}

describe('the disk space guard', () => {
  it('refuses writes below the reserve with one log line, and lets them through again by itself once there is room', async () => {
    const { guard, disk, lines } = await guardOf(500 * MB);
    await guard.admit(16 * 1024);

    disk.space.freeBytes = 7.5 * MB; // filled by something else; the next look sees it
    await guard.check();
    for (let write = 0; write < 3; write += 1) {
      await expectRefused(
        guard.admit(16 * 1024),
        'full',
        /\/data\/pglite has 7\.5 MB free, less than the 8 MB it keeps free/,
      );
    }
    expect(guard.hasRoom).toBe(false);
    expect(lines).toEqual([
      {
        level: 'error',
        message:
          'Writes refused: the data folder /data/pglite has 7.5 MB free, less than the 8 MB it keeps free (DATA_DIR_MIN_FREE_MB). Reads go on; writes resume by themselves once there is room.',
      },
    ]);

    // Room again: the next write looks, without waiting for a poll.
    disk.space.freeBytes = 40 * MB;
    await guard.admit(16 * 1024);
    expect(guard.hasRoom).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.level).toBe('info');
    expect(lines[1]?.message).toMatch(
      /^Writes resume: the data folder \/data\/pglite has 40 MB free \(writes were refused for \d+ s, 3 of them\)\.$/,
    );
  });

  it('looks at the disk before every write near the edge, and counts what it let through since', async () => {
    const { guard, disk } = await guardOf(1024 * MB);
    await guard.check();
    const looks = disk.looks;
    // Far from the edge a write costs no system call.
    for (let write = 0; write < 100; write += 1) await guard.admit(64 * 1024);
    expect(disk.looks).toBe(looks);

    // 40 MB free: the first writes pass on the last look, until what they take brings the
    // disk near the edge (the reserve and 16 MB) by the guard's own count.
    disk.space.freeBytes = 40 * MB;
    await guard.check();
    const before = disk.looks;
    for (let write = 0; write < 16; write += 1) await guard.admit(MB);
    expect(disk.looks).toBe(before);
    await guard.admit(MB);
    expect(disk.looks).toBe(before + 1);

    // Near the edge, a disk taken by someone else between two polls stops the very next write.
    disk.space.freeBytes = 20 * MB;
    await guard.check();
    await guard.admit(16 * 1024);
    disk.space.freeBytes = 2 * MB;
    await expect(guard.admit(16 * 1024)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('refuses a large write that would take the reserve, and lets small ones go on', async () => {
    const { guard, lines } = await guardOf(30 * MB);
    await expectRefused(
      guard.admit(25 * MB),
      'full',
      /about 25 MB would leave the data folder \/data\/pglite less than the 8 MB/,
    );
    await guard.admit(64 * 1024);
    expect(guard.hasRoom).toBe(true);
    expect(lines).toEqual([]);
  });

  it('refuses writes to a folder that cannot be written to, or looked at', async () => {
    const { guard, disk, lines } = await guardOf(500 * MB);
    disk.space.writable = false;
    await guard.check();
    await expectRefused(guard.admit(16 * 1024), 'read-only', /\/data\/pglite cannot be written to/);
    expect(lines.map(({ message }) => message)).toEqual([
      "Writes refused: the data folder /data/pglite cannot be written to (a read-only file system, or not this user's). Reads go on; writes resume by themselves once there is room.",
    ]);

    const gone = createDiskSpaceGuard({
      directory: '/data/pglite',
      reserveBytes: 8 * MB,
      measure: () => Promise.reject(new Error('ENOENT: no such file or directory')),
    });
    guards.push(gone);
    await expectRefused(gone.admit(16 * 1024), 'read-only', /cannot be looked at \(ENOENT/);
  });

  it('counts files: a file system out of inodes is full too', async () => {
    const { guard, disk } = await guardOf(500 * MB);
    disk.space.freeFiles = 10;
    await guard.check();
    await expectRefused(guard.admit(16 * 1024), 'full', /room for only 10 more files/);
  });

  it('gives back room every 64 MB used, and near the edge after each megabyte, unless the disk is taken whole', async () => {
    vi.useFakeTimers();
    const reclaim = vi.fn(() => Promise.resolve());
    const { guard, disk } = await guardOf(500 * MB, { reclaim });
    await vi.advanceTimersByTimeAsync(1000);
    disk.space.freeBytes = 440 * MB;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).not.toHaveBeenCalled();
    disk.space.freeBytes = 436 * MB; // 64 MB used since the first look
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).toHaveBeenCalledTimes(1);

    disk.space.freeBytes = 23 * MB; // near the edge: the reserve and 16 MB
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).toHaveBeenCalledTimes(2);
    disk.space.freeBytes = 22.5 * MB; // less than a megabyte since
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).toHaveBeenCalledTimes(2);
    disk.space.freeBytes = 21.5 * MB;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).toHaveBeenCalledTimes(3);
    expect(guard.hasRoom).toBe(true);

    // A disk taken whole by something else: no checkpoint, which would stop PostgreSQL.
    disk.space.freeBytes = 0.5 * MB;
    await vi.advanceTimersByTimeAsync(1000);
    expect(reclaim).toHaveBeenCalledTimes(3);
  });
});

describe('what a statement costs the disk', () => {
  it('is nothing for a read, and a page or two and twice its values for a write', () => {
    expect(writeCost('SELECT * FROM application WHERE application_id = $1', [1])).toBeUndefined();
    expect(writeCost('  with recent AS (SELECT 1) SELECT * FROM recent')).toBeUndefined();
    expect(writeCost('SELECT updated_at, created_by FROM offer')).toBeUndefined();
    expect(writeCost('INSERT INTO t (v) VALUES ($1)', ['x'.repeat(1000)])).toBe(16 * 1024 + 2000);
    expect(writeCost('UPDATE t SET content = $1', [new Uint8Array(5 * MB)])).toBe(
      16 * 1024 + 10 * MB,
    );
    // Writes that start like reads.
    expect(writeCost('WITH moved AS (UPDATE t SET v = 1 RETURNING id) SELECT * FROM moved')).toBe(
      16 * 1024,
    );
    expect(writeCost('SELECT status FROM application WHERE id = $1 FOR UPDATE', [1])).toBe(
      16 * 1024 + 32,
    );
    expect(writeCost("SELECT nextval('application_id_seq')")).toBe(16 * 1024);
  });

  it('is told in megabytes rounded down', () => {
    expect([megabytes(8 * MB), megabytes(7.99 * MB), megabytes(0), megabytes(41.7 * MB)]).toEqual([
      '8 MB',
      '7.9 MB',
      '0 MB',
      '41 MB',
    ]);
  });
});
