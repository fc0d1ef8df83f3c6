import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The front a phone reaches the portal through in production: a TLS-terminating reverse proxy
 * that speaks HTTP/2 to the browser and HTTP/1.1 to the server (docs/operations.md, behind a
 * reverse proxy). Here nginx (Debian's package) with a certificate made for the run, so that
 * Lighthouse measures the connection a phone gets, not the server's plain loopback port.
 */
export interface HttpsFront {
  /** `https://127.0.0.1:<port>`: the portal's public origin for the run. */
  origin: string;
  /**
   * Chromium's flag that trusts the run's certificate, and it alone, as an issued one: its pages
   * are cached as any site's (with `--ignore-certificate-errors` nothing would be).
   */
  chromiumFlag: string;
  stop(): Promise<void>;
}

/** Where nginx keeps large bodies on their way, in the run's folder rather than the system's. */
const TEMPORARY_FOLDERS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** The base64 SHA-256 of a certificate's public key (its SPKI), as Chromium names one. */
function publicKeyHash(certificateFile: string): string {
  const publicKey = execFileSync('openssl', ['x509', '-in', certificateFile, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return createHash('sha256').update(der).digest('base64');
}

/** A self-signed certificate for 127.0.0.1, by openssl, valid for the day. */
function makeCertificate(folder: string): { certificateFile: string; keyFile: string } {
  const certificateFile = join(folder, 'certificate.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certificateFile, '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { certificateFile, keyFile };
}

/** The front docs/operations.md describes, on loopback (https-front.test.ts keeps them alike). */
export function nginxConfig(options: {
  folder: string;
  port: number;
  serverPort: number;
  certificateFile: string;
  keyFile: string;
}): string {
  const { folder, port, serverPort, certificateFile, keyFile } = options;
  const temporary = TEMPORARY_FOLDERS.map(
    (kind) => `  ${kind}_temp_path ${join(folder, kind)};`,
  ).join('\n');
  return `daemon off;
worker_processes 1;
pid ${join(folder, 'nginx.pid')};
error_log ${join(folder, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
${temporary}
  upstream portal {
    server 127.0.0.1:${serverPort};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${certificateFile};
    ssl_certificate_key ${keyFile};
    client_max_body_size 11m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
    }
  }
}
`;
}

/** nginx in front of the server at `serverPort`, listening on `port`, until `stop()`. */
export async function startHttpsFront(port: number, serverPort: number): Promise<HttpsFront> {
  // Taken, the port would answer for another process, whose certificate Chromium would refuse.
  await ensureFree(port);
  const folder = mkdtempSync(join(tmpdir(), 'dealer-portal-front-'));
  const { certificateFile, keyFile } = makeCertificate(folder);
  const chromiumFlag = `--ignore-certificate-errors-spki-list=${publicKeyHash(certificateFile)}`;
  // Started as root, nginx's workers run as nobody: they must reach the folders they write to.
  chmodSync(folder, 0o755);
  for (const kind of TEMPORARY_FOLDERS) {
    mkdirSync(join(folder, kind));
    chmodSync(join(folder, kind), 0o777);
  }
  const configFile = join(folder, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ folder, port, serverPort, certificateFile, keyFile }));
  const child = spawn('nginx', ['-p', folder, '-c', configFile], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const running = () =>
    spawnError === undefined && child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      child.kill('SIGQUIT'); // finishes the requests in flight
      const killed = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killed);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await listening(port, () => spawnError ?? (running() ? undefined : 'it exited'));
  } catch (error) {
    const log = readFileOr(join(folder, 'error.log'));
    await stop();
    throw new Error(
      `nginx did not start (Debian: \`apt-get install nginx\`): ${String(error)}\n${log}`,
    );
  }
  return { origin: `https://127.0.0.1:${port}`, chromiumFlag, stop };
}

async function ensureFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => {
      reject(new Error(`port ${port} is taken: the bench puts its HTTPS front there`));
    });
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => {
        resolve();
      });
    });
  });
}

function readFileOr(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function listening(port: number, failure: () => Error | string | undefined): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed !== undefined) throw failed instanceof Error ? failed : new Error(failed);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        resolve(false);
      });
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listened on ${port} within ${START_TIMEOUT_MS / 1000} s`);
}
