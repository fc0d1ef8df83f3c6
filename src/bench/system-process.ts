import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PATHS } from '../domain/topology';

/**
 * The built system as `npm start` runs it (`node dist/server/main.js`), in a child process of its
 * own with its own port and data folder, so the load generator never shares its event loop.
 */
export interface SystemProcess {
  origin: string;
  pid: number;
  /** From spawn to the first `200` of `/healthz`. */
  startMs: number;
  /** Resident memory of the server process now, in MB (Linux `/proc`). */
  residentMb(): number;
  stop(): Promise<void>;
}

export interface SystemOptions {
  root: string;
  port: number;
  dataDir: string;
  /** More environment, e.g. `DATABASE_URL`. */
  environment?: Record<string, string>;
  /** More node flags, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
}

const HEALTH_POLL_MS = 10;
const START_TIMEOUT_MS = 60_000;

export async function startSystem(options: SystemOptions): Promise<SystemProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeFlags ?? []), join(options.root, 'dist', 'server', 'main.js')],
    {
      cwd: options.root,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        ...options.environment,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await waitForHealth(origin, child);
  const startMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    startMs,
    residentMb: () => residentMegabytes(pid),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the system exited with ${String(child.exitCode)} before healthy`);
    try {
      const response = await fetch(`${origin}${PATHS.health}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  child.kill('SIGTERM');
  throw new Error(`the system was not healthy within ${START_TIMEOUT_MS / 1000} s`);
}

export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no resident memory for process ${pid}`);
  return Number(kilobytes) / 1024;
}
