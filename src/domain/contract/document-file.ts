import { z } from 'zod/mini';
import { dateTime } from './common';

/**
 * A file sent for one of an application's documents
 * (`PUT /application/{id}/documents/{documentId}/file`): PDF, JPEG or PNG, judged from its first
 * bytes, never from its name or the type a client claims.
 */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentFileType = (typeof DOCUMENT_FILE_TYPES)[number];

/** Also accepted as a request's `Content-Type`: the client does not know the type, the content says. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream';

export const MAX_DOCUMENT_FILE_BYTES = 10 * 1024 * 1024;

/** The extension a downloaded file is named with. */
export const DOCUMENT_FILE_EXTENSIONS: Record<DocumentFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/**
 * Each format's signature, fixed by its specification: PDF (ISO 32000) opens with `%PDF-`, PNG
 * with its 8-byte signature, JPEG with the SOI marker followed by another marker's 0xFF.
 */
const SIGNATURES: ReadonlyArray<{ type: DocumentFileType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/** The type the content is, from its first bytes; undefined for anything but PDF, JPEG or PNG. */
export function documentFileTypeOf(content: Uint8Array): DocumentFileType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte))
    ?.type;
}

/** What the service keeps of a received file, beside the bytes. */
export const DocumentFileSchema = z
  .object({
    contentType: z.enum(DOCUMENT_FILE_TYPES),
    byteSize: z.int().check(z.minimum(1), z.maximum(MAX_DOCUMENT_FILE_BYTES)),
    sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'Must be a hex SHA-256 digest' })),
    receivedAt: dateTime,
  })
  .register(z.globalRegistry, {
    id: 'DocumentFile',
    description:
      'The file last sent for the document: its type (judged from the content), size in bytes, ' +
      'SHA-256 checksum (lowercase hex) and when it arrived.',
  });
export type DocumentFile = z.infer<typeof DocumentFileSchema>;
