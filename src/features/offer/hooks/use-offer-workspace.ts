import { useMemo, useState } from 'react';
import type { OfferMark } from '../../../domain/contract';
import { savedOffers } from '../api/saved-offers';
import type { OfferDraft, SavedOfferVersion } from '../model/offer-draft';

/**
 * What the offer page is working on, beside the form's values: which saved offer (at which
 * version), the key its application is sent with, and whether the offer is finished.
 */
export interface OfferWorkspace {
  /** The saved offer the page edits, at its version; undefined until the first save. */
  saved: () => SavedOfferVersion | undefined;
  /** After a save: the version the next save starts from. */
  stored: (version: SavedOfferVersion) => void;
  /** The saved offer stays as it is; what the page holds next is a new offer. */
  detach: () => void;
  /** The offer became an application: from now on nothing is kept or saved (nor, for one
   * opened after it was sent, ever). */
  finish: () => void;
  isFinished: () => boolean;
  /** Notes on the saved offer what became of it; the step it follows stands even if this fails. */
  mark: (mark: OfferMark) => Promise<void>;
  /** Sent as `Idempotency-Key`, so a retried application is never created twice. */
  idempotencyKey: string;
  /** A refused request created nothing: the next attempt is a new request. */
  renewIdempotencyKey: () => void;
  /** Counts the offers this page has held: another offer starts with nothing pinned. */
  generation: number;
  /** The page holds another offer (a newer version loaded, or the offer cleared). */
  nextGeneration: () => void;
}

type SavedOfferState = Omit<
  OfferWorkspace,
  'idempotencyKey' | 'renewIdempotencyKey' | 'generation' | 'nextGeneration'
>;

/** The saved offer's id, version and state: read by saves and draft writes between renders. */
function savedOfferState(
  initial: SavedOfferVersion | undefined,
  initiallyFinished: boolean,
): SavedOfferState {
  let saved = initial;
  let finished = initiallyFinished;
  return {
    saved: () => saved,
    stored: (version) => {
      saved = version;
    },
    detach: () => {
      saved = undefined;
    },
    finish: () => {
      finished = true;
    },
    isFinished: () => finished,
    mark: async (mark) => {
      if (saved === undefined) return;
      await savedOffers.mark(saved.offerId, mark).catch(() => undefined);
    },
  };
}

/**
 * One owner for the saved offer's id, version and state, shared by the page's hooks. Its
 * functions keep their identity for the page's life, so hooks may depend on them.
 */
export function useOfferWorkspace(
  initial: OfferDraft,
  { finished = false }: { finished?: boolean } = {},
): OfferWorkspace {
  const [state] = useState(() => savedOfferState(initial.saved, finished));
  const [idempotencyKey, setIdempotencyKey] = useState(initial.idempotencyKey);
  const [generation, setGeneration] = useState(0);

  return useMemo(
    () => ({
      ...state,
      idempotencyKey,
      renewIdempotencyKey: () => {
        setIdempotencyKey(crypto.randomUUID());
      },
      generation,
      nextGeneration: () => {
        setGeneration((count) => count + 1);
      },
    }),
    [state, idempotencyKey, generation],
  );
}
