/** The list's search and page live in the address, so Back returns to them. */
export interface OfferListParams {
  search: string;
  page: number;
}

export function readOfferListParams(params: URLSearchParams): OfferListParams {
  const pageParam = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return { search: (params.get('search') ?? '').slice(0, 100), page };
}

export function writeOfferListParams({ search, page }: OfferListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('search', search.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}
