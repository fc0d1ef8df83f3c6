import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ApplicationSchema,
  MAX_DOCUMENT_FILE_BYTES,
  type Application,
} from '../../../domain/contract';
import { heldFile, STREAMED_BODY } from '../test-support/held-file';
import { privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import {
  AUTHORIZATION,
  call,
  jsonOf,
  PREFIX,
  problemOf,
  TEST_NOW,
  expectProblem,
} from '../test-support/test-service';
import { CHUNK_BYTES } from './document-file-content';
import { UPLOADS_PER_CLIENT } from './document-file-routes';

const service = useServiceUnderTest();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

async function newApplication(): Promise<Application> {
  const response = await call(service.app, 'POST', '/application', privateApplicationBody());
  expect(response.statusCode, response.body).toBe(201);
  return jsonOf(response, ApplicationSchema);
}

/** A new application and the path of its first document's file. */
async function missingDocument(): Promise<{ application: Application; path: string }> {
  const application = await newApplication();
  const document = application.documents[0];
  if (document === undefined) throw new Error('The application needs a document');
  return {
    application,
    path: `/application/${application.applicationId}/documents/${document.documentId}/file`,
  };
}

const upload = (path: string, content: Buffer, contentType: string) =>
  service.app.inject({
    method: 'PUT',
    url: `${PREFIX}${path}`,
    headers: { ...AUTHORIZATION, 'content-type': contentType },
    payload: content,
  });

async function documentOf(application: Application) {
  const response = await call(service.app, 'GET', `/application/${application.applicationId}`);
  return jsonOf(response, ApplicationSchema).documents[0];
}

/** A PDF of `bytes` whose content is random: nothing in it repeats or compresses. */
const largePdf = (bytes: number) => Buffer.concat([PDF.subarray(0, 9), randomBytes(bytes - 9)]);

/** The paths of `count` documents without a file, of new applications. */
async function missingDocuments(count: number): Promise<string[]> {
  const paths: string[] = [];
  while (paths.length < count) {
    const application = await newApplication();
    for (const { documentId } of application.documents) {
      paths.push(`/application/${application.applicationId}/documents/${documentId}/file`);
    }
  }
  return paths.slice(0, count);
}

/** The rows that hold files' bytes: contents, and their chunks. */
async function storedContent(): Promise<{ contents: number; chunks: number }> {
  const { rows } = await service.database.query<{ contents: number; chunks: number }>(
    `SELECT (SELECT count(*) FROM document_file_content)::integer AS contents,
            (SELECT count(*) FROM document_file_chunk)::integer AS chunks`,
  );
  const counted = rows[0];
  if (counted === undefined) throw new Error('nothing counted');
  return counted;
}

/** Nothing was kept: the document is as it was and has no file. */
async function expectNothingStored(application: Application, path: string): Promise<void> {
  expect(await documentOf(application)).toEqual(application.documents[0]);
  expect((await call(service.app, 'GET', path)).statusCode).toBe(404);
}

describe('PUT /application/{id}/documents/{documentId}/file', () => {
  it('keeps a PDF with its checksum and makes the document Received', async () => {
    const { application, path } = await missingDocument();
    const response = await upload(path, PDF, 'application/pdf');
    expect(response.statusCode, response.body).toBe(200);
    const document = jsonOf(response, ApplicationSchema).documents[0];
    expect(document).toMatchObject({
      status: 'Received',
      file: {
        contentType: 'application/pdf',
        byteSize: PDF.byteLength,
        sha256: createHash('sha256').update(PDF).digest('hex'),
      },
    });
    expect(await documentOf(application)).toEqual(document);
  });

  it('judges the type from the content when the client sends application/octet-stream', async () => {
    const { application } = await missingDocument();
    const documents = application.documents.slice(0, 2);
    expect(documents).toHaveLength(2);
    for (const [index, [content, type]] of (
      [
        [PNG, 'image/png'],
        [JPEG, 'image/jpeg'],
      ] as const
    ).entries()) {
      const path = `/application/${application.applicationId}/documents/${documents[index]?.documentId}/file`;
      const response = await upload(path, content, 'application/octet-stream');
      expect(response.statusCode, response.body).toBe(200);
      const document = jsonOf(response, ApplicationSchema).documents[index];
      expect(document?.file?.contentType).toBe(type);
    }
  });

  it('refuses content that is no PDF, JPEG or PNG, whatever it is called, and keeps nothing', async () => {
    const { application, path } = await missingDocument();
    const text = Buffer.from('Just text, named invoice.pdf');
    for (const contentType of ['application/pdf', 'application/octet-stream']) {
      const response = await upload(path, text, contentType);
      expectProblem(response, 415, 'The file is not a PDF, JPEG or PNG (judged from its content).');
    }
    await expectNothingStored(application, path);
  });

  it('refuses a Content-Type it does not take, or one the content contradicts', async () => {
    const { application, path } = await missingDocument();
    const plain = await upload(path, PDF, 'text/plain');
    expectProblem(plain, 415, /^Send the file's bytes with Content-Type/);
    const json = await call(service.app, 'PUT', path, { file: 'JVBERi0=' });
    expect(json.statusCode).toBe(415);
    const contradicted = await upload(path, PNG, 'application/pdf');
    expectProblem(
      contradicted,
      415,
      "The file's content is image/png, but its Content-Type says application/pdf.",
    );
    await expectNothingStored(application, path);
  });

  it('refuses an empty file with 400 and a file over 10 MB with 413', async () => {
    const { application, path } = await missingDocument();
    const empty = await upload(path, Buffer.alloc(0), 'application/pdf');
    expectProblem(empty, 400, 'The file is empty: send the content of the document.');

    const tooLarge = Buffer.alloc(MAX_DOCUMENT_FILE_BYTES + 1);
    PDF.copy(tooLarge);
    const oversize = await upload(path, tooLarge, 'application/pdf');
    expectProblem(oversize, 413, 'The file is larger than 10 MB; send a smaller scan or photo.');
    await expectNothingStored(application, path);

    const largest = Buffer.alloc(MAX_DOCUMENT_FILE_BYTES);
    PDF.copy(largest);
    expect((await upload(path, largest, 'application/pdf')).statusCode).toBe(200);
  });

  it('takes a new file in place of a received or a rejected one, never of an approved one', async () => {
    const { application, path } = await missingDocument();
    expect((await upload(path, PNG, 'image/png')).statusCode).toBe(200);
    const replacedWhileReceived = await upload(path, PDF, 'application/pdf');
    expect(replacedWhileReceived.statusCode).toBe(200);
    expect((await documentOf(application))?.status).toBe('Received');
    expect((await call(service.app, 'GET', path)).rawPayload).toEqual(PDF);

    const documentPath = path.replace(/\/file$/, '/status');
    const rejected = await call(service.app, 'PUT', documentPath, {
      status: 'Rejected',
      reason: 'Unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    const replaced = await upload(path, PNG, 'image/png');
    expect(replaced.statusCode).toBe(200);
    expect((await documentOf(application))?.status).toBe('Received');
    const download = await call(service.app, 'GET', path);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.rawPayload).toEqual(PNG);

    const approved = await call(service.app, 'PUT', documentPath, { status: 'Approved' });
    expect(approved.statusCode).toBe(200);
    const afterApproval = await upload(path, PDF, 'application/pdf');
    expectProblem(afterApproval, 409, 'A document in status Approved cannot move to Received');
    expect((await call(service.app, 'GET', path)).rawPayload).toEqual(PNG);
  });

  it('is 409 once the application is closed, and 404 for what does not exist', async () => {
    const { application, path } = await missingDocument();
    await call(service.app, 'PUT', `/application/${application.applicationId}/status`, {
      status: 'Cancelled',
    });
    expect((await upload(path, PDF, 'application/pdf')).statusCode).toBe(409);

    const other = await newApplication();
    const foreign = `/application/${other.applicationId}/documents/${application.documents[0]?.documentId}/file`;
    for (const missing of [
      foreign,
      '/application/0/documents/1/file',
      `/application/${other.applicationId}/documents/abc/file`,
    ]) {
      expect((await upload(missing, PDF, 'application/pdf')).statusCode, missing).toBe(404);
    }
  });

  it('keeps a file of many chunks byte for byte, a chunk per row, and nothing of one it refused', async () => {
    const before = await storedContent();
    const { application, path } = await missingDocument();
    const file = largePdf(3 * CHUNK_BYTES + 1000);
    expect((await upload(path, file, 'application/pdf')).statusCode).toBe(200);
    expect(await storedContent()).toEqual({
      contents: before.contents + 1,
      chunks: before.chunks + 4,
    });
    const download = await call(service.app, 'GET', path);
    expect(download.headers['content-length']).toBe(String(file.byteLength));
    expect(download.rawPayload).toEqual(file);

    // A file sent again replaces the first, whose bytes go.
    const replacement = largePdf(CHUNK_BYTES + 1);
    expect((await upload(path, replacement, 'application/pdf')).statusCode).toBe(200);
    const replaced = { contents: before.contents + 1, chunks: before.chunks + 2 };
    expect(await storedContent()).toEqual(replaced);
    expect((await call(service.app, 'GET', path)).rawPayload).toEqual(replacement);
    expect((await documentOf(application))?.file?.byteSize).toBe(replacement.byteLength);

    // Refused as things stand (409, the document approved) after its bytes were written: they
    // are removed.
    const documentPath = path.replace(/\/file$/, '/status');
    await call(service.app, 'PUT', documentPath, { status: 'Approved' });
    expect((await upload(path, largePdf(2 * CHUNK_BYTES), 'application/pdf')).statusCode).toBe(409);
    expect(await storedContent()).toEqual(replaced);
  });

  it('removes what an upload cut off by a stopped process staged, a day after', async () => {
    const before = await storedContent();
    const dayAgo = new Date(TEST_NOW.getTime() - 24 * 60 * 60 * 1000);
    const { rows } = await service.database.query<{ content_id: string }>(
      `INSERT INTO document_file_content (staged_at, discard_after) VALUES ($1, $2)
       RETURNING content_id`,
      [new Date(dayAgo.getTime() - 60_000).toISOString(), dayAgo.toISOString()],
    );
    await service.database.query(
      `INSERT INTO document_file_chunk (content_id, position, data)
       VALUES ($1, 0, '\\x255044462d'), ($1, 1, '\\x00')`,
      [rows[0]?.content_id],
    );
    expect(await storedContent()).toEqual({
      contents: before.contents + 1,
      chunks: before.chunks + 2,
    });
    const { path } = await missingDocument();
    expect((await upload(path, PDF, 'application/pdf')).statusCode).toBe(200);
    expect(await storedContent()).toEqual({
      contents: before.contents + 1,
      chunks: before.chunks + 1,
    });
  });

  it(`takes ${UPLOADS_PER_CLIENT} files of a client at once, and answers one more 429 before reading it`, async () => {
    const paths = await missingDocuments(UPLOADS_PER_CLIENT + 1);
    const held = paths.slice(0, UPLOADS_PER_CLIENT).map(() => heldFile(PDF));
    const uploads = held.map((file, index) =>
      service.app.inject({
        method: 'PUT',
        url: `${PREFIX}${paths[index]}`,
        headers: { ...AUTHORIZATION, ...STREAMED_BODY, 'content-type': 'application/pdf' },
        payload: file.stream,
      }),
    );
    await Promise.all(held.map((file) => file.reading));

    const extra = heldFile(PDF);
    const refused = await service.app.inject({
      method: 'PUT',
      url: `${PREFIX}${paths[UPLOADS_PER_CLIENT]}`,
      headers: { ...AUTHORIZATION, ...STREAMED_BODY, 'content-type': 'application/pdf' },
      payload: extra.stream,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(problemOf(refused).detail).toBe(
      `This client is sending ${UPLOADS_PER_CLIENT} files at once already; send this one when one of them is done.`,
    );
    let read = false;
    void extra.reading.then(() => {
      read = true;
    });
    await Promise.resolve();
    expect(read).toBe(false);

    for (const file of held) file.finish();
    expect((await Promise.all(uploads)).map((response) => response.statusCode)).toEqual(
      held.map(() => 200),
    );
    expect((await upload(paths[UPLOADS_PER_CLIENT] ?? '', PDF, 'application/pdf')).statusCode).toBe(
      200,
    );
  });

  it('needs credentials', async () => {
    const { path } = await missingDocument();
    const response = await service.app.inject({
      method: 'PUT',
      url: `${PREFIX}${path}`,
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /application/{id}/documents/{documentId}/file', () => {
  it('returns the bytes as sent, typed, named and with their checksum', async () => {
    const { application, path } = await missingDocument();
    await upload(path, PDF, 'application/pdf');
    const response = await call(service.app, 'GET', path);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="application-${application.applicationId}-${application.documents[0]?.documentType}.pdf"`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['repr-digest']).toBe(
      `sha-256=:${createHash('sha256').update(PDF).digest('base64')}:`,
    );
  });

  it('is 404 until a file is sent', async () => {
    const { path } = await missingDocument();
    const response = await call(service.app, 'GET', path);
    expectProblem(response, 404, 'No file has been sent for this document');
  });
});
