import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/application-status';
import { MAX_IDENTIFIER } from '../../domain/contract';

/** Whose applications the list shows: the user's own, one salesperson's, or everyone's. */
export type Whose = { kind: 'own' } | { kind: 'all' } | { kind: 'salesperson'; id: number };

export interface ApplicationListParams {
  whose: Whose;
  status: ApplicationStatus | undefined;
}

/**
 * The list's filter lives in the address, so a link can share it and Back returns to it. Anything
 * unreadable there is ignored rather than sent.
 */
export function readListParams(search: URLSearchParams): ApplicationListParams {
  const statusParam = search.get('status');
  const status = APPLICATION_STATUSES.find((candidate) => candidate === statusParam);
  const whoseParam = search.get('salesPersonId') ?? '';
  let whose: Whose = { kind: 'own' };
  if (whoseParam === 'all') whose = { kind: 'all' };
  else if (/^\d{1,10}$/.test(whoseParam)) {
    const id = Number(whoseParam);
    if (id >= 1 && id <= MAX_IDENTIFIER) whose = { kind: 'salesperson', id };
  }
  return { whose, status };
}

export function writeListParams({ whose, status }: ApplicationListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (whose.kind === 'all') search.set('salesPersonId', 'all');
  if (whose.kind === 'salesperson') search.set('salesPersonId', String(whose.id));
  if (status !== undefined) search.set('status', status);
  return search;
}
