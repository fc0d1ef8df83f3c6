import { hasRole, type Role } from './roles';

/**
 * Who may do what, for the portal and the portal server alike: the portal shows only what a user
 * may use, and the portal server refuses the rest.
 */

/** Whom access is decided for: the user as their token says. */
export interface AccessUser {
  roles: readonly string[];
  salesPersonId: number | undefined;
}

interface Guarded {
  /** The least role a user needs. */
  role: Role;
}

/**
 * The portal's pages: the router guards them, the navigation offers them. The `/api` routes name
 * their roles in `PORTAL_API` (contract/portal-api.ts).
 */
export const PAGES = {
  home: { path: '/', role: 'staff' },
  newOffer: { path: '/offers/new', role: 'staff' },
  offers: { path: '/offers', role: 'staff' },
  offer: { path: '/offers/:offerId', role: 'staff' },
  applications: { path: '/applications', role: 'staff' },
  application: { path: '/applications/:applicationId', role: 'staff' },
  salespeople: { path: '/salespeople', role: 'manager' },
  salesperson: { path: '/salespeople/:salesPersonId', role: 'manager' },
  profile: { path: '/profile', role: 'staff' },
  dashboard: { path: '/dashboard', role: 'staff' },
} as const satisfies Record<string, Guarded & { path: string }>;

/** Whether the user has the role a page or route needs. */
export const mayUse = (user: AccessUser, guarded: Guarded): boolean => hasRole(user, guarded.role);

/** A manager acts for and sees any salesperson; everyone else only their own. */
export const actsForAnySalesperson = (user: AccessUser): boolean => hasRole(user, 'manager');

/**
 * Whether the user may see or act for this salesperson (an application's, an offer's): their own,
 * or any for a manager. An application of no salesperson (`null`) is a manager's to see.
 */
export const mayActFor = (user: AccessUser, salesPersonId: number | null): boolean =>
  actsForAnySalesperson(user) || (salesPersonId !== null && salesPersonId === user.salesPersonId);

/**
 * Whose applications a listing shows when the user asks for `requested` (none: every
 * salesperson's): a manager gets what they ask for, anyone else their own.
 */
export const salesPersonInView = (
  user: AccessUser,
  requested: number | undefined,
): number | undefined => (actsForAnySalesperson(user) ? requested : user.salesPersonId);

/**
 * Whose saved offers a listing shows: the user's own (null: a manager without a salesperson),
 * or for a manager the salesperson asked for. An offer itself is opened under `mayActFor` with
 * its salesperson: private to them, open to managers.
 */
export const offerOwnerInView = (user: AccessUser, requested: number | undefined): number | null =>
  requested !== undefined && actsForAnySalesperson(user) ? requested : (user.salesPersonId ?? null);
