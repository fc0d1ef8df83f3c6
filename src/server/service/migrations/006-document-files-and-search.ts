import type { Migration } from '../../database/migrations';

/**
 * Files sent for an application's documents, one current file per document (a file sent again
 * after a rejection replaces it), with its SHA-256; and what My applications searches by.
 * Version 5: version 4 is the events migration built beside this one.
 *
 * The registration number is kept normalised (no spaces or dashes, upper case) for the search.
 * Name and registration searches are for text anywhere in the value, which no B-tree serves;
 * they run within one salesperson's applications (application_by_sales_person) and the date
 * range, so the rows read stay few.
 */
export const documentFilesAndSearch: Migration = {
  version: 6,
  name: 'document files and application search',
  sql: `
    CREATE TABLE application_document_file (
      document_id integer PRIMARY KEY REFERENCES application_document ON DELETE CASCADE,
      content_type text NOT NULL
        CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
      byte_size integer NOT NULL CHECK (byte_size BETWEEN 1 AND 10485760),
      sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      content bytea NOT NULL CHECK (octet_length(content) = byte_size),
      received_at timestamptz NOT NULL
    );

    ALTER TABLE application ADD COLUMN registration_number text NOT NULL DEFAULT '';
    UPDATE application
       SET registration_number =
             upper(regexp_replace(coalesce(calculation_request->'object'->>'carRegNo', ''),
                                  '[[:space:]-]', '', 'g'));
  `,
};
