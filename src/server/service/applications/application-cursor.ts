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

/** The largest value of PostgreSQL's `integer`, the column type of application ids. */
const MAX_APPLICATION_ID = 2_147_483_647;

/**
 * A real instant PostgreSQL can compare with, written exactly as `encodeCursor` writes it: year 0,
 * 30 February or a 25th hour would otherwise reach the query and fail there.
 */
const cursorInstant = z.iso.datetime().refine((text) => {
  const instant = new Date(text);
  return instant.getUTCFullYear() >= 1 && instant.toISOString() === text;
});

const CursorSchema = z.object({
  createdAt: cursorInstant,
  applicationId: z.int().positive().max(MAX_APPLICATION_ID),
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
