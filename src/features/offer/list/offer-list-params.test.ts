import { describe, expect, it } from 'vitest';
import { readOfferListParams, writeOfferListParams } from './offer-list-params';

describe('the saved offers’ list in the address and the history entry', () => {
  it('keeps the search out of the address, for the user who searched only', () => {
    const { address, state } = writeOfferListParams({ search: ' Nordmann ', page: 3 }, 'dealer');
    expect(address.toString()).toBe('page=3');
    expect(readOfferListParams(address, state, 'dealer')).toEqual({ search: 'Nordmann', page: 3 });
    expect(readOfferListParams(address, state, 'rep')).toEqual({ search: '', page: 3 });
  });

  it('ignores a page or a state it cannot read', () => {
    const address = new URLSearchParams('page=x&search=Nordmann');
    expect(readOfferListParams(address, 'Nordmann', 'dealer')).toEqual({ search: '', page: 1 });
    expect(readOfferListParams(address, null, 'dealer')).toEqual({ search: '', page: 1 });
  });
});
