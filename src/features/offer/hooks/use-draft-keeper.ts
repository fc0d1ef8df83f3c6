import { useCallback, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicantValues } from '../model/applicant-values';
import { saveDraft } from '../model/offer-draft';
import type { OfferFormValues } from '../model/offer-form-values';
import type { OfferWorkspace } from './use-offer-workspace';

/** How long after the last change the draft is written: often enough, not on every key. */
const DRAFT_SAVE_DELAY_MS = 200;

interface DraftKeeperOptions {
  offerForm: UseFormReturn<OfferFormValues>;
  applicantForm: UseFormReturn<ApplicantValues>;
  step: number;
  /** The saved offer the draft buffers, at the version its edits started from. */
  workspace: Pick<OfferWorkspace, 'saved' | 'isFinished' | 'idempotencyKey'>;
}

/**
 * Keeps the tab's draft: at once when the step changes, shortly after each edit, on leaving.
 * Returns the save itself, for when the saved offer's version changes.
 */
export function useDraftKeeper({
  offerForm,
  applicantForm,
  step,
  workspace: { saved, isFinished, idempotencyKey },
}: DraftKeeperOptions): () => void {
  const save = useCallback(() => {
    if (isFinished()) return;
    saveDraft({
      values: offerForm.getValues(),
      applicant: applicantForm.getValues(),
      step,
      idempotencyKey,
      saved: saved(),
    });
  }, [offerForm, applicantForm, step, idempotencyKey, saved, isFinished]);

  useEffect(() => {
    save();
    let timer: number | undefined;
    const saveSoon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    };
    const stopOffer = offerForm.subscribe({ formState: { values: true }, callback: saveSoon });
    const stopApplicant = applicantForm.subscribe({
      formState: { values: true },
      callback: saveSoon,
    });
    window.addEventListener('pagehide', save);
    return () => {
      window.clearTimeout(timer);
      save();
      stopOffer();
      stopApplicant();
      window.removeEventListener('pagehide', save);
    };
  }, [offerForm, applicantForm, save]);

  return save;
}
