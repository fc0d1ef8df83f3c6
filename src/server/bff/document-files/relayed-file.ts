import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_FILE_BYTES } from '../../../domain/contract';
import { fileBodyChunks } from '../../http';

export interface RelayedFile {
  /** The file's bytes as they arrive, for the service: nothing of them is kept here. */
  stream: PassThrough;
  /**
   * The service has answered: what it did not take is read and dropped, so that the sender,
   * still sending, hears the answer. Resolves once the whole file is in; rejects with what went
   * wrong reading it (over 10 MB: 413; the sender gone).
   */
  finish(): Promise<void>;
}

/** Relays the request's file body to the service as it arrives, and reads it to its end. */
export function relayedFile(request: FastifyRequest): RelayedFile {
  const stream = new PassThrough();
  // Its reader is the service call, which may be over when reading fails: nobody else listens.
  stream.on('error', () => undefined);
  const answered = new AbortController();
  const read = (async () => {
    for await (const piece of fileBodyChunks(request, { limit: MAX_DOCUMENT_FILE_BYTES })) {
      if (answered.signal.aborted) continue;
      if (!stream.write(piece)) {
        await once(stream, 'drain', { signal: answered.signal }).catch(() => undefined);
      }
    }
    stream.end();
  })();
  read.catch((error: unknown) => {
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    stream,
    finish() {
      answered.abort();
      return read;
    },
  };
}
