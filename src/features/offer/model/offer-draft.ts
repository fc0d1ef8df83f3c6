import { z } from 'zod';
import {
  LOAN_TYPES,
  OBJECT_TYPES,
  ProductSchema,
  TERM_LENGTH_TEXTS,
} from '../../../domain/contract';
import { readUserData, removeUserData, writeUserData } from '../../../lib/user-data';
import { emptyApplicant, type ApplicantValues } from './applicant-values';
import { emptyOffer, type OfferFormValues } from './offer-form-values';

/**
 * A half-filled offer kept in this tab for the signed-in user (see `lib/user-data`), so a reload
 * or a failed submit loses nothing, while another tab starts its own offer and another user never
 * sees it. It holds what the dealer typed and the offer's idempotency key, never a token.
 */
export interface OfferDraft {
  values: OfferFormValues;
  applicant: ApplicantValues;
  step: number;
  /** Sent as `Idempotency-Key` with this offer's application: a retry never creates a second. */
  idempotencyKey: string;
}

const DRAFT_ENTRY = 'offer-draft';

const text = z.string();
const appliedRate = z
  .object({
    id: z.number(),
    name: text,
    nominalInterestRate: z.number(),
    startupFee: z.number().optional(),
    documentText: text.optional(),
  })
  .nullable();

/** The draft's shape (not its validity: a draft may hold half-typed values). */
const StoredDraftSchema = z.object({
  values: z.object({
    object: z.object({
      objectType: z.enum(OBJECT_TYPES),
      objectSubtype: text,
      condition: z.enum(['', 'New', 'Used']),
      make: text,
      model: text,
      yearModel: text,
      engine: text,
      fuelType: text,
      registrationNumber: text,
      chassisNumber: text,
      kmPerYear: text,
      kmTotal: text,
      price: text,
      vat: text,
      extrasFactory: text,
      extrasDealer: text,
      extras: z.array(z.object({ code: text, name: text, price: text })),
      priceKmExceeded: text,
    }),
    customer: z.object({
      customerType: z.enum(['', 'Private', 'Business']),
      addresses: z.array(
        z.object({
          addressType: z.enum(['VisitingAddress', 'PostalAddress', 'InvoiceAddress']),
          addressLine1: text,
          addressLine2: text,
          zip: text,
          city: text,
          country: text,
        }),
      ),
      locale: text,
      externalReferences: z.array(z.object({ key: text, value: text })),
    }),
    financial: z.object({
      loanType: z.enum(LOAN_TYPES),
      equityMode: z.enum(['amount', 'percent']),
      equity: text,
      startupFee: text,
      termCount: text,
      termLength: z.enum(TERM_LENGTH_TEXTS),
      termFee: text,
      residualMode: z.enum(['amount', 'percent']),
      residual: text,
      nonRecurrentFee: text,
      interestRate: text,
      deliveryDate: text,
    }),
    products: z.array(
      z.object({
        code: text,
        name: text,
        price: text,
        isIncludedInTermFee: z.boolean(),
        dataFields: z.array(
          z.object({ kind: z.enum(['custom', 'price']), name: text, value: text }),
        ),
      }),
    ),
    campaign: appliedRate,
    fundingInterest: appliedRate,
    // Drafts kept before the price list have none.
    product: ProductSchema.nullable().default(null),
  }),
  applicant: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    nationalIdentityNumber: text,
    organizationNumber: text,
  }),
  step: z.int().min(0).max(4),
  idempotencyKey: z.string().min(1),
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
