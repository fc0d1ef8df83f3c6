import { describe, expect, it } from 'vitest';
import {
  actsForAnySalesperson,
  mayActFor,
  mayUse,
  offerOwnerInView,
  PAGES,
  salesPersonInView,
} from './access';
import { PORTAL_API } from './contract';

const dealer = { roles: ['staff'], salesPersonId: 1001 };
const manager = { roles: ['staff', 'manager'], salesPersonId: 1002 };
const noRoles = { roles: [], salesPersonId: 1003 };

describe('access', () => {
  it('lets staff use every page and route but the salespeople', () => {
    const pages = Object.entries(PAGES).filter(([, page]) => mayUse(dealer, page));
    expect(pages.map(([name]) => name)).toEqual([
      'home',
      'newOffer',
      'offers',
      'offer',
      'applications',
      'application',
      'profile',
      'dashboard',
    ]);
    expect(mayUse(dealer, PORTAL_API.salespeople)).toBe(false);
    expect(mayUse(dealer, PORTAL_API.salesperson)).toBe(true);
  });

  it('lets a manager use everything, and someone without roles nothing', () => {
    for (const guarded of [...Object.values(PAGES), ...Object.values(PORTAL_API)]) {
      expect(mayUse(manager, guarded)).toBe(true);
      expect(mayUse(noRoles, guarded)).toBe(false);
    }
  });

  it('lets staff act for their own salesperson only, a manager for any', () => {
    expect(actsForAnySalesperson(dealer)).toBe(false);
    expect(mayActFor(dealer, 1001)).toBe(true);
    expect(mayActFor(dealer, 1002)).toBe(false);
    expect(mayActFor(dealer, null)).toBe(false);
    expect(actsForAnySalesperson(manager)).toBe(true);
    expect(mayActFor(manager, 1001)).toBe(true);
    expect(mayActFor(manager, null)).toBe(true);
  });

  it('shows staff their own applications whatever they ask for, a manager what they ask for', () => {
    expect(salesPersonInView(dealer, undefined)).toBe(1001);
    expect(salesPersonInView(dealer, 1002)).toBe(1001);
    expect(salesPersonInView(manager, undefined)).toBeUndefined();
    expect(salesPersonInView(manager, 1001)).toBe(1001);
  });

  it('lists a user’s own offers, and a manager any salesperson’s they ask for', () => {
    expect(offerOwnerInView(dealer, undefined)).toBe(1001);
    expect(offerOwnerInView(dealer, 1003)).toBe(1001);
    expect(offerOwnerInView(manager, undefined)).toBe(1002);
    expect(offerOwnerInView(manager, 1003)).toBe(1003);
    expect(
      offerOwnerInView({ roles: ['staff', 'manager'], salesPersonId: undefined }, undefined),
    ).toBe(null);
  });
});
