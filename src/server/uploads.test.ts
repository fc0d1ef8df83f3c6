import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as pause } from 'node:timers/promises';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, MAX_DOCUMENT_FILE_BYTES } from '../domain/contract';
import { PATHS } from '../domain/topology';
import { UPLOADS_PER_USER } from './bff/document-files/document-file-routes';
import { signIn } from './idp/test-support';
import { heldFile, STREAMED_BODY } from './service/test-support/held-file';
import { privateApplicationBody } from './service/test-support/requests';
import { startSystem, type RunningSystem } from './test-support/system';

/**
 * Uploads never stall others (docs/operations.md, Uploads), through the whole system as `npm
 * start` runs it: the portal server relays each file to the embedded service, which keeps it in
 * embedded PostgreSQL, all on this process's one thread.
 */

const SALESPEOPLE = { dealer: 1001, manager: 1002, rep: 1003 } as const;
type User = keyof typeof SALESPEOPLE;

/** Eight files at once, from three salespeople, each within their limit of three. */
const UPLOADERS: readonly User[] = [
  'dealer',
  'rep',
  'manager',
  'dealer',
  'rep',
  'manager',
  'dealer',
  'rep',
];

const PDF_HEAD = Buffer.from('%PDF-1.7\n');

/** A PDF of 10 MB, random after its first bytes as a scan's compressed pages are. */
const tenMegabytePdf = () =>
  Buffer.concat([PDF_HEAD, randomBytes(MAX_DOCUMENT_FILE_BYTES - PDF_HEAD.byteLength)]);

let system: RunningSystem;
const tokens = new Map<User, string>();

beforeAll(async () => {
  // The embedded bank would decide the applications, and close their documents, meanwhile.
  system = await startSystem({ BANK_DECISIONS: 'false' });
  for (const user of Object.keys(SALESPEOPLE) as User[]) {
    tokens.set(user, (await signIn(system.provider, user)).tokens.access_token);
  }
});

afterAll(async () => {
  await system.close();
});

const userHeaders = (user: User) => ({
  authorization: `Bearer ${tokens.get(user) ?? ''}`,
  [CSRF_HEADER.name]: CSRF_HEADER.value,
});

/** The portal's path of the first document of a new application of `user`'s. */
async function newDocumentPath(user: User): Promise<string> {
  const response = await fetch(`${system.origin}${PATHS.partnerApi}/application`, {
    method: 'POST',
    headers: { authorization: 'Bearer dev-partner-api-key', 'content-type': 'application/json' },
    body: JSON.stringify(privateApplicationBody({ salespersonId: SALESPEOPLE[user] })),
  });
  expect(response.status).toBe(201);
  const application = (await response.json()) as {
    applicationId: number;
    documents: { documentId: number }[];
  };
  const documentId = application.documents[0]?.documentId;
  return `${PATHS.portalApi}/application/${application.applicationId}/documents/${documentId}/file`;
}

/**
 * Sends a file as a browser would, from this process: with undici's own request, which writes
 * the bytes as they are, where fetch would copy each 10 MB into a stream of its own first (the
 * test's cost, not the server's).
 */
async function upload(user: User, path: string, content: Buffer) {
  const response = await request(`${system.origin}${path}`, {
    method: 'PUT',
    headers: { ...userHeaders(user), 'content-type': 'application/pdf' },
    body: content,
  });
  return { status: response.statusCode, body: await response.body.text() };
}

async function download(user: User, path: string): Promise<Buffer> {
  const response = await fetch(`${system.origin}${path}`, { headers: userHeaders(user) });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** `/healthz`'s answer times, asked one after another every few milliseconds until `until`. */
async function healthLatencies(until: Promise<unknown>): Promise<number[]> {
  const arrived = { all: false };
  void until.finally(() => {
    arrived.all = true;
  });
  const latencies: number[] = [];
  while (!arrived.all) {
    const start = performance.now();
    const response = await fetch(`${system.origin}/healthz`);
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
    expect(response.status).toBe(200);
    await pause(5);
  }
  return latencies;
}

const percentile = (values: readonly number[], fraction: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
};

describe('uploads through the portal server', () => {
  it('keep /healthz answering within 100 ms (p99) while 8 files of 10 MB arrive, and keep every byte', async () => {
    const paths = await Promise.all(UPLOADERS.map((user) => newDocumentPath(user)));
    const files = UPLOADERS.map(() => tenMegabytePdf());
    // Each route writes its first answer's serializer once, at its first use: start-up work,
    // not the uploads'. One small file goes up and down first (meanwhile the service tells the
    // portal server of the new applications, which is not the uploads' work either).
    const first = await newDocumentPath('dealer');
    expect((await upload('dealer', first, PDF_HEAD)).status).toBe(200);
    await download('dealer', first);

    const uploads = Promise.all(
      UPLOADERS.map(async (user, index) => {
        return upload(user, paths[index] ?? '', files[index] ?? PDF_HEAD);
      }),
    );
    const latencies = await healthLatencies(uploads);

    for (const { status, body } of await uploads) expect(status, body).toBe(200);
    const p99 = percentile(latencies, 0.99);
    const slowest = [...latencies].sort((a, b) => b - a).slice(0, 8);
    expect(
      p99,
      `${latencies.length} answers, slowest ${slowest.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    ).toBeLessThanOrEqual(100);

    for (const [index, user] of UPLOADERS.entries()) {
      expect((await download(user, paths[index] ?? '')).equals(files[index] ?? PDF_HEAD)).toBe(
        true,
      );
    }
    // 80 MB up and down: about 8 s on a quiet machine, three times that on a loaded one.
  }, 60_000);

  it('cut a file over 10 MB sent without a length at 10 MB, and keep nothing of it', async () => {
    const path = await newDocumentPath('dealer');
    const tooLarge = Buffer.concat([PDF_HEAD, Buffer.alloc(MAX_DOCUMENT_FILE_BYTES)]);
    const response = await system.app.inject({
      method: 'PUT',
      url: path,
      headers: { ...userHeaders('dealer'), ...STREAMED_BODY, 'content-type': 'application/pdf' },
      payload: Readable.from([tooLarge.subarray(0, 65536), tooLarge.subarray(65536)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      detail: 'The file is larger than 10 MB; send a smaller scan or photo.',
    });
    const stored = await fetch(`${system.origin}${path}`, { headers: userHeaders('dealer') });
    expect(stored.status).toBe(404);
  });

  it(`take ${UPLOADS_PER_USER} files of a salesperson at once, and answer one more 429 before reading it`, async () => {
    const paths = await Promise.all(
      Array.from({ length: UPLOADS_PER_USER + 1 }, () => newDocumentPath('dealer')),
    );
    const injectUpload = (user: User, path: string, body: NodeJS.ReadableStream) =>
      system.app.inject({
        method: 'PUT',
        url: path,
        headers: { ...userHeaders(user), ...STREAMED_BODY, 'content-type': 'application/pdf' },
        payload: body,
      });
    // Under way once the portal server reads them: it has taken them on.
    const held = paths.slice(0, UPLOADS_PER_USER).map(() => heldFile(PDF_HEAD));
    const uploads = held.map((file, index) =>
      injectUpload('dealer', paths[index] ?? '', file.stream),
    );
    await Promise.all(held.map((file) => file.reading));

    const refused = await injectUpload(
      'dealer',
      paths[UPLOADS_PER_USER] ?? '',
      heldFile(PDF_HEAD).stream,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      detail: `You are sending ${UPLOADS_PER_USER} files at once already; send this one when one of them is done.`,
    });

    // Another salesperson's file goes up meanwhile.
    const others = await newDocumentPath('rep');
    expect((await upload('rep', others, PDF_HEAD)).status).toBe(200);

    for (const file of held) file.finish();
    expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual(
      held.map(() => 200),
    );
    expect((await upload('dealer', paths[UPLOADS_PER_USER] ?? '', PDF_HEAD)).status).toBe(200);
  });
});
