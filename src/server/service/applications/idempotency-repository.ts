import { createHash } from 'node:crypto';
import type { Database } from '../../database';
import { stringifyExactJson } from '../requests/exact-json';

/** A client's key for one request body, as its fingerprint. */
export interface IdempotencyKey {
  clientId: string;
  key: string;
  fingerprint: string;
}

export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'existing'; fingerprint: string; applicationId: number | null };

/**
 * Claims `key` for this request, or reports who holds it. The primary key on (client, key) makes
 * a concurrent claim wait until the first transaction ends, then see its row: insert-or-fetch.
 */
export async function claimIdempotencyKey(
  tx: Database,
  claim: IdempotencyKey & { at: Date },
): Promise<IdempotencyClaim> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_key (client_id, idempotency_key, request_fingerprint, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id, idempotency_key) DO NOTHING
     RETURNING client_id`,
    [claim.clientId, claim.key, claim.fingerprint, claim.at.toISOString()],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed' };
  const existing = await findIdempotencyKey(tx, claim);
  if (existing === undefined) {
    throw new Error('The idempotency key vanished between insert and select');
  }
  return { kind: 'existing', ...existing };
}

/** Who holds `key` of this client: the body's fingerprint and the application, if any. */
export async function findIdempotencyKey(
  database: Database,
  claim: Omit<IdempotencyKey, 'fingerprint'>,
): Promise<{ fingerprint: string; applicationId: number | null } | undefined> {
  const { rows } = await database.query<{
    request_fingerprint: string;
    application_id: number | null;
  }>(
    `SELECT request_fingerprint, application_id FROM idempotency_key
      WHERE client_id = $1 AND idempotency_key = $2`,
    [claim.clientId, claim.key],
  );
  const row = rows[0];
  return row === undefined
    ? undefined
    : { fingerprint: row.request_fingerprint, applicationId: row.application_id };
}

/**
 * A digest of the validated body. The schemas emit keys in their own order, so two bodies that
 * differ only in key order or ignored fields have the same fingerprint.
 */
export const fingerprintOf = (body: unknown): string =>
  createHash('sha256').update(stringifyExactJson(body)).digest('base64url');
