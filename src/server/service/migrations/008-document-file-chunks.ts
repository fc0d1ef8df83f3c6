import type { Migration } from '../../database/migrations';

/**
 * A document's file kept in chunks of 64 KB, each written and read by a statement of its own:
 * embedded PostgreSQL (PGlite) runs on the server's one thread, and a 10 MB value in one
 * statement held it for seconds, every other request waiting (docs/operations.md, Uploads).
 *
 * The chunks belong to a content row, staged as the file arrives, before the document changes.
 * `discard_after` says when it goes unless it is a document's file: a day after staging (an
 * upload cut off by a stopped process), cleared by the transaction that makes it the file, set
 * to then for the file it replaces. A failed upload's content goes at once. Chunks are stored
 * uncompressed (PDF, JPEG and PNG are compressed already). The files kept so far move into
 * chunks here.
 */
export const documentFileChunks: Migration = {
  version: 8,
  name: 'document files in chunks',
  sql: `
    CREATE TABLE document_file_content (
      content_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      staged_at timestamptz NOT NULL,
      discard_after timestamptz
    );
    CREATE INDEX document_file_content_to_discard ON document_file_content (discard_after)
      WHERE discard_after IS NOT NULL;

    CREATE TABLE document_file_chunk (
      content_id uuid NOT NULL REFERENCES document_file_content ON DELETE CASCADE,
      position integer NOT NULL CHECK (position >= 0),
      data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 1048576),
      PRIMARY KEY (content_id, position)
    );
    ALTER TABLE document_file_chunk ALTER COLUMN data SET STORAGE EXTERNAL;

    ALTER TABLE application_document_file ADD COLUMN content_id uuid;
    UPDATE application_document_file SET content_id = gen_random_uuid();
    INSERT INTO document_file_content (content_id, staged_at)
      SELECT content_id, received_at FROM application_document_file;
    INSERT INTO document_file_chunk (content_id, position, data)
      SELECT f.content_id, n, substring(f.content FROM n * 65536 + 1 FOR 65536)
        FROM application_document_file f, generate_series(0, (f.byte_size - 1) / 65536) AS n;

    ALTER TABLE application_document_file
      DROP COLUMN content,
      ALTER COLUMN content_id SET NOT NULL,
      ADD CONSTRAINT application_document_file_content UNIQUE (content_id),
      ADD CONSTRAINT application_document_file_content_kept
        FOREIGN KEY (content_id) REFERENCES document_file_content;
  `,
};
