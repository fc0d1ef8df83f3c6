import {
  APPLICATION_TRANSITIONS,
  DOCUMENT_TRANSITIONS,
  type ApplicationStatus,
  type DocumentStatus,
} from '../../../domain/application-status';
import {
  APPLICATION_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  type Actor,
  reasoned,
  type Application,
  type ApplicationStatusChange,
  type CancelApplicationBody,
  type DocumentStatusChange,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { conflict, notFound } from '../../http';
import { recordDealMove } from '../deal/deal-moves';
import { recordEvent } from '../events/record-event';
import {
  findApplication,
  lockApplicationStatus,
  lockDocumentStatus,
  recordApplicationStatus,
  recordDocumentStatus,
  storeDocumentFile,
  type ReceivedDocumentFile,
} from './application-repository';

const allowedNext = (moves: readonly string[]): string =>
  moves.length === 0 ? 'No further status is allowed' : `Allowed next: ${moves.join(', ')}`;

/** A status with no way out: the application is closed and its documents are frozen. */
const isFinal = (status: ApplicationStatus): boolean =>
  APPLICATION_TRANSITIONS[status].length === 0;

/**
 * Moves an application along its state machine, with a history entry naming who acted and an
 * `application.status_changed` event. A move the machine does not allow is 409 and changes
 * nothing; the row lock serialises concurrent moves.
 */
export async function changeApplicationStatus(
  database: Database,
  applicationId: number,
  change: ApplicationStatusChange,
  now: Date,
  actor: Actor,
): Promise<Application> {
  return database.transaction(async (tx) => {
    const current = await lockApplicationStatus(tx, applicationId);
    if (current === undefined) throw notFound(APPLICATION_NOT_FOUND);
    const moves = APPLICATION_TRANSITIONS[current];
    if (!moves.includes(change.status)) {
      throw conflict(`An application in status ${current} cannot move to ${change.status}`, [
        { path: 'status', message: allowedNext(moves) },
      ]);
    }
    await recordApplicationStatus(tx, applicationId, change, now, actor);
    await recordDealMove(tx, applicationId, change.status, now);
    const application = await readBack(tx, applicationId);
    await recordEvent(
      tx,
      'application.status_changed',
      movedFields(application, current, change, actor),
      now,
    );
    return application;
  });
}

/**
 * Moves one of an application's documents along the document state machine, with an
 * `application.document_status_changed` event.
 */
export async function changeDocumentStatus(
  database: Database,
  applicationId: number,
  documentId: number,
  change: DocumentStatusChange,
  now: Date,
  actor: Actor,
): Promise<Application> {
  return database.transaction((tx) =>
    moveDocument(tx, applicationId, documentId, change, now, actor),
  );
}

/**
 * The dealer acts through the partner API as the application's salesperson (the service itself
 * for an application of none): a file sent, an application cancelled.
 */
export async function salespersonOf(tx: Database, applicationId: number): Promise<Actor> {
  const owner = await findApplication(tx, applicationId);
  if (owner === undefined) throw notFound(APPLICATION_NOT_FOUND);
  return owner.salesPersonId === null
    ? { type: 'system' }
    : { type: 'salesperson', salesPersonId: owner.salesPersonId };
}

/**
 * Cancels an application for the dealer, with the reason as a code, at any time before payout;
 * after it (or once closed) 409.
 */
export async function cancelApplication(
  database: Database,
  applicationId: number,
  reasonCode: CancelApplicationBody['reasonCode'],
  now: Date,
): Promise<Application> {
  const actor = await salespersonOf(database, applicationId);
  return changeApplicationStatus(
    database,
    applicationId,
    reasoned('Cancelled', reasonCode),
    now,
    actor,
  );
}

/**
 * Keeps a file sent for a document, which makes it Received: from Missing, or from Received or
 * Rejected when a better file replaces the one sent. The application's salesperson sent it.
 * Anything else (an approved document, a closed application) is 409 and stores nothing.
 */
export async function receiveDocumentFile(
  database: Database,
  applicationId: number,
  documentId: number,
  file: ReceivedDocumentFile,
  now: Date,
): Promise<Application> {
  return database.transaction(async (tx) => {
    const actor = await salespersonOf(tx, applicationId);
    await moveDocument(tx, applicationId, documentId, { status: 'Received' }, now, actor);
    await storeDocumentFile(tx, documentId, file, now);
    return readBack(tx, applicationId);
  });
}

/**
 * The one way a document's status changes, inside the caller's transaction: the application and
 * the document locked, the application still open, the move allowed, the event written.
 */
async function moveDocument(
  tx: Database,
  applicationId: number,
  documentId: number,
  change: DocumentStatusChange,
  now: Date,
  actor: Actor,
): Promise<Application> {
  const applicationStatus = await lockApplicationStatus(tx, applicationId);
  if (applicationStatus === undefined) throw notFound(APPLICATION_NOT_FOUND);
  const current = await lockDocumentStatus(tx, applicationId, documentId);
  if (current === undefined) throw notFound(DOCUMENT_NOT_FOUND);
  if (isFinal(applicationStatus)) {
    throw conflict(`The application is ${applicationStatus}; its documents can no longer change`);
  }
  const moves: readonly DocumentStatus[] = DOCUMENT_TRANSITIONS[current];
  if (!moves.includes(change.status)) {
    throw conflict(`A document in status ${current} cannot move to ${change.status}`, [
      { path: 'status', message: allowedNext(moves) },
    ]);
  }
  await recordDocumentStatus(
    tx,
    applicationId,
    documentId,
    change.status,
    now,
    change.reason,
    actor,
  );
  const application = await readBack(tx, applicationId);
  const document = application.documents.find((each) => each.documentId === documentId);
  if (document === undefined) throw new Error('The document could not be read back');
  await recordEvent(
    tx,
    'application.document_status_changed',
    {
      ...movedFields(application, current, change, actor),
      documentId,
      documentType: document.documentType,
      applicationStatus: application.status,
    },
    now,
  );
  return application;
}

/** What an event of a status move says: which application, from, to, why and who. */
function movedFields<Status extends string>(
  application: Application,
  previousStatus: Status,
  { status, ...why }: { status: Status } & Omit<ApplicationStatusChange, 'status'>,
  actor: Actor,
) {
  return {
    applicationId: application.applicationId,
    salesPersonId: application.salesPersonId,
    previousStatus,
    status,
    ...why,
    actor,
  };
}

async function readBack(tx: Database, applicationId: number): Promise<Application> {
  const application = await findApplication(tx, applicationId);
  if (application === undefined) throw new Error('The application could not be read back');
  return application;
}
