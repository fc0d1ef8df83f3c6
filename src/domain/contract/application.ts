import { z } from 'zod/mini';
import { APPLICATION_STATUSES, DOCUMENT_STATUSES } from '../application-status';
import { ApplicantSchema, StoredApplicantSchema, type Applicant } from './applicant';
import { CalculationSchema } from './calculation';
import { dealFields } from './deal';
import { AcceptedCalculationRequestSchema } from './accepted-calculation-request';
import { CalculationRequestSchema, REQUEST_DEFAULTS } from './calculation-request';
import { calendarDate, dateTime, identifier, text, textParameter } from './common';
import { DocumentFileSchema } from './document-file';
import { ReasonCodeSchema, ReasonParamsSchema } from './reasons';

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);

/** Documents the bank asks for; which ones an application needs follows from customer and object. */
export const DOCUMENT_TYPES = [
  'IdentityDocument',
  'IncomeStatement',
  'CompanyAccounts',
  'PurchaseAgreement',
  'RegistrationCertificate',
  'InsuranceCertificate',
] as const;
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPES);

/** The one answer for an application that does not exist and for one the caller may not see. */
export const APPLICATION_NOT_FOUND = 'There is no application with this id';

/** An application's document that does not exist. */
export const DOCUMENT_NOT_FOUND = 'The application has no document with this id';

/** A document no file has been sent for (or no such document, or application). */
export const DOCUMENT_FILE_NOT_FOUND = 'No file has been sent for this document';

/**
 * Body of `POST /application`. A private customer is identified by national identity number, a
 * business by organisation number (what else the bank needs to decide, `missingForDecision`
 * names: 422). The service recalculates; it never stores client figures.
 */
function requireIdentityNumber(
  {
    calculationRequest,
    applicant,
  }: { calculationRequest: { customerType?: string }; applicant: Applicant },
  context: z.core.$RefinementCtx,
): void {
  const customerType = calculationRequest.customerType ?? REQUEST_DEFAULTS.customerType;
  if (customerType === 'Business' && applicant.organizationNumber === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['applicant', 'organizationNumber'],
      message: 'A business customer needs an organisation number',
    });
  }
  if (customerType !== 'Business' && applicant.nationalIdentityNumber === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['applicant', 'nationalIdentityNumber'],
      message: 'A private customer needs a national identity number',
    });
  }
}

/** What the portal sends. */
export const CreateApplicationBodySchema = z
  .object({ calculationRequest: CalculationRequestSchema, applicant: ApplicantSchema })
  .check(z.superRefine(requireIdentityNumber));
export type CreateApplicationBody = z.infer<typeof CreateApplicationBodySchema>;

/** What the financing service accepts (see AcceptedCalculationRequestSchema). */
export const AcceptedCreateApplicationBodySchema = z
  .object({ calculationRequest: AcceptedCalculationRequestSchema, applicant: ApplicantSchema })
  .check(z.superRefine(requireIdentityNumber))
  .register(z.globalRegistry, { id: 'CreateApplicationRequest' });
export type AcceptedCreateApplicationBody = z.infer<typeof AcceptedCreateApplicationBodySchema>;

export const ApplicationDocumentSchema = z
  .object({
    documentId: identifier,
    documentType: DocumentTypeSchema,
    status: DocumentStatusSchema,
    updatedAt: dateTime,
    /** Absent until a file is sent (and from a bank's service that keeps no files). */
    file: z.optional(DocumentFileSchema),
  })
  .register(z.globalRegistry, { id: 'ApplicationDocument' });
export type ApplicationDocument = z.infer<typeof ApplicationDocumentSchema>;

/** Who made a change: the bank (its people or its decision process), a salesperson, or the
 * service itself. */
export const ACTOR_TYPES = ['bank', 'salesperson', 'system'] as const;
export const ActorSchema = z
  .object({
    type: z.enum(ACTOR_TYPES),
    /** With `salesperson`: which one. */
    salesPersonId: z.optional(identifier),
  })
  .register(z.globalRegistry, { id: 'Actor' });
export type Actor = z.infer<typeof ActorSchema>;

/** Why: the text, and beside it (from this bank) a code and its figures a client can word. */
const reasonFields = {
  reason: z.optional(text(500)),
  reasonCode: z.optional(ReasonCodeSchema),
  reasonParams: z.optional(ReasonParamsSchema),
};

export const StatusHistoryEntrySchema = z
  .object({
    status: ApplicationStatusSchema,
    at: dateTime,
    ...reasonFields,
    actor: ActorSchema,
  })
  .register(z.globalRegistry, { id: 'StatusHistoryEntry' });
export type StatusHistoryEntry = z.infer<typeof StatusHistoryEntrySchema>;

const SalesPersonNameSchema = z.optional(z.nullable(text())).register(z.globalRegistry, {
  description: "The salesperson's name; null when the application has no salesperson.",
});

export const ApplicationSchema = z
  .object({
    applicationId: identifier,
    status: ApplicationStatusSchema,
    createdAt: dateTime,
    updatedAt: dateTime,
    salesPersonId: z.nullable(identifier),
    /** The salesperson's name; absent from a service built strictly to the spec. */
    salesPersonName: SalesPersonNameSchema,
    vendorId: z.nullable(identifier),
    applicant: StoredApplicantSchema,
    /** As the client sent it (see AcceptedCalculationRequestSchema). */
    calculationRequest: AcceptedCalculationRequestSchema,
    calculation: CalculationSchema,
    documents: z.array(ApplicationDocumentSchema),
    statusHistory: z.array(StatusHistoryEntrySchema),
    ...dealFields,
  })
  .register(z.globalRegistry, { id: 'Application' });
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationIdParamsSchema = z.object({
  id: z.pipe(z.coerce.number<string>({ error: 'Must be an application id' }), identifier),
});

export const DocumentParamsSchema = z.extend(ApplicationIdParamsSchema, {
  documentId: z.pipe(z.coerce.number<string>({ error: 'Must be a document id' }), identifier),
});

export const APPLICATION_PAGE_SIZE = { default: 20, max: 100 } as const;

/** The most a search text may be: longer than any name or registration number. */
const SEARCH_TEXT_MAX = 100;

/**
 * `GET /application`: newest first; `cursor` is the opaque `nextCursor` of the previous page.
 * Every filter given narrows the list; an empty one is no filter.
 */
export const ApplicationListQuerySchema = z
  .object({
    salesPersonId: z.optional(z.pipe(z.coerce.number<string>(), identifier)),
    status: z.optional(ApplicationStatusSchema),
    customerName: z.optional(textParameter(SEARCH_TEXT_MAX)).register(z.globalRegistry, {
      description:
        "Part of the applicant's name (first and last), in any case: `nord` finds Kari Nordmann.",
    }),
    registrationNumber: z.optional(textParameter(SEARCH_TEXT_MAX)).register(z.globalRegistry, {
      description:
        "Part of the object's registration number, however spaced or cased: `eb12` finds EB 12345.",
    }),
    createdFrom: z.optional(calendarDate).register(z.globalRegistry, {
      description: 'Created on this day (Norwegian time) or later, `YYYY-MM-DD`.',
    }),
    createdTo: z.optional(calendarDate).register(z.globalRegistry, {
      description: 'Created on this day (Norwegian time) or earlier, `YYYY-MM-DD`.',
    }),
    limit: z._default(
      z.pipe(
        z.coerce.number<string>(),
        z.int().check(z.minimum(1), z.maximum(APPLICATION_PAGE_SIZE.max)),
      ),
      APPLICATION_PAGE_SIZE.default,
    ),
    cursor: z.optional(textParameter(200)),
  })
  .check(
    z.refine(
      ({ createdFrom, createdTo }) =>
        createdFrom === undefined || createdTo === undefined || createdFrom <= createdTo,
      { path: ['createdTo'], error: 'Must be the same day as createdFrom or later' },
    ),
  );
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

export const ApplicationSummarySchema = z
  .extend(
    z.pick(ApplicationSchema, {
      applicationId: true,
      status: true,
      createdAt: true,
      updatedAt: true,
      salesPersonId: true,
      salesPersonName: true,
      vendorId: true,
    }),
    {
      applicantName: text(),
      objectDescription: text(),
      termAmount: z.number(),
    },
  )
  .register(z.globalRegistry, { id: 'ApplicationSummary' });
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;

export const ApplicationListSchema = z
  .object({
    applications: z.array(ApplicationSummarySchema),
    nextCursor: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'ApplicationList' });
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

/** A change of an application's status: the new status and, if given, why. */
export const ApplicationStatusChangeSchema = z
  .object({ status: ApplicationStatusSchema, ...reasonFields })
  .register(z.globalRegistry, { id: 'ApplicationStatusChange' });
export type ApplicationStatusChange = z.infer<typeof ApplicationStatusChangeSchema>;

/** A change of a document's status: the new status and, if given, why. */
export const DocumentStatusChangeSchema = z
  .object({ status: DocumentStatusSchema, reason: reasonFields.reason })
  .register(z.globalRegistry, { id: 'DocumentStatusChange' });
export type DocumentStatusChange = z.infer<typeof DocumentStatusChangeSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const IdempotencyKeySchema = z.string().check(
  z.regex(/^[\x21-\x7E]{1,255}$/, {
    error: 'Must be 1 to 255 visible ASCII characters, e.g. a UUID',
  }),
);

/** Headers of `POST /application`; other headers pass through untouched. */
export const CreateApplicationHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z.optional(IdempotencyKeySchema).register(z.globalRegistry, {
    description:
      'Makes the request safe to retry: the same key with the same body returns the application ' +
      'created first (201, header Idempotent-Replayed: true); with another body it is 409.',
  }),
});
