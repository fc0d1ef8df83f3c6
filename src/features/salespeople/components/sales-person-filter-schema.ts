import { z } from 'zod';
import { MAX_IDENTIFIER, type SalesPersonFilter } from '../../../domain/contract';

const MAX_CRITERIA = 100;

/** What the filter form holds while it is typed in: ids as free text, references as rows. */
export interface FilterFormValues {
  ids: string;
  references: Array<{ key: string; value: string }>;
}

const splitIds = (text: string) => text.split(/[\s,;]+/).filter((piece) => piece !== '');

/**
 * Checks the form and turns it into the body of `POST /sales-person`. A row left wholly empty is
 * ignored; a half-filled one is an error on its empty half, so nothing typed is silently dropped.
 */
export const FilterFormSchema = z
  .object({
    ids: z.string(),
    references: z.array(z.object({ key: z.string(), value: z.string() })),
  })
  .transform((values, context): SalesPersonFilter => {
    const ids: number[] = [];
    let idsInvalid = false;
    for (const piece of splitIds(values.ids)) {
      const id = /^\d{1,10}$/.test(piece) ? Number(piece) : Number.NaN;
      if (!(id >= 1 && id <= MAX_IDENTIFIER)) {
        context.addIssue({
          code: 'custom',
          path: ['ids'],
          message: `“${piece}” is not a salesperson id: ids are whole numbers, like 1004.`,
        });
        idsInvalid = true;
        continue;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > MAX_CRITERIA) {
      context.addIssue({ code: 'custom', path: ['ids'], message: `At most ${MAX_CRITERIA} ids.` });
    }

    const references: SalesPersonFilter['salesPersonExternalReference'] = [];
    values.references.forEach((row, index) => {
      const key = row.key.trim();
      const value = row.value.trim();
      if (key === '' && value === '') return;
      if (key === '') {
        context.addIssue({
          code: 'custom',
          path: ['references', index, 'key'],
          message: 'Enter the key this value belongs to, e.g. dmsUserId.',
        });
      } else if (key.length > 100) {
        context.addIssue({
          code: 'custom',
          path: ['references', index, 'key'],
          message: 'A key is at most 100 characters.',
        });
      }
      if (value === '') {
        context.addIssue({
          code: 'custom',
          path: ['references', index, 'value'],
          message: `Enter the value of ${key === '' ? 'this key' : key}.`,
        });
      } else if (value.length > 200) {
        context.addIssue({
          code: 'custom',
          path: ['references', index, 'value'],
          message: 'A value is at most 200 characters.',
        });
      }
      references.push({ key, value });
    });
    if (references.length > MAX_CRITERIA) {
      context.addIssue({
        code: 'custom',
        path: ['references'],
        message: `At most ${MAX_CRITERIA} external references.`,
      });
    }

    if (!idsInvalid && ids.length === 0 && references.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'Enter at least one salesperson id or external reference to filter by.',
      });
    }
    return { salesPersonId: ids, salesPersonExternalReference: references };
  });

export function formValuesOf(filter: SalesPersonFilter | undefined): FilterFormValues {
  const references = filter?.salesPersonExternalReference ?? [];
  return {
    ids: (filter?.salesPersonId ?? []).join(', '),
    references:
      references.length === 0 ? [{ key: '', value: '' }] : references.map((r) => ({ ...r })),
  };
}
