import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const PLAIN_ROUTE_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'plain-route-server.ts');

export function startBareHttp(port: number): Promise<PeerServer> {
  return listening(spawn(process.execPath, ['-e', BARE_HTTP_SERVER, String(port)], stdio), port);
}

/** Run by tsx, as the bench itself is; its code is compiled once, at the start. */
export function startPlainRoute(port: number): Promise<PeerServer> {
  return listening(
    spawn(process.execPath, ['--import', 'tsx', PLAIN_ROUTE_SERVER, String(port)], stdio),
    port,
  );
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
