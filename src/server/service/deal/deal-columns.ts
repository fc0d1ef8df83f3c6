import type { ApplicationStatus } from '../../../domain/application-status';
import type { Applicant, ContractFacts, DeliveryFacts, Payout } from '../../../domain/contract';
import { isoTimestamp, toNumber } from '../sql';
import { signersOf } from './signers';

/** What an application row says of its deal, as `DEAL_COLUMNS` selects it. */
export interface DealRow {
  status: ApplicationStatus;
  applicant: Applicant;
  contract: ContractFacts | null;
  delivery: DeliveryFacts | null;
  payout_amount: string | null;
  paid_out_at: string | null;
}

/** The contract sent and its signers in signing order, the delivery and the payout, of `a`. */
export const DEAL_COLUMNS = `
    (SELECT json_build_object('status', c.status, 'signingMethod', c.signing_method,
        'sentAt', ${isoTimestamp('c.sent_at')},
        'signers', (SELECT json_agg(json_build_object('role', s.role, 'name', s.name,
            'status', CASE WHEN s.signed_at IS NULL THEN 'Pending' ELSE 'Signed' END,
            'signedAt', ${isoTimestamp('s.signed_at')}) ORDER BY s.signer_id)
           FROM contract_signer s WHERE s.application_id = c.application_id))
       FROM application_contract c WHERE c.application_id = a.application_id) AS contract,
    (SELECT json_strip_nulls(json_build_object('deliveredAt', ${isoTimestamp('d.delivered_at')},
        'registrationNumber', d.registration_number, 'chassisNumber', d.chassis_number,
        'odometerKm', d.odometer_km, 'confirmedAt', ${isoTimestamp('d.confirmed_at')}))
       FROM application_delivery d WHERE d.application_id = a.application_id) AS delivery,
    a.payout_amount, ${isoTimestamp('a.paid_out_at')} AS paid_out_at`;

/**
 * The contract an approved application has before it is sent: prepared by the bank on approval,
 * its signers still to sign. Nothing is stored until it is sent.
 */
export const preparedContract = (applicant: Applicant): ContractFacts => ({
  status: 'Prepared',
  signers: signersOf(applicant).map((party) => ({ ...party, status: 'Pending', signedAt: null })),
});

/** The deal's fields of an application, each once there is something to say. */
export function dealOf(row: DealRow): {
  contract?: ContractFacts;
  delivery?: DeliveryFacts;
  payout?: Payout;
} {
  const contract =
    row.contract ?? (row.status === 'Approved' ? preparedContract(row.applicant) : null);
  return {
    ...(contract === null ? {} : { contract }),
    ...(row.delivery === null ? {} : { delivery: row.delivery }),
    ...(row.payout_amount === null || row.paid_out_at === null
      ? {}
      : { payout: { payoutAmount: toNumber(row.payout_amount), paidOutAt: row.paid_out_at } }),
  };
}
