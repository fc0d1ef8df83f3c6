import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './application-list-params';

const DEALER = 'subject-of-dealer';
const REP = 'subject-of-rep';

describe('the application list in the address and the history entry', () => {
  const params = {
    whose: { kind: 'salesperson', id: 1003 },
    status: 'Approved',
    search: {
      customerName: 'Nordmann ',
      registrationNumber: 'EB 12345',
      createdFrom: '2026-11-01',
      createdTo: '2026-11-26',
    },
  } as const;

  it('keeps the customer’s name and registration number out of the address', () => {
    const { address, state } = writeListParams(params, DEALER);
    expect(address.toString()).toBe(
      'salesPersonId=1003&status=Approved&createdFrom=2026-11-01&createdTo=2026-11-26',
    );
    expect(state).toEqual({
      owner: DEALER,
      customerName: 'Nordmann',
      registrationNumber: 'EB 12345',
    });
  });

  it('reads the whole search back for the user who made it', () => {
    const { address, state } = writeListParams(params, DEALER);
    expect(readListParams(address, state, DEALER)).toEqual({
      ...params,
      search: { ...params.search, customerName: 'Nordmann' },
    });
  });

  it('gives the next user of the computer none of the last one’s search texts', () => {
    const { address, state } = writeListParams(params, DEALER);
    expect(readListParams(address, state, REP).search).toEqual({
      createdFrom: '2026-11-01',
      createdTo: '2026-11-26',
    });
  });

  it('ignores an address or a state it cannot read', () => {
    const address = new URLSearchParams(
      'salesPersonId=x&status=Sold&createdFrom=2026-02-30&customerName=Nordmann',
    );
    expect(readListParams(address, { owner: DEALER, customerName: 42 }, DEALER)).toEqual({
      whose: { kind: 'own' },
      status: undefined,
      search: {},
    });
    expect(readListParams(address, 'Nordmann', DEALER).search).toEqual({});
  });
});
