import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptDatabase } from '../../database/database';
import { runMigrations } from '../../database/migrations';
import { openTestDatabase, type TestDatabase } from '../../database/test-database';
import { buildTestService, call, TEST_NOW } from '../test-support/test-service';
import { serviceMigrations } from '.';

/** A file sent before migration 8: in one bytea, three chunks' worth and a little. */
const FILE = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3 * 65536 + 100)]);

describe('migration 8, document files in chunks', () => {
  let testDatabase: TestDatabase;
  let documentPath: string;

  beforeAll(async () => {
    testDatabase = await openTestDatabase({
      migrations: serviceMigrations.filter(({ version }) => version < 8),
    });
    const { database } = testDatabase;
    // Written as version 7 holds them: today's code (the demo data's) writes today's schema.
    const at = TEST_NOW.toISOString();
    const { rows } = await database.query<{ application_id: number; document_id: number }>(
      `WITH application AS (
         INSERT INTO application (status, created_at, updated_at, applicant, calculation_request,
           calculation, applicant_name, object_description, term_amount, financed_amount)
         VALUES ('Received', $1, $1, '{}', '{}', '{}', 'Kari Nordmann', 'Volvo V60', 0, 0)
         RETURNING application_id)
       INSERT INTO application_document (application_id, document_type, status, updated_at)
       SELECT application_id, 'PurchaseAgreement', 'Received', $1 FROM application
       RETURNING application_id, document_id`,
      [at],
    );
    const document = rows[0];
    if (document === undefined) throw new Error('No document was written');
    await database.query(
      `INSERT INTO application_document_file
         (document_id, content_type, byte_size, sha256, content, received_at)
       VALUES ($1, 'application/pdf', $2, $3, decode($4, 'base64'), $5)`,
      [
        document.document_id,
        FILE.byteLength,
        createHash('sha256').update(FILE).digest('hex'),
        FILE.toString('base64'),
        TEST_NOW.toISOString(),
      ],
    );
    documentPath = `/application/${document.application_id}/documents/${document.document_id}/file`;
    // The database is the one the test support opens: it runs scripts.
    await runMigrations(database as ScriptDatabase, serviceMigrations);
  });

  afterAll(async () => {
    await testDatabase.drop();
  });

  it('moves a file sent before it into chunks, and it downloads as it was sent', async () => {
    const { rows } = await testDatabase.database.query<{ chunks: number }>(
      'SELECT count(*)::integer AS chunks FROM document_file_chunk',
    );
    expect(rows[0]?.chunks).toBe(4);
    const service = await buildTestService(testDatabase.database);
    try {
      const download = await call(service, 'GET', documentPath);
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(FILE);
      expect(download.headers['repr-digest']).toBe(
        `sha-256=:${createHash('sha256').update(FILE).digest('base64')}:`,
      );
    } finally {
      await service.close();
    }
  });
});
