/**
 * The list's page lives in the address; its search (a customer's name, a registration number)
 * in the history entry's state, for the user who searched only (`owner`, the token's subject):
 * an address stays in the browser's history for the next user of a shared computer. Both come
 * back with Back.
 */
export interface OfferListParams {
  search: string;
  page: number;
}

export interface OfferSearchState {
  owner: string;
  search: string;
}

export function readOfferListParams(
  params: URLSearchParams,
  state: unknown,
  owner: string,
): OfferListParams {
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  const { owner: searchedBy, search } = (state ?? {}) as Partial<Record<string, unknown>>;
  return {
    search: searchedBy === owner && typeof search === 'string' ? search.slice(0, 100) : '',
    page,
  };
}

export function writeOfferListParams(
  { search, page }: OfferListParams,
  owner: string,
): { address: URLSearchParams; state: OfferSearchState } {
  const address = new URLSearchParams();
  if (page > 1) address.set('page', String(page));
  return { address, state: { owner, search: search.trim() } };
}
