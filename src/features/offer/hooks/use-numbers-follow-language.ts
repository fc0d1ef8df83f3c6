import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { Language } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { numberForLanguage, readNumber } from '../../../lib/parse-number';
import type { ApplicantValues } from '../model/applicant-values';
import type { OfferFormValues } from '../model/offer-form-values';

const OBJECT_NUMBERS = [
  'yearModel',
  'kmPerYear',
  'kmTotal',
  'price',
  'vat',
  'extrasFactory',
  'extrasDealer',
  'priceKmExceeded',
] as const;
const FINANCIAL_NUMBERS = [
  'equity',
  'startupFee',
  'termCount',
  'termFee',
  'residual',
  'nonRecurrentFee',
  'interestRate',
] as const;
const HOUSEHOLD_NUMBERS = ['grossYearlyIncome', 'housingCost', 'dependants', 'otherDebt'] as const;

/** The offer form's number fields, rows included: every field its schema reads as a number. */
export function offerNumberPaths(values: OfferFormValues): FieldPath<OfferFormValues>[] {
  return [
    ...OBJECT_NUMBERS.map((name) => `object.${name}` as const),
    ...values.object.extras.map((_, row) => `object.extras.${row}.price` as const),
    ...FINANCIAL_NUMBERS.map((name) => `financial.${name}` as const),
    ...values.products.flatMap((product, row) => [
      `products.${row}.price` as const,
      ...product.dataFields.map(
        (_, dataField) => `products.${row}.dataFields.${dataField}.value` as const,
      ),
    ]),
  ];
}

/** The applicant form's number fields: the household's figures, the co-applicant's too. */
export function applicantNumberPaths(): FieldPath<ApplicantValues>[] {
  return [...HOUSEHOLD_NUMBERS, ...HOUSEHOLD_NUMBERS.map((name) => `coApplicant.${name}` as const)];
}

/**
 * Rewrites the numbers of `paths` typed the way `from` writes them the way `to` does, so that they
 * still read (`5,5` → `5.5`); a field whose reading changed and that shows a problem is checked
 * again, so the problem says what holds in the new language.
 */
function rewriteNumbers<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  paths: FieldPath<Values>[],
  from: Language,
  to: Language,
) {
  const recheck: FieldPath<Values>[] = [];
  for (const path of paths) {
    const text: unknown = form.getValues(path);
    if (typeof text !== 'string') continue;
    const rewritten = numberForLanguage(text, from, to);
    if (rewritten !== text) {
      form.setValue(path, rewritten as Values[typeof path], { shouldDirty: true });
    }
    const readingChanged =
      rewritten !== text || readNumber(text, from).ok !== readNumber(text, to).ok;
    if (readingChanged && form.getFieldState(path).error !== undefined) recheck.push(path);
  }
  if (recheck.length > 0) void form.trigger(recheck);
}

/**
 * On a language switch, every number the dealer typed in the offer is rewritten the new
 * language's way (docs/i18n.md, "How amounts are read"); text that is no number stays as typed.
 */
export function useNumbersFollowLanguage(
  offerForm: UseFormReturn<OfferFormValues>,
  applicantForm: UseFormReturn<ApplicantValues>,
) {
  const { language } = useLocale();
  const previous = useRef(language);

  useEffect(() => {
    const from = previous.current;
    previous.current = language;
    if (from === language) return;
    rewriteNumbers(offerForm, offerNumberPaths(offerForm.getValues()), from, language);
    rewriteNumbers(applicantForm, applicantNumberPaths(), from, language);
  }, [language, offerForm, applicantForm]);
}
