import { describe, expect, it } from 'vitest';
import { readFilterParams, writeFilterParams } from './sales-person-filter-params';

describe('the salespeople filter in the address', () => {
  it('round-trips ids and several external references, keys paired with values by order', () => {
    const filter = {
      salesPersonId: [1005, 1008],
      salesPersonExternalReference: [
        { key: 'crmId', value: 'CRM-0415' },
        { key: 'boat dealer', value: 'BD=77&x' },
      ],
    };
    const search = writeFilterParams(filter);
    expect(readFilterParams(new URLSearchParams(search.toString()))).toEqual(filter);
  });

  it('is no filter at all when the address carries none', () => {
    expect(readFilterParams(new URLSearchParams(''))).toBeUndefined();
  });

  it('ignores what could not be sent: non-ids and references without a value', () => {
    const search = new URLSearchParams(
      'id=abc&id=0&id=1004&refKey=crmId&refKey=orphan&refValue=CRM-1',
    );
    expect(readFilterParams(search)).toEqual({
      salesPersonId: [1004],
      salesPersonExternalReference: [{ key: 'crmId', value: 'CRM-1' }],
    });
  });
});
