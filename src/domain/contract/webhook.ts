import { z } from 'zod/mini';
import {
  ActorSchema,
  ApplicationStatusSchema,
  DocumentStatusSchema,
  DocumentTypeSchema,
} from './application';
import { identifier, text, described } from './common';
import { CONTRACT_STATUSES, SIGNER_ROLES, SIGNER_STATUSES } from './deal';
import { ReasonCodeSchema, ReasonParamsSchema } from './reasons';
import { RATE_RULE_ACTIONS } from './rate-rules';

/**
 * The financing service's events and the webhook subscriptions that receive them, as Standard
 * Webhooks has them: a POST of `{ type, timestamp, data }` signed in the `webhook-id`,
 * `webhook-timestamp` and `webhook-signature` headers. Data carries ids and statuses, never
 * personal data: a receiver fetches the application when it needs more.
 */

export const EVENT_TYPES = [
  'application.created',
  'application.status_changed',
  'application.document_status_changed',
  'application.contract_changed',
  'campaign.changed',
  'funding_interest.changed',
] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES, {
  error: `Must be one of ${EVENT_TYPES.join(', ')}`,
});
export type EventType = z.infer<typeof EventTypeSchema>;

/** Sent by `POST /subscription/{subscriptionId}/test` only, to the one subscription. */
export const TEST_EVENT_TYPE = 'webhook.test';

/** What became of a campaign or funding interest: as its history says it. */
const change = z.enum(RATE_RULE_ACTIONS);

/** The fields of a status move: which application, from, to, why and who. */
const statusMove = <Status extends z.ZodMiniType>(status: Status) => ({
  applicationId: identifier,
  salesPersonId: z.nullable(identifier),
  previousStatus: status,
  status,
  reason: z.optional(text(500)),
  actor: ActorSchema,
});

/** The `data` of each event type. `salesPersonId` lets a receiver route without fetching. */
export const EVENT_DATA_SCHEMAS = {
  'application.created': z
    .object({
      applicationId: identifier,
      status: ApplicationStatusSchema,
      salesPersonId: z.nullable(identifier),
      vendorId: z.nullable(identifier),
    })
    .register(z.globalRegistry, { id: 'ApplicationCreatedData' }),
  'application.status_changed': z
    .object({
      ...statusMove(ApplicationStatusSchema),
      reasonCode: z.optional(ReasonCodeSchema),
      reasonParams: z.optional(ReasonParamsSchema),
    })
    .register(z.globalRegistry, { id: 'ApplicationStatusChangedData' }),
  'application.document_status_changed': z
    .object({
      ...statusMove(DocumentStatusSchema),
      documentId: identifier,
      documentType: DocumentTypeSchema,
      applicationStatus: described(
        ApplicationStatusSchema,
        'The application’s own status, which the document’s move leaves as it was',
      ),
    })
    .register(z.globalRegistry, { id: 'DocumentStatusChangedData' }),
  'application.contract_changed': z
    .object({
      applicationId: identifier,
      salesPersonId: z.nullable(identifier),
      applicationStatus: ApplicationStatusSchema,
      contractStatus: z.enum(CONTRACT_STATUSES),
      /** The signer whose status changed; absent when the contract as a whole did (sent). */
      signer: z.optional(z.object({ role: z.enum(SIGNER_ROLES), status: z.enum(SIGNER_STATUSES) })),
      actor: ActorSchema,
    })
    .register(z.globalRegistry, { id: 'ContractChangedData' }),
  'campaign.changed': z
    .object({ campaignId: identifier, change })
    .register(z.globalRegistry, { id: 'CampaignChangedData' }),
  'funding_interest.changed': z
    .object({ fundingInterestId: identifier, change })
    .register(z.globalRegistry, { id: 'FundingInterestChangedData' }),
} as const satisfies Record<EventType, z.ZodMiniType>;
export type EventData<Type extends EventType> = z.infer<(typeof EVENT_DATA_SCHEMAS)[Type]>;

export const TestEventDataSchema = z
  .object({ subscriptionId: text(100), message: text(200) })
  .register(z.globalRegistry, { id: 'TestEventData' });

const envelope = <Type extends string, Data extends z.ZodMiniType>(type: Type, data: Data) =>
  z.object({
    type: z.literal(type),
    /** When the change happened (not when this attempt was sent). */
    timestamp: z.iso.datetime({ offset: true }),
    data,
  });

/** Every body a receiver may get; parse with this and switch on `type`. */
export const WebhookPayloadSchema = z.discriminatedUnion('type', [
  envelope('application.created', EVENT_DATA_SCHEMAS['application.created']),
  envelope('application.status_changed', EVENT_DATA_SCHEMAS['application.status_changed']),
  envelope(
    'application.document_status_changed',
    EVENT_DATA_SCHEMAS['application.document_status_changed'],
  ),
  envelope('application.contract_changed', EVENT_DATA_SCHEMAS['application.contract_changed']),
  envelope('campaign.changed', EVENT_DATA_SCHEMAS['campaign.changed']),
  envelope('funding_interest.changed', EVENT_DATA_SCHEMAS['funding_interest.changed']),
  envelope(TEST_EVENT_TYPE, TestEventDataSchema),
]);
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

export const MAX_SUBSCRIPTION_URL_LENGTH = 2000;

export const CreateSubscriptionBodySchema = z
  .object({
    url: z
      .url({ protocol: /^https?$/, error: 'Must be an https:// URL' })
      .check(z.maxLength(MAX_SUBSCRIPTION_URL_LENGTH, { error: 'Is too long' })),
    eventTypes: z.array(EventTypeSchema).check(
      z.minLength(1, { error: 'Name at least one event type' }),
      z.maxLength(EVENT_TYPES.length),
      z.refine((types) => new Set(types).size === types.length, {
        error: 'Name each event type once',
      }),
    ),
    description: z.optional(text(200)),
  })
  .register(z.globalRegistry, { id: 'CreateSubscriptionRequest' });
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

export const SubscriptionSchema = z
  .object({
    subscriptionId: text(100),
    url: text(MAX_SUBSCRIPTION_URL_LENGTH),
    eventTypes: z.array(EventTypeSchema),
    description: text(200),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(z.globalRegistry, { id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const CreatedSubscriptionSchema = z
  .extend(SubscriptionSchema, {
    /** `whsec_…`: shown once, at creation; keep it to verify signatures. */
    secret: z.string().check(z.regex(/^whsec_[A-Za-z0-9+/=]+$/)),
  })
  .register(z.globalRegistry, { id: 'CreatedSubscription' });
export type CreatedSubscription = z.infer<typeof CreatedSubscriptionSchema>;

export const SubscriptionListSchema = z
  .object({ subscriptions: z.array(SubscriptionSchema) })
  .register(z.globalRegistry, { id: 'SubscriptionList' });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const DeliveryAttemptSchema = z
  .object({
    at: z.iso.datetime({ offset: true }),
    /** The receiver's HTTP status; null when no answer came (refused, timed out, blocked). */
    responseStatus: z.nullable(z.int()),
    error: z.nullable(z.string()),
    durationMs: z.int().check(z.minimum(0)),
  })
  .register(z.globalRegistry, { id: 'DeliveryAttempt' });

export const DeliverySchema = z
  .object({
    /** The event's id: the `webhook-id` header of every attempt. */
    eventId: text(100),
    eventType: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    createdAt: z.iso.datetime({ offset: true }),
    /** When the next attempt is due; null once delivered or failed. */
    nextAttemptAt: z.nullable(z.iso.datetime({ offset: true })),
    attempts: z.array(DeliveryAttemptSchema),
  })
  .register(z.globalRegistry, { id: 'Delivery' });
export type Delivery = z.infer<typeof DeliverySchema>;

export const DELIVERY_PAGE_SIZE = { default: 50, max: 100 } as const;

export const DeliveryListQuerySchema = z.object({
  status: z.optional(z.enum(DELIVERY_STATUSES)),
  limit: z._default(
    z.pipe(
      z.coerce.number<string>(),
      z.int().check(z.minimum(1), z.maximum(DELIVERY_PAGE_SIZE.max)),
    ),
    DELIVERY_PAGE_SIZE.default,
  ),
});

export const DeliveryListSchema = z
  .object({ deliveries: z.array(DeliverySchema) })
  .register(z.globalRegistry, { id: 'DeliveryList' });
export type DeliveryList = z.infer<typeof DeliveryListSchema>;

export const TestEventResponseSchema = z
  .object({ eventId: text(100) })
  .register(z.globalRegistry, { id: 'TestEventSent' });
