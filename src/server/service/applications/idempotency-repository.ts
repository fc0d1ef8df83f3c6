import { createHash } from 'node:crypto';
import type { Database } from '../../database';
import { stringifyExactJson } from '../requests/exact-json';

export type IdempotencyClaim =
  { kind: 'claimed' } | { kind: 'existing'; fingerprint: string; applicationId: number | null };

/**
 * Claims `key` for this request, or reports who holds it. The primary key on (client, key) makes
 * a concurrent claim wait until the first transaction ends, then see its row: insert-or-fetch.
 */
export async function claimIdempotencyKey(
  tx: Database,
  claim: { clientId: string; key: string; fingerprint: string; at: Date },
): Promise<IdempotencyClaim> {
  const inserted = await tx.query(
    `INSERT INTO idempotency_key (client_id, idempotency_key, request_fingerprint, created_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (client_id, idempotency_key) DO NOTHING
     RETURNING client_id`,
    [claim.clientId, claim.key, claim.fingerprint, claim.at.toISOString()],
  );
  if (inserted.rows.length > 0) return { kind: 'claimed' };
  const { rows } = await tx.query<{ request_fingerprint: string; application_id: number | null }>(
    `SELECT request_fingerprint, application_id FROM idempotency_key
      WHERE client_id = $1 AND idempotency_key = $2`,
    [claim.clientId, claim.key],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The idempotency key vanished between insert and select');
  return {
    kind: 'existing',
    fingerprint: row.request_fingerprint,
    applicationId: row.application_id,
  };
}

export async function completeIdempotencyKey(
  tx: Database,
  claim: { clientId: string; key: string; applicationId: number },
): Promise<void> {
  await tx.query(
    `UPDATE idempotency_key SET application_id = $3
      WHERE client_id = $1 AND idempotency_key = $2`,
    [claim.clientId, claim.key, claim.applicationId],
  );
}

/**
 * A digest of the validated body. The schemas emit keys in their own order, so two bodies that
 * differ only in key order or ignored fields have the same fingerprint.
 */
export const fingerprintOf = (body: unknown): string =>
  createHash('sha256').update(stringifyExactJson(body)).digest('base64url');
