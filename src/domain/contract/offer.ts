import { z } from 'zod/mini';
import { identifier, MAX_AMOUNT, textParameter } from './common';
import { ProductSchema } from './product';
import { LOAN_TYPES, OBJECT_TYPES } from './calculation-request';
import { TERM_LENGTH_TEXTS } from './term-limits';

/**
 * The portal's saved offers (`/api/offer`): what a salesperson typed, kept by the portal server
 * in its own schema. Values stay text as typed, so a half-filled offer is saved as it stands.
 * Every string and array is bounded; the applicant's national identity number is not part of
 * an offer at all (docs/security.md, Saved offers).
 */

const typed = z.string().check(z.maxLength(500, { error: 'Is longer than 500 characters' }));
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(50, { error: 'Has more than 50 rows' }));

const AppliedRateSchema = z.nullable(
  z.object({
    id: z.number(),
    name: typed,
    nominalInterestRate: z.number(),
    startupFee: z.optional(z.number()),
    documentText: z.optional(z.string().check(z.maxLength(5000))),
  }),
);

/** The offer form's values: the shape, not the validity (a draft may be half typed). */
export const OfferFormValuesSchema = z.object({
  object: z.object({
    objectType: z.enum(OBJECT_TYPES),
    objectSubtype: typed,
    condition: z.enum(['', 'New', 'Used']),
    make: typed,
    model: typed,
    yearModel: typed,
    engine: typed,
    fuelType: typed,
    registrationNumber: typed,
    chassisNumber: typed,
    kmPerYear: typed,
    kmTotal: typed,
    price: typed,
    vat: typed,
    extrasFactory: typed,
    extrasDealer: typed,
    extras: list(z.object({ code: typed, name: typed, price: typed })),
    priceKmExceeded: typed,
  }),
  customer: z.object({
    customerType: z.enum(['', 'Private', 'Business']),
    // The name the customer's PDF carries; offers saved before it have none.
    name: z._default(typed, ''),
    addresses: list(
      z.object({
        addressType: z.enum(['VisitingAddress', 'PostalAddress', 'InvoiceAddress']),
        addressLine1: typed,
        addressLine2: typed,
        zip: typed,
        city: typed,
        country: typed,
      }),
    ),
    locale: typed,
    externalReferences: list(z.object({ key: typed, value: typed })),
  }),
  financial: z.object({
    loanType: z.enum(LOAN_TYPES),
    equityMode: z.enum(['amount', 'percent']),
    equity: typed,
    startupFee: typed,
    termCount: typed,
    termLength: z.enum(TERM_LENGTH_TEXTS),
    termFee: typed,
    residualMode: z.enum(['amount', 'percent']),
    residual: typed,
    nonRecurrentFee: typed,
    interestRate: typed,
    deliveryDate: typed,
  }),
  products: list(
    z.object({
      code: typed,
      name: typed,
      price: typed,
      isIncludedInTermFee: z.boolean(),
      dataFields: list(z.object({ kind: z.enum(['custom', 'price']), name: typed, value: typed })),
    }),
  ),
  campaign: AppliedRateSchema,
  fundingInterest: AppliedRateSchema,
  // The price list's product that filled the offer in; offers kept before the price list have none.
  product: z._default(z.nullable(ProductSchema), null),
});

/** What a private household gives the bank to decide by, as typed (see ApplicantSchema). */
const offerHouseholdFields = {
  addressLine1: z._default(typed, ''),
  zip: z._default(typed, ''),
  city: z._default(typed, ''),
  employmentType: z._default(typed, ''),
  employer: z._default(typed, ''),
  /** `YYYY-MM`, as a month field gives it. */
  employedSince: z._default(typed, ''),
  grossYearlyIncome: z._default(typed, ''),
  housing: z._default(typed, ''),
  housingCost: z._default(typed, ''),
  dependants: z._default(typed, ''),
  otherDebt: z._default(typed, ''),
};

/** A person applying, as typed: contact details and household. */
const offerPersonFields = {
  firstName: typed,
  lastName: typed,
  email: typed,
  phone: typed,
  ...offerHouseholdFields,
};

const noOneTyped = Object.fromEntries(Object.keys(offerPersonFields).map((key) => [key, ''])) as {
  [Key in keyof typeof offerPersonFields]: string;
};

/**
 * The applicant as a saved offer keeps them: everything typed but the identity numbers and the
 * consent, which the customer gives when the application is sent. Offers saved before a field
 * was asked for have it empty.
 */
export const OfferApplicantSchema = z.object({
  companyName: z._default(typed, ''),
  ...offerPersonFields,
  organizationNumber: typed,
  hasCoApplicant: z._default(z.boolean(), false),
  coApplicant: z._default(z.object(offerPersonFields), () => noOneTyped),
});
export type OfferApplicant = z.infer<typeof OfferApplicantSchema>;

export const OFFER_STEP_COUNT = 5;

/** What the page sends: the form, the applicant without identity number, the step reached. */
export const OfferContentSchema = z.object({
  values: OfferFormValuesSchema,
  applicant: OfferApplicantSchema,
  step: z.int().check(z.minimum(0), z.maximum(OFFER_STEP_COUNT - 1)),
});
export type OfferContent = z.infer<typeof OfferContentSchema>;

export const OFFER_STATUSES = ['draft', 'givenToCustomer', 'application'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * The offer's figures as the domain engine calculated them when it was saved, in kroner: what
 * the list of offers shows. The page calculates them (it reads the typed numbers in the language
 * they were typed in, which the saved text does not say); null while the offer does not
 * calculate yet, and for offers saved before the figures were kept.
 */
export const OfferFiguresSchema = z.nullable(
  z.object({
    /** The engine's financed amount (L). */
    financedAmount: z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT)),
    /** The engine's first payment, fees included. */
    termAmount: z.number().check(z.minimum(0), z.maximum(MAX_AMOUNT)),
  }),
);
export type OfferFigures = z.infer<typeof OfferFiguresSchema>;

export const OfferSummarySchema = z.object({
  offerId: z.uuid(),
  /** Raised by every save of the content: a save must name the version it started from. */
  version: z.int().check(z.positive()),
  status: z.enum(OFFER_STATUSES),
  /** With status `application`: the application the offer became. */
  applicationId: z.nullable(identifier),
  /** Whose offer it is (null: a manager's own without a salesperson). */
  salesPersonId: z.nullable(identifier),
  customerName: z.string(),
  makeModel: z.string(),
  registrationNumber: z.string(),
  /** The engine's financed amount when saved; null when it did not calculate. */
  financedAmount: z.nullable(z.number()),
  /** The engine's payment per term when saved; null when it did not calculate. */
  termAmount: z.nullable(z.number()),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type OfferSummary = z.infer<typeof OfferSummarySchema>;

export const OfferSchema = z.extend(OfferSummarySchema, { content: OfferContentSchema });
export type Offer = z.infer<typeof OfferSchema>;

export const OFFER_PAGE_SIZE = 20;

/** `GET /api/offer`: newest first, `search` in customer name, make and model, registration. */
export const OfferListQuerySchema = z.object({
  search: z.optional(textParameter(100)),
  page: z._default(
    z.pipe(
      z.coerce.number<string>({ error: 'Must be a page number' }),
      z
        .int({ error: 'Must be a whole number' })
        .check(z.minimum(1, { error: 'Must be 1 or more' })),
    ),
    1,
  ),
  salesPersonId: z.optional(z.pipe(z.coerce.number<string>(), identifier)),
});
export type OfferListQuery = z.infer<typeof OfferListQuerySchema>;

export const OfferListSchema = z.object({
  offers: z.array(OfferSummarySchema),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type OfferList = z.infer<typeof OfferListSchema>;

export const OfferIdParamsSchema = z.object({
  offerId: z.uuid({ error: 'Must be an offer id' }),
});

export const CreateOfferBodySchema = z.object({
  content: OfferContentSchema,
  figures: z._default(OfferFiguresSchema, null),
});

export const SaveOfferBodySchema = z.object({
  /** The version the page started from; another save since then is a 409. */
  version: z.int({ error: 'Must be the version the offer was loaded at' }).check(z.positive()),
  content: OfferContentSchema,
  figures: z._default(OfferFiguresSchema, null),
});

export const MarkOfferBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('givenToCustomer') }),
  z.object({ status: z.literal('application'), applicationId: identifier }),
]);
export type OfferMark = z.infer<typeof MarkOfferBodySchema>;

export const OFFER_NOT_FOUND = 'There is no offer with this id';
export const OFFER_VERSION_CONFLICT =
  'This offer was saved elsewhere (another tab or device) after you opened it.';
export const OFFER_SENT =
  'This offer was sent as an application and can no longer change: copy it to make another.';
