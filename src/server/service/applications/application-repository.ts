import type { ApplicationStatus, DocumentStatus } from '../../../domain/application-status';
import type {
  ApplicationStatusChange,
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
import type { DocumentFile, DocumentFileType, EventData } from '../../../domain/contract';
import { nextDay, startOfNorwegianDay } from '../../../domain/norwegian-time';
import { normalRegistrationNumber } from '../../../domain/registration-number';
import { containsPattern, watchChannel, type ChannelWatch, type Database } from '../../database';
import { unchangingAnswer } from '../../http';
import { parseExactJson, stringifyExactJson } from '../requests/exact-json';
import { isoTimestamp, toNumber } from '../sql';
import { DEAL_COLUMNS, dealOf, type DealRow } from '../deal/deal-columns';
import { NOTIFY_DELIVERIES_DUE, outboxCtes } from '../events/record-event';
import type { ApplicationCursor } from './application-cursor';
import type { IdempotencyKey } from './idempotency-repository';

/** The columns an application and its summary share, as `HEAD_COLUMNS` selects them. */
interface HeadRow {
  application_id: number;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
  sales_person_id: number | null;
  sales_person_name: string | null;
  vendor_id: number | null;
}

interface ApplicationRow extends HeadRow, DealRow {
  applicant: Applicant;
  /** As text, so 64-bit numbers in it are read exactly. */
  calculation_request: string;
  calculation: Calculation;
  documents: ApplicationDocument[] | null;
  status_history: StatusHistoryEntry[] | null;
  version: string;
}

/**
 * The version of an application's row: the transaction that last wrote it (xmin) and when. Every
 * change to an application, its documents, their files or its history writes its row in the same
 * transaction (`updated_at`), so a committed application with the same version is the same.
 */
const ROW_VERSION = `a.xmin::text || ' ' || ${isoTimestamp('a.updated_at')}`;

// What an application and its summary both show of it (`HeadRow`), the salesperson's name beside
// the id for screens that show people rather than numbers.
const HEAD_COLUMNS = `a.application_id, a.status, ${isoTimestamp('a.created_at')} AS created_at,
    ${isoTimestamp('a.updated_at')} AS updated_at, a.sales_person_id,
    (SELECT s.name FROM sales_person s WHERE s.sales_person_id = a.sales_person_id)
      AS sales_person_name,
    a.vendor_id`;

/** What an application and its summary both say, from `HEAD_COLUMNS`. */
const toHead = (row: HeadRow) => ({
  applicationId: row.application_id,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  salesPersonId: row.sales_person_id,
  salesPersonName: row.sales_person_name,
  vendorId: row.vendor_id,
});

// The application with its documents (and what is known of their files) and history in one
// statement, so they are one snapshot. The files' bytes stay out of it.
const SELECT_APPLICATION = `
  SELECT ${ROW_VERSION} AS version, ${HEAD_COLUMNS}, a.applicant,
    a.calculation_request::text AS calculation_request, a.calculation,
    (SELECT json_agg(json_strip_nulls(json_build_object('documentId', d.document_id,
        'documentType', d.document_type, 'status', d.status,
        'updatedAt', ${isoTimestamp('d.updated_at')},
        'file', (SELECT json_build_object('contentType', f.content_type,
            'byteSize', f.byte_size, 'sha256', f.sha256,
            'receivedAt', ${isoTimestamp('f.received_at')})
           FROM application_document_file f WHERE f.document_id = d.document_id)))
        ORDER BY d.document_id)
       FROM application_document d WHERE d.application_id = a.application_id) AS documents,
    (SELECT json_agg(json_strip_nulls(json_build_object('status', h.status,
        'at', ${isoTimestamp('h.at')}, 'reason', h.reason, 'reasonCode', h.reason_code,
        'reasonParams', h.reason_params,
        'actor', json_build_object('type', h.actor, 'salesPersonId', h.actor_sales_person_id)))
        ORDER BY h.entry_id)
       FROM application_status_history h WHERE h.application_id = a.application_id)
      AS status_history,
    ${DEAL_COLUMNS}
  FROM application a`;

const toApplication = (row: ApplicationRow): Application => ({
  ...toHead(row),
  applicant: row.applicant,
  calculationRequest: parseExactJson(row.calculation_request) as AcceptedCalculationRequest,
  calculation: row.calculation,
  documents: row.documents ?? [],
  statusHistory: row.status_history ?? [],
  ...dealOf(row),
});

async function selectApplication(
  database: Database,
  applicationId: number,
): Promise<ApplicationRow | undefined> {
  const { rows } = await database.query<ApplicationRow>(
    `${SELECT_APPLICATION} WHERE a.application_id = $1`,
    [applicationId],
  );
  return rows[0];
}

export async function findApplication(
  database: Database,
  applicationId: number,
): Promise<Application | undefined> {
  const row = await selectApplication(database, applicationId);
  return row === undefined ? undefined : toApplication(row);
}

/** The applications last read by `readApplication`, per database: at most this many each. */
const READ_APPLICATIONS_KEPT = 200;
const APPLICATION_CHANGED = 'application_changed';

interface ReadApplications {
  kept: Map<number, { version: string; application: Application }>;
  /**
   * Listening where every change is notified before anything else can read it (PGlite;
   * migration 7 notifies): while it listens, a kept application is current without asking.
   */
  watch: ChannelWatch | undefined;
  /** Changes notified so far: a read that overlapped one is not kept. */
  changes: number;
}

const readApplications = new WeakMap<Database, ReadApplications>();

function readApplicationsOf(database: Database): ReadApplications {
  const existing = readApplications.get(database);
  if (existing !== undefined) return existing;
  const reads: ReadApplications = { kept: new Map(), watch: undefined, changes: 0 };
  if (database.notifiesAtCommit === true) {
    reads.watch = watchChannel(database, APPLICATION_CHANGED, (applicationId) => {
      reads.changes += 1;
      if (applicationId === '') reads.kept.clear();
      else reads.kept.delete(Number(applicationId));
    });
  }
  readApplications.set(database, reads);
  return reads;
}

/**
 * `findApplication` for reads outside a transaction (`GET /application/{id}`), answered from the
 * application last read while it is unchanged: on PGlite, while no change to it was notified
 * (no query at all); on a PostgreSQL server, while its row's version is the same (one index
 * lookup instead of the statement that gathers its documents and history). Always the committed
 * application, whoever changed it (another instance on the same PostgreSQL too). The application
 * returned is shared, so it is frozen, and the route writes it once.
 */
export async function readApplication(
  database: Database,
  applicationId: number,
): Promise<Application | undefined> {
  const reads = readApplicationsOf(database);
  const trusted = reads.watch !== undefined && (await reads.watch.listening);
  const last = reads.kept.get(applicationId);
  if (last !== undefined) {
    reads.kept.delete(applicationId);
    if (trusted || (await versionOf(database, applicationId)) === last.version) {
      reads.kept.set(applicationId, last);
      return last.application;
    }
  }
  const changesBefore = reads.changes;
  const row = await selectApplication(database, applicationId);
  if (row === undefined) return undefined;
  const application = unchangingAnswer(toApplication(row));
  if (reads.changes === changesBefore) {
    reads.kept.set(applicationId, { version: row.version, application });
    // The least recently read goes first: a Map iterates in insertion order.
    const [oldest] = reads.kept.keys();
    if (reads.kept.size > READ_APPLICATIONS_KEPT && oldest !== undefined) {
      reads.kept.delete(oldest);
    }
  }
  return application;
}

async function versionOf(database: Database, applicationId: number): Promise<string | undefined> {
  const { rows } = await database.query<{ version: string }>(
    `SELECT ${ROW_VERSION} AS version FROM application a WHERE a.application_id = $1`,
    [applicationId],
  );
  return rows[0]?.version;
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
  /** Claimed for the application in the same statement: none is created if another holds it. */
  idempotencyKey?: IdempotencyKey;
  /** The `application.created` event's id, and its data less the id the statement gives. */
  createdEvent: { eventId: string; data: Omit<EventData<'application.created'>, 'applicationId'> };
}

export type InsertedApplication =
  | { kind: 'created'; application: Application }
  | { kind: 'unknownSalesPerson' }
  | { kind: 'keyTaken' };

interface InsertedRow {
  sales_person_known: boolean;
  sales_person_name: string | null;
  application_id: number | null;
  version: string | null;
  documents: ApplicationDocument[] | null;
}

/**
 * Inserts a Received application with its documents (Missing) and first history entry, made by
 * its salesperson (by the service when it names none), claims its idempotency key and writes its
 * `application.created` event: one statement, so one round trip and atomic without a transaction
 * of its own. Nothing is written when the salesperson named does not exist or the key is taken.
 * The application returned is built from what was written, as a read of it would show it.
 */
export async function insertApplication(
  database: Database,
  application: NewApplication,
): Promise<InsertedApplication> {
  const createdAt = application.createdAt.toISOString();
  const calculationRequest = stringifyExactJson(application.calculationRequest);
  const { idempotencyKey, createdEvent } = application;
  const { rows } = await database.query<InsertedRow>(
    `WITH named_sales_person AS (
       -- The salesperson named, or one row of nulls when none is: no row, an unknown one.
       SELECT sales_person_id, name FROM sales_person WHERE sales_person_id = $2::bigint
       UNION ALL SELECT NULL, NULL WHERE $2::bigint IS NULL),
     new_application AS (
       -- The id taken first, so that the idempotency key names it in this same statement.
       SELECT nextval(pg_get_serial_sequence('application', 'application_id'))::integer
           AS application_id, sales_person_id
         FROM named_sales_person),
     -- A concurrent claim of the same key is waited for: once committed, this one is taken.
     claimed_key AS (
       INSERT INTO idempotency_key
         (client_id, idempotency_key, request_fingerprint, application_id, created_at)
       SELECT $13, $14, $15, application_id, $1 FROM new_application WHERE $14::text IS NOT NULL
       ON CONFLICT (client_id, idempotency_key) DO NOTHING
       RETURNING application_id),
     inserted_application AS (
       INSERT INTO application AS a (application_id, status, created_at, updated_at,
         sales_person_id, vendor_id, applicant, calculation_request, calculation, applicant_name,
         object_description, term_amount, financed_amount, registration_number)
       SELECT application_id, 'Received', $1, $1, sales_person_id, $3, $4::text::jsonb,
         $5::text::jsonb, $6::text::jsonb, $7, $8, $9, $10, $11
         FROM new_application WHERE $14::text IS NULL OR EXISTS (SELECT FROM claimed_key)
       RETURNING application_id, sales_person_id, ${ROW_VERSION} AS version),
     documents AS (
       INSERT INTO application_document (application_id, document_type, status, updated_at)
       SELECT a.application_id, required.document_type, 'Missing', $1
         FROM inserted_application a,
           unnest($12::text[]) WITH ORDINALITY AS required (document_type, position)
        ORDER BY position
       RETURNING document_id, document_type, status, updated_at),
     first_history_entry AS (
       INSERT INTO application_status_history
         (application_id, status, at, actor, actor_sales_person_id)
       SELECT application_id, 'Received', $1,
         CASE WHEN sales_person_id IS NULL THEN 'system' ELSE 'salesperson' END, sales_person_id
         FROM inserted_application),
     created_event AS (
       -- The data as JSON.stringify wrote it, its first key the id known only here.
       SELECT $16::text AS event_id, 'application.created'::text AS type,
         $1::timestamptz AS occurred_at,
         ('{"applicationId":' || application_id || ',' || substr($17, 2))::json AS data
         FROM inserted_application),
     ${outboxCtes('created_event')}
     SELECT EXISTS (SELECT FROM named_sales_person) AS sales_person_known,
       (SELECT name FROM named_sales_person) AS sales_person_name,
       a.application_id, a.version,
       (SELECT json_agg(json_build_object('documentId', document_id,
           'documentType', document_type, 'status', status,
           'updatedAt', ${isoTimestamp('updated_at')}) ORDER BY document_id)
          FROM documents) AS documents,
       ${NOTIFY_DELIVERIES_DUE} AS deliveries_due
       FROM (SELECT) one LEFT JOIN inserted_application a ON true`,
    [
      createdAt,
      application.salesPersonId,
      application.vendorId,
      JSON.stringify(application.applicant),
      calculationRequest,
      JSON.stringify(application.calculation),
      application.applicantName,
      application.objectDescription,
      application.calculation.termAmount,
      application.calculation.financedAmount,
      normalRegistrationNumber(application.calculationRequest.object?.carRegNo ?? ''),
      application.documentTypes,
      idempotencyKey?.clientId ?? null,
      idempotencyKey?.key ?? null,
      idempotencyKey?.fingerprint ?? null,
      createdEvent.eventId,
      JSON.stringify(createdEvent.data),
    ],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('The application insert answered no row');
  if (!row.sales_person_known) return { kind: 'unknownSalesPerson' };
  if (row.application_id === null || row.version === null) return { kind: 'keyTaken' };
  const { salesPersonId } = application;
  return {
    kind: 'created',
    application: toApplication({
      version: row.version,
      application_id: row.application_id,
      status: 'Received',
      created_at: createdAt,
      updated_at: createdAt,
      sales_person_id: salesPersonId,
      sales_person_name: row.sales_person_name,
      vendor_id: application.vendorId,
      applicant: application.applicant,
      calculation_request: calculationRequest,
      calculation: application.calculation,
      documents: row.documents,
      status_history: [
        {
          status: 'Received',
          at: createdAt,
          actor:
            salesPersonId === null ? { type: 'system' } : { type: 'salesperson', salesPersonId },
        },
      ],
      contract: null,
      delivery: null,
      payout_amount: null,
      paid_out_at: null,
    }),
  };
}

interface SummaryRow extends HeadRow {
  applicant_name: string;
  object_description: string;
  term_amount: string;
}

export type ApplicationFilter = Omit<ApplicationListQuery, 'cursor'>;

/** The filter as SQL conditions on `a`, with their parameters from `$1`; empty texts filter nothing. */
function filterConditions(filter: ApplicationFilter): { where: string[]; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.salesPersonId !== undefined) {
    add((p) => `a.sales_person_id = ${p}`, filter.salesPersonId);
  }
  if (filter.status !== undefined) add((p) => `a.status = ${p}`, filter.status);
  if (filter.customerName) {
    add((p) => `a.applicant_name ILIKE ${p}`, containsPattern(filter.customerName));
  }
  const registrationNumber = normalRegistrationNumber(filter.registrationNumber ?? '');
  if (registrationNumber !== '') {
    add((p) => `a.registration_number LIKE ${p}`, containsPattern(registrationNumber));
  }
  // Days are Norwegian days: from the start of the first to the start of the day after the last.
  if (filter.createdFrom !== undefined) {
    add((p) => `a.created_at >= ${p}`, startOfNorwegianDay(filter.createdFrom));
  }
  if (filter.createdTo !== undefined) {
    add((p) => `a.created_at < ${p}`, startOfNorwegianDay(nextDay(filter.createdTo)));
  }
  return { where, params };
}

/** One page of summaries, newest first, after `cursor`; one more row tells whether more follow. */
export async function listApplicationSummaries(
  database: Database,
  filter: ApplicationFilter,
  cursor: ApplicationCursor | undefined,
): Promise<{ applications: ApplicationSummary[]; hasMore: boolean }> {
  const { where, params } = filterConditions(filter);
  if (cursor !== undefined) {
    params.push(cursor.createdAt, cursor.applicationId);
    where.push(`(a.created_at, a.application_id) < ($${params.length - 1}, $${params.length})`);
  }
  params.push(filter.limit + 1);
  const { rows } = await database.query<SummaryRow>(
    `SELECT ${HEAD_COLUMNS}, a.applicant_name, a.object_description, a.term_amount
     FROM application a
     ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
     ORDER BY a.created_at DESC, a.application_id DESC
     LIMIT $${params.length}`,
    params,
  );
  return {
    applications: rows.slice(0, filter.limit).map((row) => ({
      ...toHead(row),
      applicantName: row.applicant_name,
      objectDescription: row.object_description,
      termAmount: toNumber(row.term_amount),
    })),
    hasMore: rows.length > filter.limit,
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
  change: ApplicationStatusChange,
  at: Date,
  actor: Actor,
): Promise<void> {
  const { status, reason, reasonCode, reasonParams } = change;
  // The first decision, approval and signature stay as they were (the dashboard counts them).
  await tx.query(
    `UPDATE application SET status = $2, updated_at = $3,
       decided_at = CASE WHEN $2 IN ('Approved', 'Rejected') THEN coalesce(decided_at, $3)
                         ELSE decided_at END,
       approved_at = CASE WHEN $2 = 'Approved' THEN coalesce(approved_at, $3) ELSE approved_at END,
       signed_at = CASE WHEN $2 = 'Signed' THEN coalesce(signed_at, $3) ELSE signed_at END
     WHERE application_id = $1`,
    [applicationId, status, at.toISOString()],
  );
  await tx.query(
    `INSERT INTO application_status_history
       (application_id, status, at, reason, reason_code, reason_params, actor,
        actor_sales_person_id)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8)`,
    [
      applicationId,
      status,
      at.toISOString(),
      reason ?? null,
      reasonCode ?? null,
      reasonParams === undefined ? null : JSON.stringify(reasonParams),
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

/** A document's file: what is known of it, and where its bytes are (document-file-content). */
export interface StoredDocumentFile extends DocumentFile {
  contentType: DocumentFileType;
  documentType: string;
  contentId: string;
}

/** A file received whole, its bytes staged (`stageDocumentFileContent`) as `contentId`. */
export interface ReceivedDocumentFile {
  contentType: DocumentFileType;
  byteSize: number;
  sha256: string;
  contentId: string;
}

/**
 * Makes the staged content the document's file, replacing one sent before (after a rejection):
 * small statements whatever the file's size. The replaced content is due to be discarded
 * (`discardUnusedDocumentFileContent`) from now.
 */
export async function storeDocumentFile(
  tx: Database,
  documentId: number,
  file: ReceivedDocumentFile,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE document_file_content SET discard_after = $2 WHERE content_id =
       (SELECT content_id FROM application_document_file WHERE document_id = $1)`,
    [documentId, at.toISOString()],
  );
  await tx.query('UPDATE document_file_content SET discard_after = NULL WHERE content_id = $1', [
    file.contentId,
  ]);
  await tx.query(
    `INSERT INTO application_document_file
       (document_id, content_type, byte_size, sha256, content_id, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (document_id) DO UPDATE SET content_type = EXCLUDED.content_type,
       byte_size = EXCLUDED.byte_size, sha256 = EXCLUDED.sha256,
       content_id = EXCLUDED.content_id, received_at = EXCLUDED.received_at`,
    [documentId, file.contentType, file.byteSize, file.sha256, file.contentId, at.toISOString()],
  );
}

interface DocumentFileRow {
  content_type: DocumentFileType;
  document_type: string;
  byte_size: number;
  sha256: string;
  content_id: string;
  received_at: string;
}

/** The file last sent for one of the application's documents, if any, without its bytes. */
export async function findDocumentFile(
  database: Database,
  applicationId: number,
  documentId: number,
): Promise<StoredDocumentFile | undefined> {
  const { rows } = await database.query<DocumentFileRow>(
    `SELECT f.content_type, d.document_type, f.byte_size, f.sha256, f.content_id,
       ${isoTimestamp('f.received_at')} AS received_at
     FROM application_document_file f
     JOIN application_document d ON d.document_id = f.document_id
     WHERE d.application_id = $1 AND d.document_id = $2`,
    [applicationId, documentId],
  );
  const row = rows[0];
  return row === undefined
    ? undefined
    : {
        contentType: row.content_type,
        documentType: row.document_type,
        byteSize: row.byte_size,
        sha256: row.sha256,
        contentId: row.content_id,
        receivedAt: row.received_at,
      };
}
