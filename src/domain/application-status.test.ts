import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  canMoveDocument,
  DOCUMENT_STATUSES,
} from './application-status';

describe('application state machine', () => {
  it.each([
    ['Received', 'UnderReview'],
    ['UnderReview', 'Approved'],
    ['UnderReview', 'Rejected'],
    ['Approved', 'ContractSent'],
    ['ContractSent', 'Signed'],
    ['Signed', 'PaidOut'],
    ['Received', 'Cancelled'],
    ['UnderReview', 'Cancelled'],
    ['Approved', 'Cancelled'],
    ['ContractSent', 'Cancelled'],
    ['Signed', 'Cancelled'],
  ] as const)('allows %s → %s', (from, to) => {
    expect(canMoveApplication(from, to)).toBe(true);
  });

  it('allows nothing else', () => {
    const allowed = Object.values(APPLICATION_TRANSITIONS).flat().length;
    const pairs = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.map((to) => canMoveApplication(from, to)),
    );
    expect(pairs.filter(Boolean)).toHaveLength(allowed);
    expect(allowed).toBe(11);
  });

  it.each(['Rejected', 'PaidOut', 'Cancelled'] as const)('ends at %s', (status) => {
    expect(APPLICATION_STATUSES.some((to) => canMoveApplication(status, to))).toBe(false);
  });
});

describe('document state machine', () => {
  it('moves Missing → Received → Approved | Rejected, and Received again from Received or Rejected', () => {
    const allowed = DOCUMENT_STATUSES.flatMap((from) =>
      DOCUMENT_STATUSES.filter((to) => canMoveDocument(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'Missing→Received',
        'Received→Received',
        'Received→Approved',
        'Received→Rejected',
        'Rejected→Received',
      ].sort(),
    );
  });
});
