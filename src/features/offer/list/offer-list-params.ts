import { searchTextsOf, type SearchState } from '../../../lib/searches-in-history';

/**
 * The list's page lives in the address; its search (a customer's name, a registration number)
 * in the history entry's state, for the user who searched only (lib/searches-in-history). Both
 * come back with Back.
 */
export interface OfferListParams {
  search: string;
  page: number;
}

export function readOfferListParams(
  params: URLSearchParams,
  state: unknown,
  owner: string,
): OfferListParams {
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return { search: searchTextsOf(state, owner, ['search']).search ?? '', page };
}

export function writeOfferListParams(
  { search, page }: OfferListParams,
  owner: string,
): { address: URLSearchParams; state: SearchState } {
  const address = new URLSearchParams();
  if (page > 1) address.set('page', String(page));
  return { address, state: { owner, search: search.trim() } };
}
