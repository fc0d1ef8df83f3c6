import type { ApplicationStatus, DocumentStatus } from '../../../domain/application-status';
import type {
  Actor,
  Applicant,
  Application,
  ApplicationDocument,
  ApplicationListQuery,
  ApplicationSummary,
  AcceptedCalculationRequest,
  Calculation,
  StatusHistoryEntry,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { parseExactJson, stringifyExactJson } from '../requests/exact-json';
import { isoTimestamp, toNumber } from '../sql';
import type { ApplicationCursor } from './application-cursor';

interface ApplicationRow {
  application_id: number;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  sales_person_id: number | null;
  vendor_id: number | null;
  applicant: Applicant;
  /** As text, so 64-bit numbers in it are read exactly. */
  calculation_request: string;
  calculation: Calculation;
  documents: ApplicationDocument[] | null;
  status_history: StatusHistoryEntry[] | null;
}

// The application with its documents and history in one statement, so they are one snapshot.
const SELECT_APPLICATION = `
  SELECT a.application_id, a.status, ${isoTimestamp('a.created_at')} AS created_at,
    ${isoTimestamp('a.updated_at')} AS updated_at, a.sales_person_id, a.vendor_id,
    a.applicant, a.calculation_request::text AS calculation_request, a.calculation,
    (SELECT json_agg(json_build_object('documentId', d.document_id,
        'documentType', d.document_type, 'status', d.status,
        'updatedAt', ${isoTimestamp('d.updated_at')}) ORDER BY d.document_id)
       FROM application_document d WHERE d.application_id = a.application_id) AS documents,
    (SELECT json_agg(json_strip_nulls(json_build_object('status', h.status,
        'at', ${isoTimestamp('h.at')}, 'reason', h.reason,
        'actor', json_build_object('type', h.actor, 'salesPersonId', h.actor_sales_person_id)))
        ORDER BY h.entry_id)
       FROM application_status_history h WHERE h.application_id = a.application_id)
      AS status_history
  FROM application a`;

const toApplication = (row: ApplicationRow): Application => ({
  applicationId: row.application_id,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  salesPersonId: row.sales_person_id,
  vendorId: row.vendor_id,
  applicant: row.applicant,
  calculationRequest: parseExactJson(row.calculation_request) as AcceptedCalculationRequest,
  calculation: row.calculation,
  documents: row.documents ?? [],
  statusHistory: row.status_history ?? [],
});

export async function findApplication(
  database: Database,
  applicationId: number,
): Promise<Application | undefined> {
  const { rows } = await database.query<ApplicationRow>(
    `${SELECT_APPLICATION} WHERE a.application_id = $1`,
    [applicationId],
  );
  const row = rows[0];
  return row === undefined ? undefined : toApplication(row);
}

export interface NewApplication {
  createdAt: Date;
  salesPersonId: number | null;
  vendorId: number | null;
  applicant: Applicant;
  calculationRequest: AcceptedCalculationRequest;
  calculation: Calculation;
  applicantName: string;
  objectDescription: string;
  documentTypes: readonly string[];
}

/**
 * Inserts a Received application with its documents (Missing) and first history entry, made by
 * its salesperson (by the service when it names none).
 */
export async function insertApplication(
  tx: Database,
  application: NewApplication,
): Promise<number> {
  const createdAt = application.createdAt.toISOString();
  const { rows } = await tx.query<{ application_id: number }>(
    `INSERT INTO application (status, created_at, updated_at, sales_person_id, vendor_id,
       applicant, calculation_request, calculation, applicant_name, object_description,
       term_amount, financed_amount)
     VALUES ('Received', $1, $1, $2, $3, $4::text::jsonb, $5::text::jsonb, $6::text::jsonb, $7, $8,
       $9, $10)
     RETURNING application_id`,
    [
      createdAt,
      application.salesPersonId,
      application.vendorId,
      JSON.stringify(application.applicant),
      stringifyExactJson(application.calculationRequest),
      JSON.stringify(application.calculation),
      application.applicantName,
      application.objectDescription,
      application.calculation.termAmount,
      application.calculation.financedAmount,
    ],
  );
  const applicationId = rows[0]?.application_id;
  if (applicationId === undefined) throw new Error('The application insert returned no id');
  await tx.query(
    `INSERT INTO application_document (application_id, document_type, status, updated_at)
     SELECT $1, document_type, 'Missing', $3
       FROM unnest($2::text[]) WITH ORDINALITY AS required (document_type, position)
      ORDER BY position`,
    [applicationId, application.documentTypes, createdAt],
  );
  await tx.query(
    `INSERT INTO application_status_history
       (application_id, status, at, actor, actor_sales_person_id)
     VALUES ($1, 'Received', $2, $3, $4)`,
    [
      applicationId,
      createdAt,
      application.salesPersonId === null ? 'system' : 'salesperson',
      application.salesPersonId,
    ],
  );
  return applicationId;
}

interface SummaryRow {
  application_id: number;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  sales_person_id: number | null;
  vendor_id: number | null;
  applicant_name: string;
  object_description: string;
  term_amount: string;
}

/** One page of summaries, newest first, after `cursor`; one more row tells whether more follow. */
export async function listApplicationSummaries(
  database: Database,
  query: Pick<ApplicationListQuery, 'salesPersonId' | 'status' | 'limit'>,
  cursor: ApplicationCursor | undefined,
): Promise<{ applications: ApplicationSummary[]; hasMore: boolean }> {
  const { rows } = await database.query<SummaryRow>(
    `SELECT application_id, status, ${isoTimestamp('created_at')} AS created_at,
       ${isoTimestamp('updated_at')} AS updated_at, sales_person_id, vendor_id, applicant_name,
       object_description, term_amount
     FROM application
     WHERE ($1::integer IS NULL OR sales_person_id = $1)
       AND ($2::text IS NULL OR status = $2)
       AND ($3::timestamptz IS NULL OR (created_at, application_id) < ($3, $4::integer))
     ORDER BY created_at DESC, application_id DESC
     LIMIT $5`,
    [
      query.salesPersonId ?? null,
      query.status ?? null,
      cursor?.createdAt ?? null,
      cursor?.applicationId ?? null,
      query.limit + 1,
    ],
  );
  return {
    applications: rows.slice(0, query.limit).map((row) => ({
      applicationId: row.application_id,
      status: row.status,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      salesPersonId: row.sales_person_id,
      vendorId: row.vendor_id,
      applicantName: row.applicant_name,
      objectDescription: row.object_description,
      termAmount: toNumber(row.term_amount),
    })),
    hasMore: rows.length > query.limit,
  };
}

/** The application's status, its row locked until the transaction ends. */
export async function lockApplicationStatus(
  tx: Database,
  applicationId: number,
): Promise<ApplicationStatus | undefined> {
  const { rows } = await tx.query<{ status: ApplicationStatus }>(
    'SELECT status FROM application WHERE application_id = $1 FOR UPDATE',
    [applicationId],
  );
  return rows[0]?.status;
}

export async function recordApplicationStatus(
  tx: Database,
  applicationId: number,
  status: ApplicationStatus,
  at: Date,
  reason: string | undefined,
  actor: Actor,
): Promise<void> {
  await tx.query('UPDATE application SET status = $2, updated_at = $3 WHERE application_id = $1', [
    applicationId,
    status,
    at.toISOString(),
  ]);
  await tx.query(
    `INSERT INTO application_status_history
       (application_id, status, at, reason, actor, actor_sales_person_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      applicationId,
      status,
      at.toISOString(),
      reason ?? null,
      actor.type,
      actor.salesPersonId ?? null,
    ],
  );
}

/** A document's status, its row locked until the transaction ends. */
export async function lockDocumentStatus(
  tx: Database,
  applicationId: number,
  documentId: number,
): Promise<DocumentStatus | undefined> {
  const { rows } = await tx.query<{ status: DocumentStatus }>(
    `SELECT status FROM application_document
      WHERE application_id = $1 AND document_id = $2 FOR UPDATE`,
    [applicationId, documentId],
  );
  return rows[0]?.status;
}

export async function recordDocumentStatus(
  tx: Database,
  applicationId: number,
  documentId: number,
  status: DocumentStatus,
  at: Date,
  reason: string | undefined,
  actor: Actor,
): Promise<void> {
  await tx.query(
    'UPDATE application_document SET status = $2, updated_at = $3 WHERE document_id = $1',
    [documentId, status, at.toISOString()],
  );
  await tx.query(
    `INSERT INTO document_status_history (document_id, status, at, reason, actor,
       actor_sales_person_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [documentId, status, at.toISOString(), reason ?? null, actor.type, actor.salesPersonId ?? null],
  );
  await tx.query('UPDATE application SET updated_at = $2 WHERE application_id = $1', [
    applicationId,
    at.toISOString(),
  ]);
}
