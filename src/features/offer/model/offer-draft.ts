import { z } from 'zod';
import {
  OFFER_STEP_COUNT,
  OfferApplicantSchema,
  OfferFormValuesSchema,
  type Offer,
  type OfferContent,
} from '../../../domain/contract';
import { readUserData, removeUserData, writeUserData } from '../../../lib/user-data';
import { emptyApplicant, type ApplicantValues } from './applicant-values';
import { emptyOffer, type OfferFormValues } from './offer-form-values';

/**
 * A half-filled offer kept in this tab for the signed-in user (see `lib/user-data`): the crash
 * buffer of the saved offer, so a reload or a crash between two saves loses nothing, while
 * another tab starts its own offer and another user never sees it. It holds what the dealer
 * typed, the saved offer's id and version and the offer's idempotency key, never a token.
 */
export interface OfferDraft {
  values: OfferFormValues;
  applicant: ApplicantValues;
  step: number;
  /** Sent as `Idempotency-Key` with this offer's application: a retry never creates a second. */
  idempotencyKey: string;
  /** The saved offer this draft buffers, at the version its edits started from. */
  saved?: SavedOfferVersion | undefined;
}

export interface SavedOfferVersion {
  offerId: string;
  version: number;
}

const DRAFT_ENTRY = 'offer-draft';

/** The draft's shape (not its validity: a draft may hold half-typed values). */
const StoredDraftSchema = z.object({
  values: OfferFormValuesSchema,
  applicant: OfferApplicantSchema.extend({ nationalIdentityNumber: z.string() }),
  step: z
    .int()
    .min(0)
    .max(OFFER_STEP_COUNT - 1),
  idempotencyKey: z.string().min(1),
  saved: z.object({ offerId: z.string(), version: z.int() }).optional(),
});

export function newDraft(): OfferDraft {
  return {
    values: emptyOffer(),
    applicant: emptyApplicant(),
    step: 0,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** The user's draft in this tab, or a new one when there is none or it is of an older shape. */
export function loadDraft(): OfferDraft {
  const parsed = StoredDraftSchema.safeParse(readUserData(DRAFT_ENTRY));
  return parsed.success ? parsed.data : newDraft();
}

export function saveDraft(draft: OfferDraft): void {
  writeUserData(DRAFT_ENTRY, draft);
}

export function clearDraft(): void {
  removeUserData(DRAFT_ENTRY);
}

/**
 * A saved offer opened for editing, as this tab's draft. The identity number is not saved: the
 * one typed in this tab, if any, is kept.
 */
export function draftOfSavedOffer(offer: Offer, nationalIdentityNumber = ''): OfferDraft {
  return {
    values: offer.content.values,
    applicant: { ...offer.content.applicant, nationalIdentityNumber },
    step: offer.content.step,
    idempotencyKey: crypto.randomUUID(),
    saved: { offerId: offer.offerId, version: offer.version },
  };
}

/** What the portal server keeps of an offer: no identity number (docs/security.md). */
export function offerContentOf(
  values: OfferFormValues,
  { nationalIdentityNumber: _kept, ...applicant }: ApplicantValues,
  step: number,
): OfferContent {
  return { values, applicant, step };
}
