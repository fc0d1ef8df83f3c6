import { z } from 'zod';
import { badRequest } from '../../http';

/**
 * Position after the last application of a page, newest first: its creation time and id. Sent to
 * clients as opaque base64url text; they pass it back unchanged.
 */
export interface ApplicationCursor {
  createdAt: string;
  applicationId: number;
}

const CursorSchema = z.object({
  createdAt: z.iso.datetime(),
  applicationId: z.int().positive(),
});

export function encodeCursor(cursor: ApplicationCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.applicationId])).toString(
    'base64url',
  );
}

export function decodeCursor(text: string): ApplicationCursor {
  try {
    const [createdAt, applicationId] = z
      .tuple([z.unknown(), z.unknown()])
      .parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return CursorSchema.parse({ createdAt, applicationId });
  } catch {
    throw badRequest('The query has invalid parameters', [
      { path: 'cursor', message: 'Must be the nextCursor of a previous page' },
    ]);
  }
}
