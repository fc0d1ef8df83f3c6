import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/application-status';
import { MAX_IDENTIFIER } from '../../domain/contract';
import { searchTextsOf, type SearchState } from '../../lib/searches-in-history';
import type { ApplicationSearch } from './api/application-queries';

/** Whose applications the list shows: the user's own, one salesperson's, or everyone's. */
export type Whose = { kind: 'own' } | { kind: 'all' } | { kind: 'salesperson'; id: number };

export interface ApplicationListParams {
  whose: Whose;
  status: ApplicationStatus | undefined;
  search: ApplicationSearch;
}

const SEARCH_TEXTS = ['customerName', 'registrationNumber'] as const;
const SEARCH_DAYS = ['createdFrom', 'createdTo'] as const;

/** A real day, `YYYY-MM-DD`, as a date input writes it. */
const isDay = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/**
 * The list's filter, its days and whose live in the address, so a link can share them and Back
 * returns to them; the search texts live in the entry's state (lib/searches-in-history). Anything
 * unreadable there is ignored rather than sent.
 */
export function readListParams(
  search: URLSearchParams,
  state: unknown,
  owner: string,
): ApplicationListParams {
  const statusParam = search.get('status');
  const status = APPLICATION_STATUSES.find((candidate) => candidate === statusParam);
  const whoseParam = search.get('salesPersonId') ?? '';
  let whose: Whose = { kind: 'own' };
  if (whoseParam === 'all') whose = { kind: 'all' };
  else if (/^\d{1,10}$/.test(whoseParam)) {
    const id = Number(whoseParam);
    if (id >= 1 && id <= MAX_IDENTIFIER) whose = { kind: 'salesperson', id };
  }
  const found: ApplicationSearch = {};
  Object.assign(found, searchTextsOf(state, owner, SEARCH_TEXTS));
  for (const name of SEARCH_DAYS) {
    const value = search.get(name) ?? '';
    if (isDay(value)) found[name] = value;
  }
  // A range that ends before it starts is no range the service would take: its end is dropped.
  if (found.createdFrom !== undefined && found.createdTo !== undefined) {
    if (found.createdFrom > found.createdTo) delete found.createdTo;
  }
  return { whose, status, search: found };
}

/** The address and the entry's state of a list. */
export function writeListParams(
  { whose, status, search }: ApplicationListParams,
  owner: string,
): { address: URLSearchParams; state: SearchState } {
  const address = new URLSearchParams();
  if (whose.kind === 'all') address.set('salesPersonId', 'all');
  if (whose.kind === 'salesperson') address.set('salesPersonId', String(whose.id));
  if (status !== undefined) address.set('status', status);
  for (const name of SEARCH_DAYS) {
    const value = search[name]?.trim() ?? '';
    if (value !== '') address.set(name, value);
  }
  const state: SearchState = { owner };
  for (const name of SEARCH_TEXTS) {
    const value = search[name]?.trim() ?? '';
    if (value !== '') state[name] = value;
  }
  return { address, state };
}

/** Whether any search is in force, beside whose and the status. */
export const isSearching = (search: ApplicationSearch): boolean =>
  Object.values(search).some((value) => value !== undefined && value !== '');
