import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceRequest, ServiceResponse } from '../partner-api-client';
import { documentFileRoutes } from './document-file-routes';

const PIECE = Buffer.alloc(64 * 1024, 0x25);
const PIECES = 16;

/** A file of 1 MB sent a piece at a time, which tells how much of it was read. */
function countedFile() {
  let sent = 0;
  const stream = new Readable({
    read() {
      sent += 1;
      this.push(sent <= PIECES ? PIECE : null);
    },
  });
  return { stream, allRead: () => stream.readableEnded };
}

describe("the portal server's upload route", () => {
  let app: FastifyInstance;
  /** The service: it answers an upload 415 as soon as it has the first piece, as one may. */
  const service = async (_request: unknown, call: ServiceRequest): Promise<ServiceResponse> => {
    if (call.method === 'GET') {
      return {
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ applicationId: 7, salesPersonId: 1001 }),
      };
    }
    const content = call.file?.content;
    if (content instanceof Readable) await new Promise((resolve) => content.once('data', resolve));
    return {
      status: 415,
      contentType: 'application/problem+json',
      body: JSON.stringify({ status: 415, detail: 'Not a PDF' }),
    };
  };

  beforeAll(async () => {
    app = Fastify();
    // The user the portal server's hook would have verified.
    app.decorateRequest('user', undefined);
    app.addHook('onRequest', async (request) => {
      request.user = {
        subject: 'user-dealer',
        username: 'dealer',
        name: undefined,
        roles: ['staff'],
        salesPersonId: 1001,
      };
    });
    await app.register(documentFileRoutes, {
      callService: service,
      receiveFile: () => Promise.reject(new Error('no downloads here')),
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it("passes on the service's early answer once the rest of the file is in, so its sender hears it", async () => {
    const file = countedFile();
    const response = await app.inject({
      method: 'PUT',
      url: '/application/7/documents/3/file',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'application/pdf' },
      payload: file.stream,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ detail: 'Not a PDF' });
    expect(file.allRead()).toBe(true);
  });
});
