import { describe, expect, it } from 'vitest';
import { PAGES } from '../domain/access';
import { isCurrentPage } from './current-page';

const manager = { roles: ['staff', 'manager'], salesPersonId: 1002 };
const dealer = { roles: ['staff'], salesPersonId: 1001 };
const at = (address: string) => {
  const url = new URL(address, 'http://portal');
  return { pathname: url.pathname, search: url.search };
};

describe('isCurrentPage', () => {
  it.each([
    ['/applications', manager, true],
    ['/applications?salesPersonId=1002', manager, true],
    ['/applications?status=Approved', manager, true],
    // Another salesperson's applications, or everyone's: not the manager's own.
    ['/applications?salesPersonId=1003', manager, false],
    ['/applications?salesPersonId=all', manager, false],
    // The list shows staff their own whatever the address asks.
    ['/applications?salesPersonId=1003', dealer, true],
    // An application is not the list.
    ['/applications/100005', dealer, false],
    ['/salespeople/1003', manager, false],
  ] as const)('My applications at %s: %s for the user', (address, user, current) => {
    expect(isCurrentPage(PAGES.applications.path, at(address), user)).toBe(current);
  });

  it('marks a page at its own path only', () => {
    expect(isCurrentPage(PAGES.salespeople.path, at('/salespeople?id=1005'), manager)).toBe(true);
    expect(isCurrentPage(PAGES.salespeople.path, at('/salespeople/1005'), manager)).toBe(false);
    expect(isCurrentPage(PAGES.home.path, at('/'), dealer)).toBe(true);
    expect(isCurrentPage(PAGES.home.path, at('/offers'), dealer)).toBe(false);
    expect(isCurrentPage(PAGES.newOffer.path, at('/offers/new'), dealer)).toBe(true);
    expect(isCurrentPage(PAGES.offers.path, at('/offers/new'), dealer)).toBe(false);
  });
});
