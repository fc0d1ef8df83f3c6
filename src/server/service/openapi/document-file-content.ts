import { DOCUMENT_FILE_TYPES, UNKNOWN_FILE_TYPE } from '../../../domain/contract';

interface Operation {
  operationId?: string;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** The bytes of a file, in each media type it may have. */
const fileContent = (mediaTypes: readonly string[]) =>
  Object.fromEntries(
    mediaTypes.map((mediaType) => [mediaType, { schema: { type: 'string', format: 'binary' } }]),
  );

/**
 * The document-file operations carry bytes, which no zod schema describes: their request body
 * and successful download are added here, from the same list of types the service accepts.
 */
export function withDocumentFileContent(document: unknown): unknown {
  const { paths } = document as { paths?: Record<string, Record<string, Operation>> };
  for (const operations of Object.values(paths ?? {})) {
    for (const operation of Object.values(operations)) {
      if (operation.operationId === 'uploadDocumentFile') {
        operation.requestBody = {
          required: true,
          description: 'The file: PDF, JPEG or PNG, at most 10 MB, judged from its content.',
          content: fileContent([...DOCUMENT_FILE_TYPES, UNKNOWN_FILE_TYPE]),
        };
      }
      if (operation.operationId === 'downloadDocumentFile') {
        operation.responses = {
          200: {
            description: 'The file as it was sent',
            headers: {
              'Content-Disposition': {
                description: 'attachment, with a file name made of the application and document',
                schema: { type: 'string' },
              },
              'Repr-Digest': {
                description: "The file's SHA-256 checksum (RFC 9530)",
                schema: { type: 'string' },
              },
            },
            content: fileContent(DOCUMENT_FILE_TYPES),
          },
          ...operation.responses,
        };
      }
    }
  }
  return document;
}
