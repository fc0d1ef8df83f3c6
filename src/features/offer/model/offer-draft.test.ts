import { beforeEach, describe, expect, it } from 'vitest';
import { forgetUserData, setUserDataOwner } from '../../../lib/user-data';
import { clearDraft, loadDraft, newDraft, saveDraft } from './offer-draft';

const dealersDraft = () => {
  const draft = newDraft();
  draft.step = 4;
  draft.values.object.make = 'Toyota';
  draft.applicant.nationalIdentityNumber = '15038541215';
  return draft;
};

describe('the offer draft', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setUserDataOwner('dealer-sub');
  });

  it('comes back to the user who typed it', () => {
    const draft = dealersDraft();
    saveDraft(draft);
    expect(loadDraft()).toEqual(draft);
    clearDraft();
    expect(loadDraft().values.object.make).toBe('');
  });

  it('is never shown to another user: they get a new offer, and the old one is gone', () => {
    saveDraft(dealersDraft());
    setUserDataOwner('rep-sub');
    const seen = loadDraft();
    expect(seen.step).toBe(0);
    expect(seen.applicant.nationalIdentityNumber).toBe('');
    expect(JSON.stringify(Object.entries(window.sessionStorage))).not.toContain('15038541215');
  });

  it('is gone after sign-out, and a page leaving afterwards cannot write it back', () => {
    saveDraft(dealersDraft());
    forgetUserData();
    saveDraft(dealersDraft());
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('starts afresh from a draft of an older shape', () => {
    window.sessionStorage.setItem(
      'dealer-portal.user-data.offer-draft',
      JSON.stringify({ owner: 'dealer-sub', value: { step: 9 } }),
    );
    expect(loadDraft().step).toBe(0);
  });
});
