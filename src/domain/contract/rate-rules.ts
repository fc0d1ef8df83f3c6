import { z } from 'zod/mini';
import {
  CUSTOMER_TYPES,
  LOAN_TYPES,
  OBJECT_CONDITIONS,
  OBJECT_SUBTYPES,
  OBJECT_TYPES,
} from './calculation-request';
import { MAX_TERM_COUNT } from './term-limits';
import { CampaignSchema, FundingInterestSchema } from './campaign';
import { amount, dateTime, identifier, text } from './common';

/**
 * The bank's rate rules, campaigns and funding interests: what its campaign administrator sends
 * and reads. The search responses (`campaign.ts`) stay exactly as the spec has them. The names
 * partners see (component ids, descriptions) are older than the word and stay as they are.
 */

const list = <T extends z.ZodMiniType>(item: T) => z.optional(z.array(item).check(z.maxLength(50)));
const termCount = z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(MAX_TERM_COUNT))));
const price = z.optional(z.nullable(amount));

/** Which requests a rate rule applies to: an empty list or an absent bound matches every request. */
export const SelectionRulesSchema = z
  .object({
    objectTypes: list(z.enum(OBJECT_TYPES)),
    objectSubtypes: list(z.enum(OBJECT_SUBTYPES)),
    objectConditions: list(z.enum(OBJECT_CONDITIONS)),
    customerTypes: list(z.enum(CUSTOMER_TYPES)),
    vendorIds: list(identifier),
    productIds: list(identifier),
    loanTypes: list(z.enum(LOAN_TYPES)),
    minPrice: price,
    maxPrice: price,
    minTermCount: termCount,
    maxTermCount: termCount,
  })
  .check(
    z.superRefine((rules, context) => {
      // A rule that no request can satisfy would hide the rate rule for ever: refuse it.
      if (rules.minPrice != null && rules.maxPrice != null && rules.minPrice > rules.maxPrice) {
        context.addIssue({
          code: 'custom',
          path: ['maxPrice'],
          message: 'The highest price must be at least the lowest price, or no request matches',
        });
      }
      if (
        rules.minTermCount != null &&
        rules.maxTermCount != null &&
        rules.minTermCount > rules.maxTermCount
      ) {
        context.addIssue({
          code: 'custom',
          path: ['maxTermCount'],
          message: 'The most terms must be at least the fewest terms, or no request matches',
        });
      }
    }),
  )
  .register(z.globalRegistry, {
    id: 'SelectionRules',
    description:
      'Which calculation requests the offer applies to. Every rule must match; an absent or ' +
      'empty list and an absent bound match every request, and a request that leaves a value ' +
      'out matches no rule restricting it. Answers always give every rule.',
  });
export type SelectionRulesDefinition = z.output<typeof SelectionRulesSchema>;

/** The validity window: the finish after the start. */
const windowed = <
  T extends z.ZodMiniObject<{ startDate: typeof dateTime; finishDate: typeof dateTime }>,
>(
  schema: T,
) =>
  schema.check(
    z.refine((rule) => Date.parse(rule.finishDate) > Date.parse(rule.startDate), {
      path: ['finishDate'],
      message: 'The finish must be after the start',
    }),
  );

const rate = z
  .number()
  .check(z.minimum(0), z.maximum(100))
  .register(z.globalRegistry, { description: 'The nominal rate it grants, % per year' });

const CampaignFieldsSchema = z.object({
  description: text(2000).check(z.minLength(1)),
  documentText: text(4000),
  descriptionExternal: text(2000),
  descriptionPartner: text(2000),
  startDate: dateTime,
  finishDate: dateTime,
  nominalInterestRate: rate,
  startupFee: z.optional(z.nullable(amount)).register(z.globalRegistry, {
    description: 'The startup fee it grants instead of the offer’s; absent keeps the offer’s',
  }),
  rules: z.optional(SelectionRulesSchema),
});

/** `POST /campaign` and `PUT /campaign/{campaignId}`: the whole campaign, as it shall be. */
export const CampaignDefinitionSchema = windowed(CampaignFieldsSchema).register(z.globalRegistry, {
  id: 'CampaignDefinition',
});
export type CampaignDefinition = z.infer<typeof CampaignDefinitionSchema>;

const FundingInterestFieldsSchema = z.object({
  fundingInterestName: text().check(z.minLength(1)),
  startDate: dateTime,
  finishDate: dateTime,
  nominalInterestRate: rate,
  rules: z.optional(SelectionRulesSchema),
});

/** `POST /funding-interest` and `PUT /funding-interest/{fundingInterestId}`. */
export const FundingInterestDefinitionSchema = windowed(FundingInterestFieldsSchema).register(
  z.globalRegistry,
  {
    id: 'FundingInterestDefinition',
  },
);
export type FundingInterestDefinition = z.infer<typeof FundingInterestDefinitionSchema>;

export const RATE_RULE_ACTIONS = ['created', 'changed', 'ended'] as const;

/** One change of a campaign or funding interest: what was done, by which credential, when. */
export const RateRuleChangeSchema = z
  .object({
    action: z.enum(RATE_RULE_ACTIONS),
    changedBy: text(),
    changedAt: dateTime,
    changedFields: z.array(text(100)).register(z.globalRegistry, {
      description: 'What a change changed (`rules.minPrice` for a rule)',
    }),
  })
  // The component's name in the OpenAPI document, which partners' clients are generated from.
  .register(z.globalRegistry, { id: 'OfferRuleChange' });
export type RateRuleChange = z.infer<typeof RateRuleChangeSchema>;

const history = z
  .array(RateRuleChangeSchema)
  .register(z.globalRegistry, { description: 'Every change, oldest first' });

export const ManagedCampaignSchema = z
  .extend(CampaignSchema, {
    ...z.pick(CampaignFieldsSchema, { nominalInterestRate: true }).shape,
    startupFee: z.nullable(amount),
    rules: SelectionRulesSchema,
    history,
  })
  .register(z.globalRegistry, { id: 'ManagedCampaign' });
export type ManagedCampaign = z.infer<typeof ManagedCampaignSchema>;

export const ManagedCampaignListSchema = z
  .object({ campaigns: z.array(ManagedCampaignSchema) })
  .register(z.globalRegistry, { id: 'ManagedCampaignList' });

export const ManagedFundingInterestSchema = z
  .extend(FundingInterestSchema, {
    startDate: dateTime,
    finishDate: dateTime,
    nominalInterestRate: rate,
    rules: SelectionRulesSchema,
    history,
  })
  .register(z.globalRegistry, { id: 'ManagedFundingInterest' });
export type ManagedFundingInterest = z.infer<typeof ManagedFundingInterestSchema>;

export const ManagedFundingInterestListSchema = z
  .object({ fundingInterests: z.array(ManagedFundingInterestSchema) })
  .register(z.globalRegistry, { id: 'ManagedFundingInterestList' });
