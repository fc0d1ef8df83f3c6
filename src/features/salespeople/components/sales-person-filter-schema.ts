import { z } from 'zod/mini';
import { MAX_IDENTIFIER, type SalesPersonFilter } from '../../../domain/contract';
import { laterMessage } from '../../../lib/i18n';

const MAX_CRITERIA = 100;
const MAX_KEY_LENGTH = 100;
const MAX_VALUE_LENGTH = 200;

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
export const FilterFormSchema = z.pipe(
  z.object({
    ids: z.string(),
    references: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
  z.transform((values, context): SalesPersonFilter => {
    // A half-filled row or a bad id is an issue on the field it is in; the form shows it there.
    const refuse = (path: (string | number)[], message: string) => {
      context.issues.push({ code: 'custom', path, message, input: values });
    };
    const ids: number[] = [];
    let idsInvalid = false;
    for (const piece of splitIds(values.ids)) {
      const id = /^\d{1,10}$/.test(piece) ? Number(piece) : Number.NaN;
      if (!(id >= 1 && id <= MAX_IDENTIFIER)) {
        refuse(['ids'], laterMessage('salespeople.filter.error.notAnId', { id: piece }));
        idsInvalid = true;
        continue;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > MAX_CRITERIA) {
      refuse(
        ['ids'],
        laterMessage('salespeople.filter.error.tooManyIds', { maximum: MAX_CRITERIA }),
      );
    }

    const references: SalesPersonFilter['salesPersonExternalReference'] = [];
    values.references.forEach((row, index) => {
      const key = row.key.trim();
      const value = row.value.trim();
      if (key === '' && value === '') return;
      // Each half is checked alike: given, and not too long.
      const halves = [
        {
          half: 'key',
          text: key,
          maximum: MAX_KEY_LENGTH,
          missing: laterMessage('salespeople.filter.error.keyMissing'),
          tooLong: 'salespeople.filter.error.keyTooLong',
        },
        {
          half: 'value',
          text: value,
          maximum: MAX_VALUE_LENGTH,
          missing:
            key === ''
              ? laterMessage('salespeople.filter.error.valueMissingNoKey')
              : laterMessage('salespeople.filter.error.valueMissing', { key }),
          tooLong: 'salespeople.filter.error.valueTooLong',
        },
      ] as const;
      for (const { half, text, maximum, missing, tooLong } of halves) {
        const message =
          text === ''
            ? missing
            : text.length > maximum
              ? laterMessage(tooLong, { maximum })
              : undefined;
        if (message !== undefined) {
          refuse(['references', index, half], message);
        }
      }
      references.push({ key, value });
    });
    if (references.length > MAX_CRITERIA) {
      refuse(
        ['references'],
        laterMessage('salespeople.filter.error.tooManyReferences', { maximum: MAX_CRITERIA }),
      );
    }

    if (!idsInvalid && ids.length === 0 && references.length === 0) {
      refuse(['ids'], laterMessage('salespeople.filter.error.nothing'));
    }
    return { salesPersonId: ids, salesPersonExternalReference: references };
  }),
);

export function formValuesOf(filter: SalesPersonFilter | undefined): FilterFormValues {
  const references = filter?.salesPersonExternalReference ?? [];
  return {
    ids: (filter?.salesPersonId ?? []).join(', '),
    references:
      references.length === 0 ? [{ key: '', value: '' }] : references.map((r) => ({ ...r })),
  };
}
