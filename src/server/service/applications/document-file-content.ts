import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from '../../database';

/**
 * The bytes of documents' files, in chunks (migration 8). Embedded PostgreSQL (PGlite) runs each
 * statement on the server's one thread, its cost growing with the bytes it carries: every
 * statement here carries one chunk at most, and on PGlite one such statement runs per turn of
 * the event loop, whichever upload or download it is for, so requests (and `/healthz`) wait for
 * one chunk at most, not for a file, nor for a chunk of every file going on.
 *
 * The bytes travel as base64 text, decoded by the database: PGlite turns a bytea parameter into
 * hex one byte at a time in JavaScript (seconds for 10 MB), and a text parameter is the same SQL
 * on a PostgreSQL server.
 */

/** A chunk of 64 KB costs PGlite 1–2 ms of the thread to write or read. */
export const CHUNK_BYTES = 64 * 1024;

/** Chunks removed per statement when a content goes: 8 are about 5 ms of PGlite's thread. */
const CHUNKS_REMOVED_AT_ONCE = 8;

/** How long a content may stay staged and unkept: far longer than any upload takes. */
const STAGED_FOR_AT_MOST_MS = 24 * 60 * 60 * 1000;

/** PGlite: the database's only session, its statements run on this thread. */
const isEmbedded = (database: Database): boolean => database.notifiesAtCommit === true;

/** The last work queued on each embedded database. */
const lastInLine = new WeakMap<Database, Promise<unknown>>();

/**
 * Runs `work` (a chunk's statement, or an upload's transaction) after all queued before it, in a
 * turn of the event loop of its own. PGlite queues statements too, but starts the next one as
 * soon as one ends, in the same turn: eight uploads' chunks then held the thread for eight
 * chunks at a time, and their transactions, ending together, for eight transactions. A
 * PostgreSQL server works in processes of its own: there they only take turns.
 */
export function inTurn<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!isEmbedded(database)) return nextTurn().then(work);
  const run = (lastInLine.get(database) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => nextTurn())
    .then(work);
  lastInLine.set(database, run);
  return run;
}

/**
 * A new content, not yet any document's file: its chunks follow as the file arrives
 * (`stageDocumentFileChunk`), each a statement of its own outside any transaction, so the
 * database is never held for a whole file. The caller keeps it (`storeDocumentFile`) or
 * discards it.
 */
export async function stageDocumentFileContent(database: Database, at: Date): Promise<string> {
  const { rows } = await inTurn(database, () =>
    database.query<{ content_id: string }>(
      `INSERT INTO document_file_content (staged_at, discard_after) VALUES ($1, $2)
       RETURNING content_id`,
      [at.toISOString(), new Date(at.getTime() + STAGED_FOR_AT_MOST_MS).toISOString()],
    ),
  );
  const contentId = rows[0]?.content_id;
  if (contentId === undefined) throw new Error('No content row was made');
  return contentId;
}

/** Writes the chunk at `position` (from 0, in order) of a staged content: at most a megabyte. */
export async function stageDocumentFileChunk(
  database: Database,
  contentId: string,
  position: number,
  chunk: Uint8Array,
): Promise<void> {
  await inTurn(database, () =>
    database.query(
      `INSERT INTO document_file_chunk (content_id, position, data)
       VALUES ($1, $2, decode($3, 'base64'))`,
      [
        contentId,
        position,
        Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('base64'),
      ],
    ),
  );
}

/** The chunks of a content in order, each read by a statement of its own. */
export async function* documentFileContentChunks(
  database: Database,
  contentId: string,
): AsyncGenerator<Buffer> {
  for (let position = 0; ; position++) {
    const { rows } = await inTurn(database, () =>
      database.query<{ data: string }>(
        `SELECT encode(data, 'base64') AS data FROM document_file_chunk
          WHERE content_id = $1 AND position = $2`,
        [contentId, position],
      ),
    );
    const row = rows[0];
    if (row === undefined) return;
    yield Buffer.from(row.data, 'base64');
  }
}

/** Removes a content that is no document's file, a few chunks at a time; one that is, stays. */
export async function discardDocumentFileContent(
  database: Database,
  contentId: string,
): Promise<void> {
  const inUse = await database.query(
    'SELECT 1 FROM application_document_file WHERE content_id = $1',
    [contentId],
  );
  if (inUse.rows.length > 0) return;
  for (;;) {
    const { rows } = await inTurn(database, () =>
      database.query(
        `DELETE FROM document_file_chunk
          WHERE content_id = $1 AND position IN (SELECT position FROM document_file_chunk
            WHERE content_id = $1 ORDER BY position LIMIT ${CHUNKS_REMOVED_AT_ONCE})
          RETURNING position`,
        [contentId],
      ),
    );
    if (rows.length === 0) break;
  }
  await database.query(
    `DELETE FROM document_file_content c WHERE content_id = $1
        AND NOT EXISTS (SELECT 1 FROM application_document_file f WHERE f.content_id = c.content_id)`,
    [contentId],
  );
}

/**
 * Removes every content due to be discarded that no document's file refers to: one replaced by a
 * newer file, or staged so long ago that its upload cannot still be going on (the process
 * stopped). Found by an index of those alone, however many files are kept.
 */
export async function discardUnusedDocumentFileContent(
  database: Database,
  now: Date,
): Promise<void> {
  const { rows } = await database.query<{ content_id: string }>(
    `SELECT c.content_id FROM document_file_content c
      WHERE c.discard_after <= $1
        AND NOT EXISTS (SELECT 1 FROM application_document_file f
          WHERE f.content_id = c.content_id)`,
    [now.toISOString()],
  );
  for (const { content_id } of rows) await discardDocumentFileContent(database, content_id);
}
