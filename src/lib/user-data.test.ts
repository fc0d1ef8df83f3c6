import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetUserData,
  readUserData,
  removeUserData,
  setUserDataOwner,
  writeUserData,
} from './user-data';

describe('user data in this tab', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    setUserDataOwner('dealer-sub');
  });

  it('gives the user back what they kept', () => {
    writeUserData('offer-draft', { make: 'Toyota' });
    expect(readUserData('offer-draft')).toEqual({ make: 'Toyota' });
    removeUserData('offer-draft');
    expect(readUserData('offer-draft')).toBeUndefined();
  });

  it("discards another user's entry unseen", () => {
    writeUserData('offer-draft', { applicant: '15038541215' });
    setUserDataOwner('rep-sub');
    expect(readUserData('offer-draft')).toBeUndefined();
    setUserDataOwner('dealer-sub');
    expect(readUserData('offer-draft')).toBeUndefined();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('discards an entry it cannot read', () => {
    window.sessionStorage.setItem('dealer-portal.user-data.offer-draft', '{not json');
    expect(readUserData('offer-draft')).toBeUndefined();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('forgets every entry at sign-out and writes nothing more until someone signs in', () => {
    window.sessionStorage.setItem('dealer-portal.something-else', 'kept');
    writeUserData('offer-draft', { applicant: '15038541215' });
    forgetUserData();
    writeUserData('offer-draft', { applicant: '15038541215' });
    expect(Object.keys(window.sessionStorage)).toEqual(['dealer-portal.something-else']);
    expect(readUserData('offer-draft')).toBeUndefined();
  });
});
