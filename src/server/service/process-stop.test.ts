import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database';
import { TEST_DATABASE_URL_VARIABLE } from '../database/test-database';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../database/throwaway-database';
import { privateApplicationBody } from './test-support/requests';

/**
 * The whole system as a real process, `src/server/main.ts` run by tsx, stopped with SIGTERM as
 * an orchestrator stops it in a rolling restart (docs/operations.md, Stopping and rolling
 * restarts): on its own PostgreSQL database with TEST_DATABASE_URL, else on PGlite.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const adminUrl = process.env[TEST_DATABASE_URL_VARIABLE];
/** What Node 20 prints on every start (oidc-provider asks for Node 22): not the stop's. */
const NODE_20_WARNING = /^oidc-provider WARNING: Unsupported runtime/;

/** A port below the ephemeral range that nothing listens on now. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => {
        resolve(false);
      });
      probe.listen(port, '127.0.0.1', () => {
        probe.close(() => {
          resolve(true);
        });
      });
    });
    if (free) return port;
  }
}

interface Running {
  child: ChildProcess;
  origin: string;
  stdout: () => string;
  /** Standard error without Node 20's start warning. */
  stderr: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
let throwaway: ThrowawayDatabase | undefined;
/** Killed after the test if a failure left it running. */
let started: ChildProcess | undefined;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'process-stop-'));
  if (adminUrl !== undefined && adminUrl !== '') {
    throwaway = await createThrowawayDatabase(adminUrl);
  }
});

afterEach(async () => {
  if (started !== undefined && started.exitCode === null && started.signalCode === null) {
    started.kill('SIGKILL');
  }
  await throwaway?.drop();
  throwaway = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

async function startProcess(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(throwaway === undefined ? {} : { DATABASE_URL: throwaway.url }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started = child;
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return {
    child,
    origin: `http://127.0.0.1:${String(port)}`,
    stdout: () => stdout,
    stderr: () =>
      stderr
        .split('\n')
        .filter((line) => line !== '' && !NODE_20_WARNING.test(line))
        .join('\n'),
    exited,
  };
}

/** Resolves once `text` is on the process's standard output; rejects if it exits first. */
function printed(running: Running, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (running.stdout().includes(text)) resolve();
    };
    running.child.stdout?.on('data', check);
    void running.exited.then(() => {
      reject(new Error(`Exited before printing ${text}: ${running.stderr()}`));
    });
    check();
  });
}

/** The database the process used, opened after it exited. */
function openUsedDatabase(): Promise<Database> {
  return throwaway === undefined
    ? openDatabase({ dataDir: join(dataDir, 'pglite'), migrations: [] })
    : openDatabase({ url: throwaway.url, migrations: [] });
}

const where = adminUrl === undefined || adminUrl === '' ? 'PGlite' : 'PostgreSQL';

describe(`stopping the process with SIGTERM (${where})`, () => {
  it('finishes the creates and webhook attempts under way, loses none and exits 0', async () => {
    const running = await startProcess();
    await printed(running, 'Dealer financing portal');

    const body = JSON.stringify(privateApplicationBody());
    const outcomes: Array<number | string> = [];
    const acknowledged: number[] = [];
    let firstAnswer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const creates = Array.from({ length: 40 }, async () => {
      try {
        const response = await fetch(`${running.origin}/partner-api/application`, {
          method: 'POST',
          headers: {
            authorization: 'Bearer dev-partner-api-key',
            'content-type': 'application/json',
          },
          body,
        });
        outcomes.push(response.status);
        if (response.status === 201) {
          const { applicationId } = (await response.json()) as { applicationId: number };
          acknowledged.push(applicationId);
        }
      } catch {
        // Refused, or reset before the server read it: never acknowledged.
        outcomes.push('refused');
      } finally {
        firstAnswer();
      }
    });

    // In the middle of the burst.
    await answered;
    const signalled = performance.now();
    running.child.kill('SIGTERM');
    const code = await running.exited;
    const stoppingMs = performance.now() - signalled;
    await Promise.all(creates);

    expect(code).toBe(0);
    expect(running.stderr()).toBe('');
    expect(stoppingMs).toBeLessThan(8_000);
    // Done, or refused whole (503 once stopping, or the connection closed unread): never a 500.
    expect(outcomes.filter((outcome) => ![201, 503, 'refused'].includes(outcome))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    const database = await openUsedDatabase();
    try {
      const { rows } = await database.query<{ found: number }>(
        'SELECT count(*)::integer AS found FROM application WHERE application_id = ANY ($1)',
        [acknowledged],
      );
      expect(rows[0]?.found).toBe(acknowledged.length);
      // Every webhook attempt it began has its outcome: none was left cut off.
      const { rows: cutOff } = await database.query(
        'SELECT 1 FROM webhook_delivery_attempt WHERE duration_ms IS NULL',
      );
      expect(cutOff).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('stops cleanly when the signal comes while it starts', async () => {
    await mkdir(dataDir, { recursive: true });
    // The start has begun, signals handled, once it makes the provider's keys' folder.
    const watcher = watch(dataDir);
    const starting = new Promise<void>((resolve) => {
      watcher.on('change', (_event, name) => {
        if (name === 'idp') resolve();
      });
    });
    const running = await startProcess();
    try {
      await starting;
    } finally {
      watcher.close();
    }
    running.child.kill('SIGTERM');

    expect(await running.exited).toBe(0);
    expect(running.stderr()).toBe('');
    expect(running.stdout()).not.toContain('Dealer financing portal');
  }, 60_000);
});
