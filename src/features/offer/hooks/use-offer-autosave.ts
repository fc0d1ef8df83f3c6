import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Offer, OfferContent } from '../../../domain/contract';
import { ApiProblemError } from '../../../lib/api-errors';
import { OFFERS_QUERY_KEY } from '../../../lib/query-keys';
import { savedOffers } from '../api/saved-offers';
import type { ApplicantValues } from '../model/applicant-values';
import { offerContentOf } from '../model/offer-draft';
import { offerFiguresOf } from '../model/offer-figures';
import { emptyOffer, type OfferFormValues } from '../model/offer-form-values';
import { sameValue } from '../model/same-value';
import type { OfferWorkspace } from './use-offer-workspace';

/** How long after the last change the offer is saved: a pause in typing, not every key. */
const SAVE_DELAY_MS = 800;

export type SaveState =
  /** A new offer nothing has been typed in yet: nothing to save. */
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed' }
  /** Saved elsewhere since this page's version: the dealer chooses, nothing is saved until then. */
  | { kind: 'conflict' };

interface OfferAutosaveOptions {
  offerForm: UseFormReturn<OfferFormValues>;
  applicantForm: UseFormReturn<ApplicantValues>;
  step: number;
  /** The saved offer the page edits, at its version, and whether it is finished. */
  workspace: Pick<OfferWorkspace, 'saved' | 'stored' | 'detach' | 'isFinished'>;
  /** When it was last saved, for an offer opened from the list. */
  savedAt: string | undefined;
  /** After every save; a new id after the first save or a copy. */
  onSaved: (offer: Offer) => void;
}

export interface OfferAutosave {
  state: SaveState;
  /** Saves now what is pending (before the page leaves, or sends the application). */
  flush: () => Promise<void>;
  /** After a conflict: the newer saved offer replaces what this page holds. */
  loadNewer: () => Promise<Offer | undefined>;
  /** After a conflict: what this page holds becomes a new offer, the other one stays. */
  keepAsCopy: () => Promise<void>;
  /** Values the page puts in itself (a newer version, a cleared offer) are no change to save. */
  replaceValues: (apply: () => void) => void;
  /** The page starts a new offer: the saved one stays as it is. */
  detach: () => void;
}

/** A new offer nothing was typed in is not worth saving. */
const isUntouched = (content: OfferContent) =>
  content.step === 0 &&
  sameValue(content.values, emptyOffer()) &&
  Object.values(content.applicant).every((value) => value === '');

/**
 * Saves the offer on the portal server as the dealer works: shortly after each change, and when
 * the step changes. Every save names the version it started from; a save that finds the offer
 * saved elsewhere since (another tab) stops, and the dealer chooses what to keep.
 */
export function useOfferAutosave({
  offerForm,
  applicantForm,
  step,
  workspace: { saved, stored: storedVersion, detach: detachWorkspace, isFinished },
  savedAt,
  onSaved,
}: OfferAutosaveOptions): OfferAutosave {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>(
    savedAt === undefined ? { kind: 'unsaved' } : { kind: 'saved', at: savedAt },
  );
  const conflicted = useRef(false);
  const quiet = useRef(false);
  const changed = useRef(false);
  const running = useRef<Promise<void> | undefined>(undefined);
  const stepRef = useRef(step);
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);

  const content = useCallback(
    () => offerContentOf(offerForm.getValues(), applicantForm.getValues(), stepRef.current),
    [offerForm, applicantForm],
  );

  const figures = useCallback(() => offerFiguresOf(offerForm.getValues()), [offerForm]);

  const stored = useCallback(
    (offer: Offer) => {
      storedVersion({ offerId: offer.offerId, version: offer.version });
      setState({ kind: 'saved', at: offer.updatedAt });
      onSavedRef.current(offer);
      void queryClient.invalidateQueries({ queryKey: OFFERS_QUERY_KEY });
    },
    [storedVersion, queryClient],
  );

  const saveOnce = useCallback(async () => {
    changed.current = false;
    const current = saved();
    if (current === undefined && isUntouched(content())) return;
    setState({ kind: 'saving' });
    try {
      stored(
        current === undefined
          ? await savedOffers.create(content(), figures())
          : await savedOffers.save(current.offerId, current.version, content(), figures()),
      );
    } catch (error) {
      if (error instanceof ApiProblemError && error.status === 409) {
        conflicted.current = true;
        setState({ kind: 'conflict' });
      } else {
        // Kept in the tab's draft; the next change tries again.
        changed.current = true;
        setState({ kind: 'failed' });
      }
    }
  }, [saved, content, figures, stored]);

  /** One save at a time; changes made while one runs are saved right after it. */
  const flush = useCallback(async (): Promise<void> => {
    while (running.current !== undefined) await running.current;
    if (!changed.current || conflicted.current || isFinished()) return;
    running.current = saveOnce().finally(() => {
      running.current = undefined;
    });
    await running.current;
  }, [saveOnce, isFinished]);

  useEffect(() => {
    let timer: number | undefined;
    const saveSoon = () => {
      if (quiet.current) return;
      changed.current = true;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    };
    const stopOffer = offerForm.subscribe({ formState: { values: true }, callback: saveSoon });
    const stopApplicant = applicantForm.subscribe({
      formState: { values: true },
      callback: saveSoon,
    });
    return () => {
      window.clearTimeout(timer);
      stopOffer();
      stopApplicant();
      void flush();
    };
  }, [offerForm, applicantForm, flush]);

  // A step reached is saved at once, with the offer as it stands.
  useEffect(() => {
    if (stepRef.current === step) return;
    stepRef.current = step;
    if (saved() !== undefined) changed.current = true;
    void flush();
  }, [step, saved, flush]);

  const loadNewer = useCallback(async () => {
    const current = saved();
    if (current === undefined) return undefined;
    const newer = await savedOffers.get(current.offerId);
    conflicted.current = false;
    changed.current = false;
    stored(newer);
    return newer;
  }, [saved, stored]);

  const keepAsCopy = useCallback(async () => {
    const copy = await savedOffers.create(content(), figures());
    conflicted.current = false;
    changed.current = false;
    stored(copy);
  }, [content, figures, stored]);

  const replaceValues = useCallback((apply: () => void) => {
    quiet.current = true;
    try {
      apply();
    } finally {
      quiet.current = false;
    }
  }, []);

  const detach = useCallback(() => {
    detachWorkspace();
    changed.current = false;
    conflicted.current = false;
    setState({ kind: 'unsaved' });
  }, [detachWorkspace]);

  return { state, flush, loadNewer, keepAsCopy, replaceValues, detach };
}
