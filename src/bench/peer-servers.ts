import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServerCode } from '../../scripts/build.js';

/**
 * The servers the system's paths are held against, each in a process of its own as the system
 * is, so their CPU time per request is read the same way: a bare node:http server answering a
 * fixed body (the floor of any HTTP path here), a plain Fastify route doing the service's
 * calculation (plain-route-server.ts), and a bare relay passing calls on to the service (the
 * floor of the portal server's overhead).
 */
export interface PeerServer {
  origin: string;
  pid: number;
  stop(): void;
}

const BARE_HTTP_SERVER = `
const port = Number(process.argv[1]);
require('node:http').createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"campaigns":[]}');
  });
}).listen(port, '127.0.0.1', () => process.send('listening'));`;

/**
 * The least a server between the browser and the service can do: node:http receives the call,
 * undici's request API (the portal server's client) passes it on over kept-alive connections, and
 * the answer goes back as it came. No authentication, check, log or masking.
 */
const BARE_RELAY_SERVER = `
const [port, target] = [Number(process.argv[1]), process.argv[2]];
const service = new (require('undici').Pool)(target);
require('node:http').createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const answer = await service.request({
        path: request.url,
        method: request.method,
        headers: { 'content-type': request.headers['content-type'], authorization: request.headers.authorization },
        body: Buffer.concat(chunks),
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      response.writeHead(answer.statusCode, { 'content-type': answer.headers['content-type'] ?? 'text/plain' });
      response.end(body);
    } catch (error) {
      // Counted by wrk as an error answer; why, on the bench's standard error.
      console.error('the bare relay:', error);
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  });
}).listen(port, '127.0.0.1', () => process.send('listening'));`;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Under node_modules, so the packages the bundle leaves out are found from it. */
const PLAIN_ROUTE_BUNDLE = join(ROOT, 'node_modules', '.cache', 'bench');
let plainRouteBundled: Promise<void> | undefined;

export function startBareHttp(port: number): Promise<PeerServer> {
  return listening(spawn(process.execPath, ['-e', BARE_HTTP_SERVER, String(port)], stdio), port);
}

/** Passes each call on to `target`, the system's origin; its paths are the service's. */
export function startBareRelay(port: number, target: string): Promise<PeerServer> {
  const args = ['-e', BARE_RELAY_SERVER, String(port), target];
  // From the project's folder, where `require` finds undici.
  return listening(spawn(process.execPath, args, { ...stdio, cwd: ROOT }), port);
}

/**
 * Bundled as the server is (scripts/build.js), then run by plain node: run by tsx, whose
 * transform names every function it makes (a call of its `__name` for each closure), the route
 * cost about 6 % more than the same code bundled (271 against 255 µs a request, the medians of 14
 * alternated runs).
 */
export async function startPlainRoute(port: number): Promise<PeerServer> {
  // Once per bench, however many databases it runs on.
  plainRouteBundled ??= bundleServerCode(
    { 'plain-route-server': 'src/bench/plain-route-server.ts' },
    PLAIN_ROUTE_BUNDLE,
  );
  await plainRouteBundled;
  const server = join(PLAIN_ROUTE_BUNDLE, 'plain-route-server.js');
  return listening(spawn(process.execPath, [server, String(port)], stdio), port);
}

const stdio: SpawnOptions = { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] };

async function listening(child: ChildProcess, port: number): Promise<PeerServer> {
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => {
      reject(new Error(`a peer server exited with ${String(code)} before listening`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
