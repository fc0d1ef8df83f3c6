import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * autocannon's command line in a process of its own: the load generator never shares an event
 * loop (or a core's time slice) with the server it measures.
 */

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export async function generateLoad(
  request: LoadRequest,
  options: LoadOptions,
): Promise<LoadResult> {
  const folder = mkdtempSync(join(tmpdir(), 'dealer-portal-load-'));
  const args = [
    autocannonCli,
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    '--method',
    request.method ?? 'GET',
  ];
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    args.push('--header', `${name}=${value}`);
  }
  if (request.body !== undefined) {
    // A file, so the command line never re-reads the JSON as options.
    const bodyFile = join(folder, 'body.json');
    writeFileSync(bodyFile, request.body);
    args.push('--input', bodyFile);
  }
  args.push(request.url);
  try {
    const output = await run(args);
    const result = JSON.parse(output) as AutocannonJson;
    return {
      requestsPerSec: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      requests: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else
        reject(
          new Error(`autocannon exited with ${String(code)}: ${Buffer.concat(stderr).toString()}`),
        );
    });
  });
}
