import {
  APPLICATION_TRANSITIONS,
  DOCUMENT_TRANSITIONS,
  type ApplicationStatus,
  type DocumentStatus,
} from '../../../domain/application-status';
import { createHash } from 'node:crypto';
import {
  APPLICATION_NOT_FOUND,
  DOCUMENT_NOT_FOUND,
  type Application,
  type ApplicationStatusChange,
  type DocumentFileType,
  type DocumentStatusChange,
} from '../../../domain/contract';
import type { Database } from '../../database';
import { conflict, notFound } from '../../http';
import {
  findApplication,
  lockApplicationStatus,
  lockDocumentStatus,
  recordApplicationStatus,
  recordDocumentStatus,
  storeDocumentFile,
} from './application-repository';

const allowedNext = (moves: readonly string[]): string =>
  moves.length === 0 ? 'No further status is allowed' : `Allowed next: ${moves.join(', ')}`;

/** A status with no way out: the application is closed and its documents are frozen. */
const isFinal = (status: ApplicationStatus): boolean =>
  APPLICATION_TRANSITIONS[status].length === 0;

/**
 * Moves an application along its state machine, with a history entry. A move the machine does
 * not allow is 409 and changes nothing; the row lock serialises concurrent moves.
 */
export async function changeApplicationStatus(
  database: Database,
  applicationId: number,
  change: ApplicationStatusChange,
  now: Date,
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
    await recordApplicationStatus(tx, applicationId, change.status, now, change.reason);
    return readBack(tx, applicationId);
  });
}

/** Moves one of an application's documents along the document state machine. */
export async function changeDocumentStatus(
  database: Database,
  applicationId: number,
  documentId: number,
  change: DocumentStatusChange,
  now: Date,
): Promise<Application> {
  return database.transaction(async (tx) => {
    await moveDocument(tx, applicationId, documentId, change, now);
    return readBack(tx, applicationId);
  });
}

/**
 * Keeps a file sent for a document, which makes it Received: from Missing, or from Rejected
 * when a better file is sent. Anything else is 409 and stores nothing.
 */
export async function receiveDocumentFile(
  database: Database,
  applicationId: number,
  documentId: number,
  file: { contentType: DocumentFileType; content: Uint8Array },
  now: Date,
): Promise<Application> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return database.transaction(async (tx) => {
    await moveDocument(tx, applicationId, documentId, { status: 'Received' }, now);
    await storeDocumentFile(tx, documentId, { ...file, sha256 }, now);
    return readBack(tx, applicationId);
  });
}

/**
 * The one way a document's status changes, inside the caller's transaction: the application and
 * the document locked, the application still open, the move allowed.
 */
async function moveDocument(
  tx: Database,
  applicationId: number,
  documentId: number,
  change: DocumentStatusChange,
  now: Date,
): Promise<void> {
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
  await recordDocumentStatus(tx, applicationId, documentId, change.status, now, change.reason);
}

async function readBack(tx: Database, applicationId: number): Promise<Application> {
  const application = await findApplication(tx, applicationId);
  if (application === undefined) throw new Error('The application could not be read back');
  return application;
}
