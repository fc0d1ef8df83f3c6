import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServerCode } from '../../scripts/build.js';

/**
 * The servers the system's paths are held against, each in a process of its own as the system
 * is, so their CPU time per request is read the same way: a bare node:http server answering a
 * fixed body (the floor of any HTTP path here), and a plain Fastify route doing the service's
 * calculation (plain-route-server.ts).
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

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Under node_modules, so the packages the bundle leaves out are found from it. */
const PLAIN_ROUTE_BUNDLE = join(ROOT, 'node_modules', '.cache', 'bench');
let plainRouteBundled: Promise<void> | undefined;

export function startBareHttp(port: number): Promise<PeerServer> {
  return listening(spawn(process.execPath, ['-e', BARE_HTTP_SERVER, String(port)], stdio), port);
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
