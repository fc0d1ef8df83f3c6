import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { PATHS } from '../../domain/topology';

/**
 * What is compressed as it is sent: text and JSON, and what the media-type database calls
 * compressible (SVG, XML). Not the live stream (text/event-stream), which a compressor would
 * hold back until its buffer fills, nor PDFs, images and the files a user sent
 * (application/octet-stream), which are compressed already or gain nothing.
 */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(?:;|$)/;

/**
 * Low, as it is paid at every answer: for a calculation with its plan (7.6 KB) quality 4 takes
 * about 0.1 ms of CPU and sends 1.4 KB, gzip's default level 0.06 ms and 1.6 KB, quality 11 (the
 * build's, paid once) 9 ms and 1.1 KB (docs/operations.md, Compression and caching).
 */
const BROTLI_QUALITY_FOR_ANSWERS = 4;

/**
 * Compresses every answer of at least a kilobyte whose type is text or JSON, for a client that
 * accepts brotli or gzip: the portal server's JSON, the identity
 * provider's pages and stylesheet. The built portal's files are compressed at build time
 * (`serveBuiltPortal` sends those copies, and this leaves an answer already encoded alone).
 * Registered before the routes it applies to.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  // Not the financing service: its callers are the bank's partners' servers, not phones. On Node
  // 22 a SIGTERM during a burst of its compressed creates did not stop within 20 s
  // (process-stop.test.ts); without compression it stops in 3 s.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(PATHS.partnerApi)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_FOR_ANSWERS },
    },
    // Request bodies stay refused when encoded (refuseEncodedBodies): no decompression.
    globalDecompression: false,
  });
}
