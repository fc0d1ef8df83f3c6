import type { ApplicationStatus } from '../../../domain/application-status';
import type { Database } from '../../database';

/**
 * What a move of the application does to its deal, in its transaction: cancelling spends every
 * signing link and cancels a sent contract; paying out records the credit amount paid.
 */
export async function recordDealMove(
  tx: Database,
  applicationId: number,
  status: ApplicationStatus,
  now: Date,
): Promise<void> {
  if (status === 'Cancelled') {
    await tx.query('UPDATE contract_signer SET signing_token = NULL WHERE application_id = $1', [
      applicationId,
    ]);
    await tx.query(
      `UPDATE application_contract SET status = 'Cancelled' WHERE application_id = $1`,
      [applicationId],
    );
  }
  if (status === 'PaidOut') {
    await tx.query(
      `UPDATE application SET payout_amount = (calculation ->> 'creditAmount')::numeric,
         paid_out_at = $2 WHERE application_id = $1`,
      [applicationId, now.toISOString()],
    );
  }
}
