import { useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { calculate } from '../../../domain/calculation';
import {
  CreateApplicationBodySchema,
  type Application,
  type CreateApplicationBody,
} from '../../../domain/contract';
import { ApiProblemError, describeError } from '../../../lib/api-errors';
import { laterMessage, problemMessage } from '../../../lib/i18n';
import { useCreateApplication } from '../api/use-create-application';
import type { SummaryItem } from '../model/form-errors';
import { applicantFieldForPath, toApplicant } from '../model/applicant-schema';
import type { ApplicantValues } from '../model/applicant-values';
import {
  applicantPathLabel,
  fieldForPath,
  fieldLabel,
  type OfferField,
} from '../model/field-paths';
import { formErrorsOf } from '../model/form-errors';
import type { OfferFormValues } from '../model/offer-form-values';
import { resolvedRateOf, toCalculationRequest } from '../model/to-calculation-request';
import type { OfferWorkspace } from './use-offer-workspace';

interface ApplicationSubmissionOptions {
  offerForm: UseFormReturn<OfferFormValues>;
  applicantForm: UseFormReturn<ApplicantValues>;
  /**
   * The saved offer sent, and its `Idempotency-Key`, renewed when a request is refused (it
   * created nothing).
   */
  workspace: Pick<OfferWorkspace, 'saved' | 'idempotencyKey' | 'renewIdempotencyKey'>;
  goToField: (field: OfferField) => void;
  /** Saves what is pending, so the application names the saved offer it was made from. */
  saveOffer: () => Promise<void>;
  onCreated: (application: Application) => void;
}

export interface ApplicationSubmission {
  submit: (applicant: ApplicantValues) => Promise<void>;
  /** After a failure with no answer: the same body with the same key. */
  retry: (() => void) | undefined;
  problems: SummaryItem[];
  isPending: boolean;
  reset: () => void;
}

/**
 * Sending the offer as an application: the whole offer checked once more, one request at a time
 * (a double click sends once), the service's field errors put on their fields, and after a
 * network failure a retry with the same idempotency key, so it can never create a second.
 */
export function useApplicationSubmission({
  offerForm,
  applicantForm,
  workspace: { saved, idempotencyKey, renewIdempotencyKey },
  goToField,
  saveOffer,
  onCreated,
}: ApplicationSubmissionOptions): ApplicationSubmission {
  const createApplication = useCreateApplication();
  const [problems, setProblems] = useState<SummaryItem[]>([]);
  const [failedBody, setFailedBody] = useState<CreateApplicationBody | undefined>();
  // Set from the first click until the answer; after success it stays set, as the page is left.
  const inFlight = useRef(false);

  const refused = (error: ApiProblemError) => {
    if (error.status === 409) {
      setProblems([
        {
          message: laterMessage('offer.submission.conflict'),
        },
      ]);
      return;
    }
    renewIdempotencyKey();
    const items: SummaryItem[] = [];
    for (const fieldError of error.fieldErrors) {
      const message = problemMessage(fieldError);
      const applicantField = applicantFieldForPath(fieldError.path);
      if (applicantField !== undefined) {
        const name = applicantField as FieldPath<ApplicantValues>;
        applicantForm.setError(name, { type: 'server', message });
        items.push({
          label: applicantPathLabel(name),
          message,
          onSelect: () => {
            applicantForm.setFocus(name);
          },
        });
        continue;
      }
      const field = fieldForPath(fieldError.path);
      if (field === undefined) {
        items.push({ message });
        continue;
      }
      offerForm.setError(field, { type: 'server', message });
      items.push({
        label: fieldLabel(field, offerForm.getValues('financial.loanType')),
        message,
        onSelect: () => {
          goToField(field);
        },
      });
    }
    if (items.length === 0) items.push({ message: describeError(error) });
    setProblems(items);
  };

  const send = (body: CreateApplicationBody) => {
    inFlight.current = true;
    setFailedBody(undefined);
    createApplication.mutate(
      { body, idempotencyKey, offerId: saved()?.offerId },
      {
        onSuccess: onCreated,
        onError: (error) => {
          inFlight.current = false;
          if (error instanceof ApiProblemError && error.status < 500) {
            refused(error);
            return;
          }
          // No answer, or the server failed: the application may exist. The key is kept, so a
          // retry returns the one already created.
          setFailedBody(body);
          setProblems([
            { message: laterMessage('offer.submission.kept', { reason: describeError(error) }) },
          ]);
        },
      },
    );
  };

  const stop = (items: SummaryItem[], field?: OfferField) => {
    inFlight.current = false;
    setProblems(items);
    if (field !== undefined) goToField(field);
  };

  const submit = async (applicant: ApplicantValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblems([]);
    try {
      if (!(await offerForm.trigger())) {
        const first = formErrorsOf(offerForm.getValues())[0];
        stop([{ message: laterMessage('offer.submission.fixOfferFirst') }], first?.field);
        return;
      }
      const values = offerForm.getValues();
      const request = toCalculationRequest(values);
      const outcome = calculate(request, { rate: resolvedRateOf(values) });
      if (!outcome.ok) {
        const fields = outcome.problems.flatMap((problem) => {
          const field = fieldForPath(problem.path);
          if (field === undefined) return [];
          offerForm.setError(field, { type: 'engine', message: problemMessage(problem) });
          return [field];
        });
        stop(
          outcome.problems.map((problem) => ({ message: problemMessage(problem) })),
          fields[0],
        );
        return;
      }
      const body = CreateApplicationBodySchema.safeParse({
        calculationRequest: request,
        applicant: toApplicant(applicant, values.customer.customerType),
      });
      if (!body.success) {
        stop(body.error.issues.map((issue) => ({ message: issue.message })));
        return;
      }
      await saveOffer();
      send(body.data);
    } catch (error) {
      stop([{ message: describeError(error) }]);
    }
  };

  return {
    submit,
    retry:
      failedBody === undefined
        ? undefined
        : () => {
            if (!inFlight.current) send(failedBody);
          },
    problems,
    isPending: createApplication.isPending,
    reset: () => {
      setProblems([]);
      setFailedBody(undefined);
    },
  };
}
