import { useCallback, useEffect, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicantValues } from '../model/applicant-values';
import { saveDraft, type SavedOfferVersion } from '../model/offer-draft';
import type { OfferFormValues } from '../model/offer-form-values';

/** How long after the last change the draft is written: often enough, not on every key. */
const DRAFT_SAVE_DELAY_MS = 200;

interface DraftKeeperOptions {
  offerForm: UseFormReturn<OfferFormValues>;
  applicantForm: UseFormReturn<ApplicantValues>;
  step: number;
  idempotencyKey: string;
  /** The saved offer the draft buffers, at the version its edits started from. */
  savedRef: RefObject<SavedOfferVersion | undefined>;
  /** Set once the offer became an application: nothing is written after that. */
  discardedRef: RefObject<boolean>;
}

/**
 * Keeps the tab's draft: at once when the step changes, shortly after each edit, on leaving.
 * Returns the save itself, for when the saved offer's version changes.
 */
export function useDraftKeeper({
  offerForm,
  applicantForm,
  step,
  idempotencyKey,
  savedRef,
  discardedRef,
}: DraftKeeperOptions): () => void {
  const save = useCallback(() => {
    if (discardedRef.current) return;
    saveDraft({
      values: offerForm.getValues(),
      applicant: applicantForm.getValues(),
      step,
      idempotencyKey,
      saved: savedRef.current,
    });
  }, [offerForm, applicantForm, step, idempotencyKey, savedRef, discardedRef]);

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
