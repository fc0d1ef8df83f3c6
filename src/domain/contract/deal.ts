import { z } from 'zod/mini';
import { amount, dateTime, text } from './common';

/**
 * The deal after the bank approves: the contract and its signing, the dealer's delivery of the
 * object, and the bank's payout (docs/events.md, The deal after approval).
 */

/** How the signers sign: at home from a link the bank sends, or in the shop with the dealer. */
export const SIGNING_METHODS = ['remote', 'in-store'] as const;
export type SigningMethod = (typeof SIGNING_METHODS)[number];

/** Prepared on approval, Sent for signing, Signed by all; Cancelled with its application. */
export const CONTRACT_STATUSES = ['Prepared', 'Sent', 'Signed', 'Cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Who signs: the applicant, a co-applicant, or a business's contact person. */
export const SIGNER_ROLES = ['applicant', 'coApplicant', 'contactPerson'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export const SIGNER_STATUSES = ['Pending', 'Signed'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

const SignerFields = {
  role: z.enum(SIGNER_ROLES),
  name: text(),
  status: z.enum(SIGNER_STATUSES),
  /** Null until the signer signed. */
  signedAt: z.nullable(dateTime),
};

const ContractFields = {
  status: z.enum(CONTRACT_STATUSES),
  /** Once sent. */
  signingMethod: z.optional(z.enum(SIGNING_METHODS)),
  sentAt: z.optional(dateTime),
};

/** What an application says of its contract: no links, which only its own endpoint gives. */
export const ContractFactsSchema = z
  .object({ ...ContractFields, signers: z.array(z.object(SignerFields)) })
  .register(z.globalRegistry, { id: 'ContractFacts' });
export type ContractFacts = z.infer<typeof ContractFactsSchema>;

export const ContractSignerSchema = z
  .object({
    ...SignerFields,
    signingUrl: z.optional(z.string()).register(z.globalRegistry, {
      description:
        "The signer's own signing page, while the contract is sent and they have not signed; " +
        "relative to the service's origin. Whoever has it can sign: hand it to that signer only.",
    }),
  })
  .register(z.globalRegistry, { id: 'ContractSigner' });
export type ContractSigner = z.infer<typeof ContractSignerSchema>;

/** `GET /application/{id}/contract`. */
export const ContractSchema = z
  .object({
    ...ContractFields,
    /** The contract as a PDF, relative to the service's origin. */
    documentUrl: z.string(),
    signers: z.array(ContractSignerSchema),
  })
  .register(z.globalRegistry, { id: 'Contract' });
export type Contract = z.infer<typeof ContractSchema>;

/** `POST /application/{id}/contract/send`. */
export const SendContractBodySchema = z
  .object({ signingMethod: z.enum(SIGNING_METHODS, { error: 'Must be remote or in-store' }) })
  .register(z.globalRegistry, { id: 'SendContractRequest' });
export type SendContractBody = z.infer<typeof SendContractBodySchema>;

/** The most an odometer can say: far beyond any object's life. */
export const MAX_ODOMETER_KM = 10_000_000;

/** `POST /application/{id}/delivery`: the object as it was handed over. */
export const ConfirmDeliveryBodySchema = z
  .object({
    deliveredAt: z.iso.datetime({
      offset: true,
      error: 'Must be an ISO 8601 date-time with its offset',
    }),
    /** Required when the application's object has a registration number. */
    registrationNumber: z.optional(text(20)),
    chassisNumber: text(50).check(z.minLength(1, { error: 'Chassis number is required' })),
    odometerKm: z
      .int({ error: 'Must be a whole number of kilometres' })
      .check(
        z.minimum(0, { error: 'Must be 0 or more' }),
        z.maximum(MAX_ODOMETER_KM, { error: 'Is too large' }),
      ),
  })
  .register(z.globalRegistry, { id: 'ConfirmDeliveryRequest' });
export type ConfirmDeliveryBody = z.infer<typeof ConfirmDeliveryBodySchema>;

/** The delivery the dealer confirmed, and when. */
export const DeliveryFactsSchema = z
  .extend(ConfirmDeliveryBodySchema, { confirmedAt: dateTime })
  .register(z.globalRegistry, { id: 'ObjectDelivery' });
export type DeliveryFacts = z.infer<typeof DeliveryFactsSchema>;

/** What the bank paid the dealer: the credit amount of the application's calculation. */
export const PayoutSchema = z
  .object({ payoutAmount: amount, paidOutAt: dateTime })
  .register(z.globalRegistry, { id: 'Payout' });
export type Payout = z.infer<typeof PayoutSchema>;

/** The fields a deal adds to an application, each once it exists. */
export const dealFields = {
  contract: z.optional(ContractFactsSchema),
  delivery: z.optional(DeliveryFactsSchema),
  payout: z.optional(PayoutSchema),
};

/** No contract before the bank approves. */
export const CONTRACT_NOT_PREPARED = 'The bank prepares the contract once it approves';
