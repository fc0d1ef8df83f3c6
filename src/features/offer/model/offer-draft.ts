import { z } from 'zod/mini';
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

/** What this tab keeps of each person applying and the saved offer does not. */
const notSaved = {
  nationalIdentityNumber: z.string(),
  consent: z.boolean(),
  consentAt: z.string(),
};

/** The draft's shape (not its validity: a draft may hold half-typed values). */
const StoredDraftSchema = z.object({
  values: OfferFormValuesSchema,
  applicant: z.extend(OfferApplicantSchema, {
    ...notSaved,
    coApplicant: z.extend(OfferApplicantSchema.shape.coApplicant.def.innerType, notSaved),
  }),
  step: z.int().check(z.minimum(0), z.maximum(OFFER_STEP_COUNT - 1)),
  idempotencyKey: z.string().check(z.minLength(1)),
  saved: z.optional(z.object({ offerId: z.string(), version: z.int() })),
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
 * A saved offer opened for editing, as this tab's draft. Identity numbers and consents are not
 * saved: the applicant's number typed in this tab, if any, is kept; consent is given again.
 */
export function draftOfSavedOffer(offer: Offer, nationalIdentityNumber = ''): OfferDraft {
  const { coApplicant, ...applicant } = offer.content.applicant;
  const notGiven = { consent: false, consentAt: '' };
  return {
    values: offer.content.values,
    applicant: {
      ...applicant,
      nationalIdentityNumber,
      ...notGiven,
      coApplicant: { ...coApplicant, nationalIdentityNumber: '', ...notGiven },
    },
    step: offer.content.step,
    idempotencyKey: crypto.randomUUID(),
    saved: { offerId: offer.offerId, version: offer.version },
  };
}

/** A person as the saved offer keeps them: no identity number, no consent. */
function savedPerson<Person extends ApplicantValues['coApplicant']>({
  nationalIdentityNumber: _number,
  consent: _consent,
  consentAt: _at,
  ...person
}: Person) {
  return person;
}

/** What the portal server keeps of an offer: no identity number (docs/security.md). */
export function offerContentOf(
  values: OfferFormValues,
  applicant: ApplicantValues,
  step: number,
): OfferContent {
  return {
    values,
    applicant: { ...savedPerson(applicant), coApplicant: savedPerson(applicant.coApplicant) },
    step,
  };
}
