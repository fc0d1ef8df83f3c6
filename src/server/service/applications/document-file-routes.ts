import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationSchema,
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_FILE_NOT_FOUND,
  DOCUMENT_FILE_TYPES,
  documentFileTypeOf,
  MAX_DOCUMENT_FILE_BYTES,
  UNKNOWN_FILE_TYPE,
  type DocumentFileType,
} from '../../../domain/contract';
import type { Database } from '../../database';
import {
  acceptFileBodies,
  badRequest,
  createUploadLimit,
  FileBlocks,
  fileBodyChunks,
  HttpProblem,
  notFound,
} from '../../http';
import { problemResponses } from '../openapi/problem-responses';
import { DocumentPathSchema, recordIdentifierOf } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import { findDocumentFile, type ReceivedDocumentFile } from './application-repository';
import {
  CHUNK_BYTES,
  discardDocumentFileContent,
  discardUnusedDocumentFileContent,
  documentFileContentChunks,
  inTurn,
  stageDocumentFileChunk,
  stageDocumentFileContent,
} from './document-file-content';
import { receiveDocumentFile } from './status-changes';

export const DOCUMENT_FILE_PATH = '/application/:id/documents/:documentId/file';

const ACCEPTED = DOCUMENT_FILE_TYPES.join(', ');
const LIMIT_IN_MB = MAX_DOCUMENT_FILE_BYTES / 1024 / 1024;

/**
 * Files one client sends at once at most: each takes its turns at the database while it arrives.
 * The portal server is one client for all its users (a few files at a time each), so this is
 * room for a dealership at work, and a bound on one client's share of the database's time.
 */
export const UPLOADS_PER_CLIENT = 16;

/** A file's first bytes, enough to judge its type by. */
const SIGNATURE_BYTES = 8;

const unsupported = (detail: string) => new HttpProblem({ status: 415, detail });

/** The media type of a `Content-Type` header, without parameters, in lower case. */
const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isFileType = (mediaType: string): mediaType is DocumentFileType =>
  (DOCUMENT_FILE_TYPES as readonly string[]).includes(mediaType);

/**
 * The `Content-Type` sent must be one of the accepted types, or application/octet-stream when
 * the client leaves the judging to us; refused before any byte is read.
 */
function declaredTypeOf(request: FastifyRequest): DocumentFileType | typeof UNKNOWN_FILE_TYPE {
  const declared = mediaTypeOf(request.headers['content-type']);
  if (declared !== UNKNOWN_FILE_TYPE && !isFileType(declared)) {
    throw unsupported(
      `Send the file's bytes with Content-Type ${ACCEPTED} or ${UNKNOWN_FILE_TYPE}.`,
    );
  }
  return declared;
}

/** The type judged from the first bytes; one the declared type contradicts is refused. */
function judgedTypeOf(
  firstBytes: Uint8Array,
  declared: DocumentFileType | typeof UNKNOWN_FILE_TYPE,
): DocumentFileType {
  const type = documentFileTypeOf(firstBytes);
  if (type === undefined) {
    throw unsupported('The file is not a PDF, JPEG or PNG (judged from its content).');
  }
  if (declared !== UNKNOWN_FILE_TYPE && declared !== type) {
    throw unsupported(`The file's content is ${type}, but its Content-Type says ${declared}.`);
  }
  return type;
}

/**
 * The file, staged in the database as it arrives: hashed and cut into chunks piece by piece, each
 * written before the next is read, so nothing of it is held here but a chunk, and its sender
 * sends as fast as the database writes. Its type is judged from its first bytes: a file of
 * another type is refused then, nothing staged, and the rest read to the end unkept, so that
 * its sender hears the answer. Whatever fails, what was staged is removed.
 */
async function receiveStaged(
  request: FastifyRequest,
  declared: DocumentFileType | typeof UNKNOWN_FILE_TYPE,
  { database, at }: { database: Database; at: Date },
): Promise<ReceivedDocumentFile> {
  const hash = createHash('sha256');
  const blocks = new FileBlocks(CHUNK_BYTES);
  let head = Buffer.alloc(0);
  let type: DocumentFileType | undefined;
  let refusal: HttpProblem | undefined;
  let contentId: string | undefined;
  let position = 0;
  const stage = async (chunk: Buffer) => {
    contentId ??= await stageDocumentFileContent(database, at);
    await stageDocumentFileChunk(database, contentId, position++, chunk);
  };
  try {
    for await (const piece of fileBodyChunks(request, { limit: MAX_DOCUMENT_FILE_BYTES })) {
      if (refusal !== undefined) continue;
      if (head.byteLength < SIGNATURE_BYTES) {
        head = Buffer.concat([head, piece.subarray(0, SIGNATURE_BYTES)]);
        try {
          if (head.byteLength >= SIGNATURE_BYTES) type = judgedTypeOf(head, declared);
        } catch (error) {
          if (!(error instanceof HttpProblem)) throw error;
          refusal = error;
          continue;
        }
      }
      hash.update(piece);
      for (const chunk of blocks.add(piece)) await stage(chunk);
    }
    if (refusal !== undefined) throw refusal;
    if (blocks.byteLength === 0) {
      throw badRequest('The file is empty: send the content of the document.');
    }
    type ??= judgedTypeOf(head, declared);
    const rest = blocks.rest();
    if (rest !== undefined && rest.byteLength > 0) await stage(rest);
    if (contentId === undefined) throw new Error('A file with bytes was not staged');
    return {
      contentType: type,
      byteSize: blocks.byteLength,
      sha256: hash.digest('hex'),
      contentId,
    };
  } catch (error) {
    if (contentId !== undefined) await discardDocumentFileContent(database, contentId);
    throw error;
  }
}

/**
 * `PUT` and `GET /application/{id}/documents/{documentId}/file`: a document's file, in and out.
 * Its own plugin, so its bodies are bytes up to 10 MB while the rest of the service reads JSON.
 */
export const documentFileRoutes: FastifyPluginAsyncZod<ServiceContext> = async (
  app,
  { database, now },
) => {
  acceptFileBodies(app, { limit: MAX_DOCUMENT_FILE_BYTES });
  const uploads = createUploadLimit({ perSender: UPLOADS_PER_CLIENT, sender: 'This client is' });

  app.put(DOCUMENT_FILE_PATH, {
    bodyLimit: MAX_DOCUMENT_FILE_BYTES,
    schema: {
      tags: ['Applications'],
      operationId: 'uploadDocumentFile',
      summary: "Send the file for one of an application's documents",
      description:
        `The body is the file's bytes: PDF, JPEG or PNG, at most ${LIMIT_IN_MB} MB, with ` +
        `Content-Type ${ACCEPTED}, or ${UNKNOWN_FILE_TYPE} to leave the type to the service. ` +
        'The type is judged from the content, never from a name. The document becomes ' +
        'Received (from Missing; from Received or Rejected a new file replaces the one sent); ' +
        'the file is kept with its ' +
        'SHA-256 checksum. A wrong type is 415, a file over the limit 413, an empty one 400, a ' +
        'document that cannot be Received now 409; none of them stores anything. A client ' +
        `sends at most ${UPLOADS_PER_CLIENT} files at once: one more is 429 with Retry-After.`,
      params: DocumentPathSchema,
      response: {
        200: ApplicationSchema,
        ...problemResponses(400, 401, 404, 409, 413, 415, 429),
      },
    },
    handler: async (request) => {
      const declared = declaredTypeOf(request);
      const applicationId = recordIdentifierOf(request.params.id);
      const documentId = recordIdentifierOf(request.params.documentId);
      if (applicationId === undefined || documentId === undefined) {
        throw notFound('There is no application with this id');
      }
      const end = uploads.begin(request.partnerClient?.id ?? request.ip);
      try {
        const file = await receiveStaged(request, declared, { database, at: now() });
        try {
          const application = await inTurn(database, () =>
            receiveDocumentFile(database, applicationId, documentId, file, now()),
          );
          // A file sent after a rejection replaces one: its bytes go now.
          await discardUnusedDocumentFileContent(database, now());
          return application;
        } catch (error) {
          await discardDocumentFileContent(database, file.contentId);
          throw error;
        }
      } finally {
        end();
      }
    },
  });

  app.get(DOCUMENT_FILE_PATH, {
    schema: {
      tags: ['Applications'],
      operationId: 'downloadDocumentFile',
      summary: "The file sent for one of an application's documents",
      description:
        'The bytes as they were sent, with their Content-Type, a Content-Disposition naming the ' +
        'file, and the SHA-256 checksum as `Repr-Digest` (RFC 9530). 404 until a file is sent.',
      params: DocumentPathSchema,
      response: problemResponses(401, 404),
    },
    handler: async (request, reply) => {
      const applicationId = recordIdentifierOf(request.params.id);
      const documentId = recordIdentifierOf(request.params.documentId);
      const file =
        applicationId === undefined || documentId === undefined
          ? undefined
          : await findDocumentFile(database, applicationId, documentId);
      if (file === undefined) throw notFound(DOCUMENT_FILE_NOT_FOUND);
      const name = `application-${request.params.id}-${file.documentType}.${DOCUMENT_FILE_EXTENSIONS[file.contentType]}`;
      return (
        reply
          .type(file.contentType)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('x-content-type-options', 'nosniff')
          .header('repr-digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`)
          .header('content-length', String(file.byteSize))
          // Bytes go out as they are read, a chunk at a time; the typed replies describe the
          // JSON ones (the problems).
          .send(Readable.from(documentFileContentChunks(database, file.contentId)) as never)
      );
    },
  });
};
