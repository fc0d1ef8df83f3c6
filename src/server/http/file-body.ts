import type { FastifyError, FastifyInstance } from 'fastify';
import { problemErrorHandler } from './error-handler';
import { HttpProblem } from './problem-details';

/**
 * Takes every body as bytes, up to `limit`, on an encapsulated instance whose routes receive
 * files; the handler judges the bytes, so it can say what is wrong with them. A larger body is
 * 413 in words about files rather than JSON.
 */
export function acceptFileBodies(instance: FastifyInstance, { limit }: { limit: number }): void {
  instance.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: limit },
    (_request, body, done) => {
      done(null, body);
    },
  );
  const tooLarge = new HttpProblem({
    status: 413,
    detail: `The file is larger than ${limit / 1024 / 1024} MB; send a smaller scan or photo.`,
  });
  instance.setErrorHandler((error: FastifyError, request, reply) =>
    problemErrorHandler(
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? (tooLarge as unknown as FastifyError) : error,
      request,
      reply,
    ),
  );
}

/** The bytes of a request's body: none is an empty file. */
export const fileBodyOf = (body: unknown): Buffer =>
  Buffer.isBuffer(body) ? body : Buffer.alloc(0);
