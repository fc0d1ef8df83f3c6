import { randomBytes } from 'node:crypto';
import {
  APPLICATION_NOT_FOUND,
  CONTRACT_NOT_PREPARED,
  reasoned,
  type Actor,
  type Application,
  type Contract,
  type ContractStatus,
  type SignerRole,
  type SignerStatus,
  type SigningMethod,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { notFound } from '../../http';
import { findApplication } from '../applications/application-repository';
import { changeApplicationStatus, salespersonOf } from '../applications/status-changes';
import { recordEvent } from '../events/record-event';
import { signersOf } from './signers';

/** The signing provider's answer: the embedded bank stands in for BankID. */
const SIGNING_PROVIDER: Actor = { type: 'system' };

/** 256 random bits: a signing link cannot be guessed, only handed on. */
const newSigningToken = (): string => randomBytes(32).toString('base64url');

/** Where the service's routes are, for the links it gives: `/partner-api` when embedded. */
export interface ServiceLinks {
  prefix: string;
}

export const signingPath = ({ prefix }: ServiceLinks, token: string): string =>
  `${prefix}/signing/${token}`;

export const contractDocumentPath = ({ prefix }: ServiceLinks, applicationId: number): string =>
  `${prefix}/application/${applicationId}/contract/document`;

async function readBack(tx: Database, applicationId: number): Promise<Application> {
  const application = await findApplication(tx, applicationId);
  if (application === undefined) throw new Error('The application could not be read back');
  return application;
}

/** The `application.contract_changed` event of the application as it now is. */
async function recordContractChange(
  tx: Database,
  application: Application,
  now: Date,
  actor: Actor,
  signer?: { role: SignerRole; status: SignerStatus },
): Promise<void> {
  const contractStatus: ContractStatus = application.contract?.status ?? 'Prepared';
  await recordEvent(
    tx,
    'application.contract_changed',
    {
      applicationId: application.applicationId,
      salesPersonId: application.salesPersonId,
      applicationStatus: application.status,
      contractStatus,
      ...(signer === undefined ? {} : { signer }),
      actor,
    },
    now,
  );
}

/**
 * Sends the prepared contract for signing, as the application's salesperson: Approved →
 * ContractSent (else 409, nothing stored), one signing link per signer.
 */
export async function sendContract(
  database: Database,
  applicationId: number,
  signingMethod: SigningMethod,
  now: Date,
): Promise<Application> {
  return database.transaction(async (tx) => {
    const actor = await salespersonOf(tx, applicationId);
    const moved = await changeApplicationStatus(
      tx,
      applicationId,
      { status: 'ContractSent' },
      now,
      actor,
    );
    const signers = signersOf(moved.applicant);
    await tx.query(
      `INSERT INTO application_contract (application_id, status, signing_method, sent_at)
       VALUES ($1, 'Sent', $2, $3)`,
      [applicationId, signingMethod, now.toISOString()],
    );
    for (const signer of signers) {
      await tx.query(
        `INSERT INTO contract_signer (application_id, role, name, signing_token)
         VALUES ($1, $2, $3, $4)`,
        [applicationId, signer.role, signer.name, newSigningToken()],
      );
    }
    const application = await readBack(tx, applicationId);
    await recordContractChange(tx, application, now, actor);
    return application;
  });
}

/** A signer's page: whose contract, who signs, while the link is good. */
export interface SigningInvitation {
  applicationId: number;
  name: string;
  role: SignerRole;
  objectDescription: string;
  creditAmount: number;
}

/** The signer a link is for, while it can still sign; else undefined (signed, cancelled, none). */
export async function findSigningInvitation(
  database: Database,
  token: string,
): Promise<SigningInvitation | undefined> {
  const { rows } = await database.query<{
    application_id: number;
    name: string;
    role: SignerRole;
    object_description: string;
    credit_amount: string;
  }>(
    `SELECT s.application_id, s.name, s.role, a.object_description,
       a.calculation ->> 'creditAmount' AS credit_amount
     FROM contract_signer s
     JOIN application a ON a.application_id = s.application_id
     WHERE s.signing_token = $1 AND a.status = 'ContractSent'`,
    [token],
  );
  const row = rows[0];
  return row === undefined
    ? undefined
    : {
        applicationId: row.application_id,
        name: row.name,
        role: row.role,
        objectDescription: row.object_description,
        creditAmount: Number(row.credit_amount),
      };
}

/**
 * The signer of the link signs: the link is spent, `application.contract_changed` is emitted,
 * and when every signer has signed the contract is Signed and the application moves to Signed.
 * A link already used, cancelled or unknown signs nothing: false.
 */
export async function signWithToken(
  database: Database,
  token: string,
  now: Date,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<{ application_id: number; role: SignerRole }>(
      `SELECT s.application_id, s.role FROM contract_signer s
       JOIN application a ON a.application_id = s.application_id
       WHERE s.signing_token = $1 AND a.status = 'ContractSent'
       FOR UPDATE OF a, s`,
      [token],
    );
    const signer = rows[0];
    if (signer === undefined) return false;
    const applicationId = signer.application_id;
    await tx.query(
      'UPDATE contract_signer SET signed_at = $2, signing_token = NULL WHERE signing_token = $1',
      [token, now.toISOString()],
    );
    const { rows: pending } = await tx.query(
      'SELECT 1 FROM contract_signer WHERE application_id = $1 AND signed_at IS NULL',
      [applicationId],
    );
    if (pending.length === 0) {
      await tx.query(
        `UPDATE application_contract SET status = 'Signed' WHERE application_id = $1`,
        [applicationId],
      );
      await changeApplicationStatus(
        tx,
        applicationId,
        reasoned('Signed', 'CONTRACT_SIGNED'),
        now,
        SIGNING_PROVIDER,
      );
    } else {
      await tx.query('UPDATE application SET updated_at = $2 WHERE application_id = $1', [
        applicationId,
        now.toISOString(),
      ]);
    }
    const application = await readBack(tx, applicationId);
    await recordContractChange(tx, application, now, SIGNING_PROVIDER, {
      role: signer.role,
      status: 'Signed',
    });
    return true;
  });
}

/** Each signer's signing token, in the signers' order: null once spent or cancelled. */
export async function signingTokensOf(
  database: Database,
  applicationId: number,
): Promise<(string | null)[]> {
  const { rows } = await database.query<{ signing_token: string | null }>(
    'SELECT signing_token FROM contract_signer WHERE application_id = $1 ORDER BY signer_id',
    [applicationId],
  );
  return rows.map((row) => row.signing_token);
}

/** `GET /application/{id}/contract`: the contract with its document and signing links. */
export async function readContract(
  database: Database,
  applicationId: number,
  links: ServiceLinks,
): Promise<Contract> {
  const application = await findApplication(database, applicationId);
  if (application === undefined) throw notFound(APPLICATION_NOT_FOUND);
  const { contract } = application;
  if (contract === undefined) throw notFound(CONTRACT_NOT_PREPARED);
  const tokens = await signingTokensOf(database, applicationId);
  return {
    ...contract,
    documentUrl: contractDocumentPath(links, applicationId),
    signers: contract.signers.map((signer, index) => {
      const token = tokens[index] ?? null;
      return token === null ? signer : { ...signer, signingUrl: signingPath(links, token) };
    }),
  };
}
