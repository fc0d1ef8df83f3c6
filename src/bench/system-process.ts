import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PATHS } from '../domain/topology';

/**
 * The built system as `npm start` runs it (`node --enable-source-maps dist/server/main.js`), in a child process of its
 * own with its own port and data folder, so the load generator never shares its event loop.
 */
export interface SystemProcess {
  origin: string;
  pid: number;
  /** From spawn to the first `200` of `/healthz`. */
  startMs: number;
  /** Resident memory of the server process now, in MB (Linux `/proc`). */
  residentMb(): number;
  /** The server's garbage collections and event-loop delay since the last `runtime.reset()`. */
  runtime: RuntimeProbe;
  stop(): Promise<void>;
}

export interface RuntimeFigures {
  /** Pauses of the main thread for garbage collection (perf_hooks `gc` entries). */
  gc: { count: number; majorCount: number; totalMs: number; maxMs: number };
  /** How late the event loop ran a timer (monitorEventLoopDelay, 10 ms resolution). */
  eventLoopDelay: { meanMs: number; p99Ms: number; maxMs: number };
}

export interface RuntimeProbe {
  reset(): void;
  read(): Promise<RuntimeFigures>;
}

/**
 * Loaded into the server with `--import` (a data: URL, so the built server runs unchanged): it
 * answers the bench over the IPC channel, which it unreferences so the server still stops as it
 * would.
 */
const RUNTIME_PROBE = `
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
let gc;
const reset = () => {
  delay.reset();
  gc = { count: 0, majorCount: 0, totalMs: 0, maxMs: 0 };
};
reset();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count += 1;
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) gc.majorCount += 1;
    gc.totalMs += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });
process.on('message', (message) => {
  if (message === 'runtime:reset') reset();
  if (message === 'runtime:read') {
    const ms = (nanoseconds) => nanoseconds / 1e6;
    process.send({
      gc,
      eventLoopDelay: { meanMs: ms(delay.mean), p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max) },
    });
  }
});
process.channel?.unref();
`;
const runtimeProbeFlag = `--import=data:text/javascript,${encodeURIComponent(RUNTIME_PROBE)}`;

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
    [
      // As `npm start` runs it: the source map read and kept for stack traces.
      '--enable-source-maps',
      ...(options.nodeFlags ?? []),
      runtimeProbeFlag,
      join(options.root, 'dist', 'server', 'main.js'),
    ],
    {
      cwd: options.root,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        // As `npm start` runs it (docs/operations.md, Memory).
        MALLOC_ARENA_MAX: '2',
        ...options.environment,
      },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
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
    runtime: {
      reset: () => {
        child.send('runtime:reset');
      },
      read: () =>
        new Promise<RuntimeFigures>((resolve) => {
          child.once('message', (figures) => {
            resolve(figures as RuntimeFigures);
          });
          child.send('runtime:read');
        }),
    },
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

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** utime + stime of /proc/<pid>/stat (proc(5)): CPU time of all the process's threads. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command, which is in parentheses and may hold spaces; field 3 first.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [fields[14 - 3], fields[15 - 3]].map(Number);
  if (utime === undefined || stime === undefined || Number.isNaN(utime + stime)) {
    throw new Error(`no CPU time for process ${pid}`);
  }
  return (utime + stime) / CLOCK_TICKS_PER_SECOND;
}
