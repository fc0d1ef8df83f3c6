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
import { acceptFileBodies, badRequest, fileBodyOf, HttpProblem, notFound } from '../../http';
import { problemResponses } from '../openapi/problem-responses';
import { DocumentPathSchema, recordIdentifierOf } from '../requests/path-identifiers';
import type { ServiceContext } from '../service-context';
import { findDocumentFile } from './application-repository';
import { receiveDocumentFile } from './status-changes';

export const DOCUMENT_FILE_PATH = '/application/:id/documents/:documentId/file';

const ACCEPTED = DOCUMENT_FILE_TYPES.join(', ');
const LIMIT_IN_MB = MAX_DOCUMENT_FILE_BYTES / 1024 / 1024;

const unsupported = (detail: string) => new HttpProblem({ status: 415, detail });

/** The media type of a `Content-Type` header, without parameters, in lower case. */
const mediaTypeOf = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

const isFileType = (mediaType: string): mediaType is DocumentFileType =>
  (DOCUMENT_FILE_TYPES as readonly string[]).includes(mediaType);

/**
 * The file's type, judged from its first bytes. The `Content-Type` sent must be one of the
 * accepted types, or application/octet-stream when the client leaves the judging to us; one that
 * contradicts the content is refused rather than silently corrected.
 */
function fileTypeOf(request: FastifyRequest): { type: DocumentFileType; content: Buffer } {
  const declared = mediaTypeOf(request.headers['content-type']);
  if (declared !== UNKNOWN_FILE_TYPE && !isFileType(declared)) {
    throw unsupported(
      `Send the file's bytes with Content-Type ${ACCEPTED} or ${UNKNOWN_FILE_TYPE}.`,
    );
  }
  const content = fileBodyOf(request.body);
  if (content.byteLength === 0) {
    throw badRequest('The file is empty: send the content of the document.');
  }
  const type = documentFileTypeOf(content);
  if (type === undefined) {
    throw unsupported('The file is not a PDF, JPEG or PNG (judged from its content).');
  }
  if (declared !== UNKNOWN_FILE_TYPE && declared !== type) {
    throw unsupported(`The file's content is ${type}, but its Content-Type says ${declared}.`);
  }
  return { type, content };
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
        'Received (from Missing, or from Rejected with a new file); the file is kept with its ' +
        'SHA-256 checksum. A wrong type is 415, a file over the limit 413, an empty one 400, a ' +
        'document that cannot be Received now 409; none of them stores anything.',
      params: DocumentPathSchema,
      response: { 200: ApplicationSchema, ...problemResponses(400, 401, 404, 409, 413, 415) },
    },
    handler: async (request) => {
      const applicationId = recordIdentifierOf(request.params.id);
      const documentId = recordIdentifierOf(request.params.documentId);
      const { type, content } = fileTypeOf(request);
      if (applicationId === undefined || documentId === undefined) {
        throw notFound('There is no application with this id');
      }
      return receiveDocumentFile(
        database,
        applicationId,
        documentId,
        { contentType: type, content },
        now(),
      );
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
          // Bytes go out as they are; the typed replies describe the JSON ones (the problems).
          .send(Buffer.from(file.content) as never)
      );
    },
  });
};
