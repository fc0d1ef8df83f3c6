/**
 * The application and document state machines of the financing service. The service refuses any
 * move not listed here (409); the portal uses the same tables to show what can happen next.
 */

export const APPLICATION_STATUSES = [
  'Received',
  'UnderReview',
  'Approved',
  'Rejected',
  'ContractSent',
  'Signed',
  'PaidOut',
  'Cancelled',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  Received: ['UnderReview', 'Cancelled'],
  UnderReview: ['Approved', 'Rejected', 'Cancelled'],
  Approved: ['ContractSent', 'Cancelled'],
  Rejected: [],
  ContractSent: ['Signed', 'Cancelled'],
  // Cancelling is the dealer's, at any time before the payout.
  Signed: ['PaidOut', 'Cancelled'],
  PaidOut: [],
  Cancelled: [],
};

export const DOCUMENT_STATUSES = ['Missing', 'Received', 'Approved', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_TRANSITIONS: Record<DocumentStatus, readonly DocumentStatus[]> = {
  Missing: ['Received'],
  // A new file for a Received document replaces the one received (a better scan, a wrong page).
  Received: ['Received', 'Approved', 'Rejected'],
  Approved: [],
  Rejected: ['Received'],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  APPLICATION_TRANSITIONS[from].includes(to);

export const canMoveDocument = (from: DocumentStatus, to: DocumentStatus): boolean =>
  DOCUMENT_TRANSITIONS[from].includes(to);

/** Whether a file may be sent for a document in this status: a first one, or one replacing it. */
export const mayReceiveDocumentFile = (status: DocumentStatus): boolean =>
  canMoveDocument(status, 'Received');
