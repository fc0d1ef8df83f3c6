import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { problemErrorHandler } from './error-handler';
import { HttpProblem } from './problem-details';

/**
 * A file's body, in words about files rather than JSON. The connection closes after it: the
 * rest of the body is never read.
 */
export const fileTooLarge = (limit: number): HttpProblem =>
  new HttpProblem({
    status: 413,
    detail: `The file is larger than ${limit / 1024 / 1024} MB; send a smaller scan or photo.`,
    headers: { connection: 'close' },
  });

/**
 * Leaves every body unread on an encapsulated instance whose routes receive files: the handler
 * reads it as it arrives (`fileBodyChunks`), so a 10 MB file is never one buffer, never copied
 * whole, and never read before the handler has decided to take it (its sender's limit, its
 * size). A body whose `Content-Length` is over `limit` is 413 before anything is read.
 */
export function acceptFileBodies(instance: FastifyInstance, { limit }: { limit: number }): void {
  instance.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      done(fileTooLarge(limit), undefined);
      return;
    }
    done(null, payload);
  });
  instance.setErrorHandler((error: FastifyError, request, reply) =>
    problemErrorHandler(
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? (fileTooLarge(limit) as unknown as FastifyError)
        : error,
      request,
      reply,
    ),
  );
}

const isReadable = (body: unknown): body is Readable =>
  typeof body === 'object' && body !== null && 'read' in body && Symbol.asyncIterator in body;

/**
 * The pieces of a request's file body as they arrive, at most `limit` bytes: one more is 413.
 * None is an empty file. Reading stops at an error without destroying the request, so the
 * problem still reaches the sender; a sender that goes away ends it with an error.
 *
 * One piece per turn of the event loop: the socket buffers on the way hold megabytes, and eight
 * uploads filling them at once held the thread for 45 ms at their start.
 */
export async function* fileBodyChunks(
  request: FastifyRequest,
  { limit }: { limit: number },
): AsyncGenerator<Buffer> {
  const body = request.body;
  if (!isReadable(body)) return;
  let received = 0;
  for await (const chunk of body.iterator({ destroyOnReturn: false })) {
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    received += piece.byteLength;
    if (received > limit) throw fileTooLarge(limit);
    yield piece;
    await nextTurn();
  }
}

/**
 * Cuts a file into blocks of `blockBytes` as it arrives: each piece is copied once, and a block
 * is handed on as soon as it is full, so a file is never one buffer, nor held whole.
 */
export class FileBlocks {
  byteLength = 0;
  #current: Buffer | undefined;
  #filled = 0;

  constructor(private readonly blockBytes: number) {}

  /** Adds a piece; returns the blocks it filled. */
  add(piece: Uint8Array): Buffer[] {
    const full: Buffer[] = [];
    let offset = 0;
    while (offset < piece.byteLength) {
      this.#current ??= Buffer.allocUnsafeSlow(this.blockBytes);
      const copied = Math.min(piece.byteLength - offset, this.blockBytes - this.#filled);
      this.#current.set(piece.subarray(offset, offset + copied), this.#filled);
      this.#filled += copied;
      offset += copied;
      if (this.#filled === this.blockBytes) {
        full.push(this.#current);
        this.#current = undefined;
        this.#filled = 0;
      }
    }
    this.byteLength += piece.byteLength;
    return full;
  }

  /** The last block, not full, if the file ended in one. */
  rest(): Buffer | undefined {
    return this.#current?.subarray(0, this.#filled);
  }
}
