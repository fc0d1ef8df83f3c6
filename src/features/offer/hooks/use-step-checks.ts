import { useCallback, useEffect, useState } from 'react';
import { type FieldError, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { calculate } from '../../../domain/calculation';
import { problemMessage } from '../../../lib/i18n';
import type { SummaryItem } from '../model/form-errors';
import { fieldForPath, fieldLabel, type OfferField } from '../model/field-paths';
import { formErrorsOf, type FormError } from '../model/form-errors';
import type { OfferFormValues } from '../model/offer-form-values';
import { OFFER_STEPS, stepOfField, type OfferStep } from '../model/offer-steps';
import { resolvedRateOf, toCalculationRequest } from '../model/to-calculation-request';

type OfferForm = UseFormReturn<OfferFormValues>;

/** Every field that holds an error now, with its error. */
function errorsIn(errors: FieldErrors, prefix = ''): { field: OfferField; error: FieldError }[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (typeof value !== 'object' || key === 'ref') return [];
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof (value as FieldError).message === 'string' && 'type' in value) {
      return [{ field: path as OfferField, error: value as FieldError }];
    }
    return errorsIn(value as FieldErrors, path);
  });
}

/**
 * Every field of the step's that holds an error now. Read through getFieldState, not the form's
 * `formState`: reading that subscribes the whole page to the errors, and every message that comes
 * or goes as the dealer types (a price made whole) would render the page again within the key.
 */
function stepErrorsOf(form: OfferForm, stepFields: OfferStep['fields']) {
  return stepFields.flatMap((field) => {
    const errors = form.getFieldState(field).error;
    return errors === undefined ? [] : errorsIn({ [field]: errors } as FieldErrors);
  });
}

/** The engine's rules across fields (equity against price, a rate against its campaign …). */
function engineProblemsOf(values: OfferFormValues, step: number): FormError[] {
  const outcome = calculate(toCalculationRequest(values), { rate: resolvedRateOf(values) });
  if (outcome.ok) return [];
  return outcome.problems.flatMap((problem) => {
    const field = fieldForPath(problem.path);
    return field !== undefined && stepOfField(field) === step
      ? [{ field, message: problemMessage(problem) }]
      : [];
  });
}

interface CheckOptions {
  /** The whole step (after an attempt to go on), or only the messages shown now. */
  scope: 'step' | 'shown';
  focus: boolean;
  /**
   * The field that just changed: its message is left to the form's own check when the form checks
   * it, and a message the service gave is kept until its own field changes.
   */
  changed?: string | undefined;
}

/**
 * Checks step `step` by the schema and then the engine, sets the fields' messages and returns
 * what is wrong. The engine is asked only when the schema finds the step's values whole: its
 * rules need them, and a message must name the real cause.
 */
async function checkStep(form: OfferForm, step: number, options: CheckOptions) {
  const stepFields = OFFER_STEPS[step]?.fields ?? [];
  const inStep = (field: string) =>
    (stepFields as readonly string[]).includes(field.split('.')[0] ?? '');
  const shown = stepErrorsOf(form, stepFields);
  // A changed field the dealer has left once is checked by the form itself (mode onTouched), a
  // task later; any other (untouched, or filled in by the portal) is checked here.
  const checkedByForm = (field: string) =>
    field === options.changed && form.getFieldState(field as OfferField).isTouched;
  const names =
    options.scope === 'step'
      ? [...stepFields]
      : shown.map(({ field }) => field).filter((field) => !checkedByForm(field));
  if (names.length === 0) return [];
  const fromService = shown.filter(
    ({ field, error }) => error.type === 'server' && field !== options.changed,
  );
  // Decided on the values as they are now: the form's check runs a task later and reads the form
  // as it is then, so a value typed meanwhile must not let an attempt pass that found it wrong.
  const values = structuredClone(form.getValues());

  await form.trigger(names, { shouldFocus: options.focus });
  for (const { field, error } of fromService) {
    if (form.getFieldState(field).error === undefined) form.setError(field, error);
  }
  const schemaProblems = formErrorsOf(values).filter(({ field }) => inStep(field));
  if (schemaProblems.length > 0) return schemaProblems;

  const engineProblems = engineProblemsOf(values, step).filter(
    ({ field }) => options.scope === 'step' || names.includes(field),
  );
  for (const { field, message } of engineProblems) {
    form.setError(field, { type: 'engine', message });
  }
  const first = engineProblems[0];
  if (options.focus && first !== undefined) form.setFocus(first.field);
  return engineProblems;
}

/**
 * The offer's steps, checked before going on. Once a step has stopped the dealer, its messages
 * and its summary follow every change; before that, a message shown is checked again whenever
 * any value changes, so a rule across fields (equity against the price) never outlives its cause.
 */
export function useStepChecks(form: OfferForm, step: number) {
  const [problems, setProblems] = useState<SummaryItem[]>([]);
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(() => new Set());

  const summarise = useCallback(
    (found: FormError[]): SummaryItem[] =>
      found.map(({ field, message }) => ({
        label: fieldLabel(field, form.getValues('financial.loanType')),
        message,
        onSelect: () => {
          form.setFocus(field);
        },
      })),
    [form],
  );

  const stepAttempted = attempted.has(step);
  useEffect(() => {
    let latest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = (changed?: string) => {
      const ticket = (latest += 1);
      const scope = stepAttempted ? 'step' : 'shown';
      void checkStep(form, step, { scope, focus: false, changed }).then((found) => {
        if (ticket === latest && scope === 'step') setProblems(summarise(found));
      });
    };
    // The step's messages as they are now, other steps' values may have changed meanwhile.
    check();
    const subscription = form.watch((_values, { name }) => {
      // A task later, and the schema's check a task after that (offerResolver): after the form's
      // own check of the changed field, which would otherwise overwrite this one.
      clearTimeout(timer);
      timer = setTimeout(() => {
        check(name);
      });
    });
    return () => {
      clearTimeout(timer);
      latest += 1;
      subscription.unsubscribe();
    };
  }, [form, step, stepAttempted, summarise]);

  /** Step `index` has stopped the dealer (or sent them to a field): it tells everything from now on. */
  const markAttempted = useCallback((index: number) => {
    setAttempted((before) => (before.has(index) ? before : new Set(before).add(index)));
  }, []);

  /** The attempt to leave step `index`: true when nothing stops it. */
  const attempt = useCallback(
    async (index: number): Promise<boolean> => {
      const found = await checkStep(form, index, { scope: 'step', focus: true });
      setProblems(summarise(found));
      if (found.length === 0) return true;
      markAttempted(index);
      return false;
    },
    [form, markAttempted, summarise],
  );

  const reset = useCallback(() => {
    setAttempted(new Set());
    setProblems([]);
  }, []);

  return {
    problems,
    /** Whether every message of the step shows, untouched fields' too. */
    stepAttempted,
    attempt,
    markAttempted,
    clearProblems: useCallback(() => {
      setProblems([]);
    }, []),
    reset,
  };
}
