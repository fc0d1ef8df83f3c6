import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * wrk (a C load generator, Debian's package `wrk`) in a process of its own: it never shares an
 * event loop with the server it measures, and costs the shared cores far less than a Node load
 * generator would. The requests, their counting and the figures are a Lua script of ours.
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
  /** Requests answered in the window, whatever the answer. */
  requests: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Socket errors and timeouts, and answers other than 2xx (a redirect too: no path here has one). */
  errors: number;
}

const WRK = 'wrk';
/** wrk's threads: few, so the load generator takes little of the cores the server runs on. */
const MAX_THREADS = 2;
/** Longer than any answer under pressure: a timeout is an error, never a dropped sample. */
const TIMEOUT = '10s';
const RESULT_MARK = 'wrk-result ';

/** A Lua long string holding `text` exactly (the newline after the opening bracket is skipped). */
function luaString(text: string): string {
  let level = '';
  // The first closing bracket of this level must be the one that ends the string.
  while (`${text}]${level}]`.indexOf(`]${level}]`) !== text.length) level += '=';
  return `[${level}[\n${text}]${level}]`;
}

function luaRequest(request: LoadRequest): string {
  const { pathname, search } = new URL(request.url);
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `[ ${luaString(name)} ] = ${luaString(value)}`)
    .join(', ');
  const body = request.body === undefined ? 'nil' : luaString(request.body);
  return `wrk.format(${luaString(request.method ?? 'GET')}, ${luaString(pathname + search)}, { ${headers} }, ${body})`;
}

/**
 * Each thread sends the requests in turn (one request: always that one); a 3xx counts as an error
 * beside wrk's own (sockets, timeouts, status ≥ 400); the figures end as one line of JSON.
 */
function script(requests: LoadRequest[]): string {
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end

local prepared = {}
local next_request = 0
redirects = 0
function init(args)
${requests.map((request) => `  table.insert(prepared, ${luaRequest(request)})`).join('\n')}
end
function request()
  next_request = next_request % #prepared + 1
  return prepared[next_request]
end
function response(status, headers, body)
  if status >= 300 and status < 400 then redirects = redirects + 1 end
end

function done(summary, latency, requests)
  local redirected = 0
  for _, thread in ipairs(threads) do redirected = redirected + thread:get("redirects") end
  local errors = summary.errors
  io.write(string.format(
    '${RESULT_MARK}{"durationUs":%d,"requests":%d,"socketErrors":%d,"timeouts":%d,"statusErrors":%d,' ..
    '"redirects":%d,"meanUs":%f,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.duration, summary.requests, errors.connect + errors.read + errors.write, errors.timeout,
    errors.status, redirected, latency.mean, latency:percentile(50), latency:percentile(99), latency.max))
end
`;
}

interface WrkResult {
  durationUs: number;
  requests: number;
  socketErrors: number;
  timeouts: number;
  statusErrors: number;
  redirects: number;
  meanUs: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
}

/**
 * `options.connections` connections for `options.seconds`, each sending its next request when
 * answered; with several requests (one origin) each thread sends them in turn, a mixed load.
 */
export async function generateLoad(
  requests: LoadRequest | LoadRequest[],
  options: LoadOptions,
): Promise<LoadResult> {
  const all = Array.isArray(requests) ? requests : [requests];
  const first = all[0];
  if (first === undefined) throw new Error('no request to load the server with');
  const folder = mkdtempSync(join(tmpdir(), 'dealer-portal-load-'));
  try {
    const scriptFile = join(folder, 'requests.lua');
    writeFileSync(scriptFile, script(all));
    const output = await run([
      '--threads',
      String(Math.min(MAX_THREADS, options.connections)),
      '--connections',
      String(options.connections),
      '--duration',
      `${options.seconds}s`,
      '--timeout',
      TIMEOUT,
      '--script',
      scriptFile,
      new URL(first.url).origin,
    ]);
    const line = output.stdout.split('\n').find((each) => each.startsWith(RESULT_MARK));
    // wrk runs on when the script fails, and says why on standard error.
    if (line === undefined) throw new Error(`wrk printed no result:\n${output.stderr}`);
    const result = JSON.parse(line.slice(RESULT_MARK.length)) as WrkResult;
    const milliseconds = (microseconds: number) => microseconds / 1000;
    return {
      requestsPerSec: result.requests / (result.durationUs / 1e6),
      requests: result.requests,
      meanMs: milliseconds(result.meanUs),
      p50Ms: milliseconds(result.p50Us),
      p99Ms: milliseconds(result.p99Us),
      maxMs: milliseconds(result.maxUs),
      errors: result.socketErrors + result.timeouts + result.statusErrors + result.redirects,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function run(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error('wrk is not installed: `apt-get install wrk` (Debian) or see .ci/run')
          : error,
      );
    });
    child.once('exit', (code) => {
      if (code === 0) {
        resolve({
          stdout: Buffer.concat(stdout).toString('utf8'),
          stderr: Buffer.concat(stderr).toString('utf8'),
        });
      } else
        reject(new Error(`wrk exited with ${String(code)}: ${Buffer.concat(stderr).toString()}`));
    });
  });
}
