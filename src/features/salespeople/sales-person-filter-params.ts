import { MAX_IDENTIFIER, type SalesPersonFilter } from '../../domain/contract';

/**
 * The salespeople filter lives in the address (`?id=1004&refKey=crmId&refValue=CRM-0415`), so
 * Back returns to it and a link can share it. Keys and values are paired by their order.
 */
export function readFilterParams(search: URLSearchParams): SalesPersonFilter | undefined {
  const ids = search
    .getAll('id')
    .filter((id) => /^\d{1,10}$/.test(id))
    .map(Number)
    .filter((id) => id >= 1 && id <= MAX_IDENTIFIER);
  const keys = search.getAll('refKey');
  const values = search.getAll('refValue');
  const references = keys
    .map((key, index) => ({ key: key.trim(), value: (values[index] ?? '').trim() }))
    .filter(({ key, value }) => key !== '' && value !== '');
  if (ids.length === 0 && references.length === 0) return undefined;
  return { salesPersonId: ids, salesPersonExternalReference: references };
}

export function writeFilterParams(filter: SalesPersonFilter): URLSearchParams {
  const search = new URLSearchParams();
  for (const id of filter.salesPersonId ?? []) search.append('id', String(id));
  for (const { key, value } of filter.salesPersonExternalReference ?? []) {
    search.append('refKey', key);
    search.append('refValue', value);
  }
  return search;
}
