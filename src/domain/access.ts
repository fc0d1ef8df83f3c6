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

/** The portal's pages: the router guards them, the navigation offers them. */
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
} as const satisfies Record<string, Guarded & { path: string }>;

/** The portal server's `/api` routes: nothing else of the financing service is reachable. */
export const API_ROUTES = {
  calculation: { method: 'POST', path: '/calculation', role: 'staff' },
  campaignSearch: { method: 'POST', path: '/campaign/search', role: 'staff' },
  fundingInterestSearch: { method: 'POST', path: '/funding-interest/search', role: 'staff' },
  createApplication: { method: 'POST', path: '/application', role: 'staff' },
  listApplications: { method: 'GET', path: '/application', role: 'staff' },
  application: { method: 'GET', path: '/application/:id', role: 'staff' },
  // A document's file: for those who may open the application.
  uploadDocumentFile: {
    method: 'PUT',
    path: '/application/:id/documents/:documentId/file',
    role: 'staff',
  },
  documentFile: {
    method: 'GET',
    path: '/application/:id/documents/:documentId/file',
    role: 'staff',
  },
  salespeople: { method: 'GET', path: '/sales-person', role: 'manager' },
  findSalespeople: { method: 'POST', path: '/sales-person', role: 'manager' },
  salesperson: { method: 'GET', path: '/sales-person/:salespersonId', role: 'staff' },
  products: { method: 'GET', path: '/product', role: 'staff' },
  product: { method: 'GET', path: '/product/:productId', role: 'staff' },
  offerDocument: { method: 'POST', path: '/offer-document', role: 'staff' },
  // Server-Sent Events of changes to the applications the user may see (mayActFor).
  events: { method: 'GET', path: '/events', role: 'staff' },
  // Saved offers: the portal server's own, in its schema; the financing service is not asked.
  listOffers: { method: 'GET', path: '/offer', role: 'staff' },
  createOffer: { method: 'POST', path: '/offer', role: 'staff' },
  offer: { method: 'GET', path: '/offer/:offerId', role: 'staff' },
  saveOffer: { method: 'PUT', path: '/offer/:offerId', role: 'staff' },
  deleteOffer: { method: 'DELETE', path: '/offer/:offerId', role: 'staff' },
  restoreOffer: { method: 'POST', path: '/offer/:offerId/restore', role: 'staff' },
  copyOffer: { method: 'POST', path: '/offer/:offerId/copy', role: 'staff' },
  markOffer: { method: 'POST', path: '/offer/:offerId/status', role: 'staff' },
} as const satisfies Record<
  string,
  Guarded & { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }
>;

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
