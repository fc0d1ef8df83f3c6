import { z } from 'zod';
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

const list = <T extends z.ZodType>(item: T) => z.array(item).max(50).optional();
const termCount = z.int().min(1).max(MAX_TERM_COUNT).nullable().optional();
const price = amount.nullable().optional();

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
  .superRefine((rules, context) => {
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
  })
  .meta({
    id: 'SelectionRules',
    description:
      'Which calculation requests the offer applies to. Every rule must match; an absent or ' +
      'empty list and an absent bound match every request, and a request that leaves a value ' +
      'out matches no rule restricting it. Answers always give every rule.',
  });
export type SelectionRulesDefinition = z.output<typeof SelectionRulesSchema>;

/** The validity window: the finish after the start. */
const windowed = <
  T extends z.ZodObject<{ startDate: typeof dateTime; finishDate: typeof dateTime }>,
>(
  schema: T,
) =>
  schema.refine((rule) => Date.parse(rule.finishDate) > Date.parse(rule.startDate), {
    path: ['finishDate'],
    message: 'The finish must be after the start',
  });

const rate = z
  .number()
  .min(0)
  .max(100)
  .meta({ description: 'The nominal rate it grants, % per year' });

const CampaignFieldsSchema = z.object({
  description: text(2000).min(1),
  documentText: text(4000),
  descriptionExternal: text(2000),
  descriptionPartner: text(2000),
  startDate: dateTime,
  finishDate: dateTime,
  nominalInterestRate: rate,
  startupFee: amount.nullable().optional().meta({
    description: 'The startup fee it grants instead of the offer’s; absent keeps the offer’s',
  }),
  rules: SelectionRulesSchema.optional(),
});

/** `POST /campaign` and `PUT /campaign/{campaignId}`: the whole campaign, as it shall be. */
export const CampaignDefinitionSchema = windowed(CampaignFieldsSchema).meta({
  id: 'CampaignDefinition',
});
export type CampaignDefinition = z.infer<typeof CampaignDefinitionSchema>;

const FundingInterestFieldsSchema = z.object({
  fundingInterestName: text().min(1),
  startDate: dateTime,
  finishDate: dateTime,
  nominalInterestRate: rate,
  rules: SelectionRulesSchema.optional(),
});

/** `POST /funding-interest` and `PUT /funding-interest/{fundingInterestId}`. */
export const FundingInterestDefinitionSchema = windowed(FundingInterestFieldsSchema).meta({
  id: 'FundingInterestDefinition',
});
export type FundingInterestDefinition = z.infer<typeof FundingInterestDefinitionSchema>;

export const RATE_RULE_ACTIONS = ['created', 'changed', 'ended'] as const;

/** One change of a campaign or funding interest: what was done, by which credential, when. */
export const RateRuleChangeSchema = z
  .object({
    action: z.enum(RATE_RULE_ACTIONS),
    changedBy: text(),
    changedAt: dateTime,
    changedFields: z
      .array(text(100))
      .meta({ description: 'What a change changed (`rules.minPrice` for a rule)' }),
  })
  // The component's name in the OpenAPI document, which partners' clients are generated from.
  .meta({ id: 'OfferRuleChange' });
export type RateRuleChange = z.infer<typeof RateRuleChangeSchema>;

const history = z.array(RateRuleChangeSchema).meta({ description: 'Every change, oldest first' });

export const ManagedCampaignSchema = CampaignSchema.extend({
  ...CampaignFieldsSchema.pick({ nominalInterestRate: true }).shape,
  startupFee: amount.nullable(),
  rules: SelectionRulesSchema,
  history,
}).meta({ id: 'ManagedCampaign' });
export type ManagedCampaign = z.infer<typeof ManagedCampaignSchema>;

export const ManagedCampaignListSchema = z
  .object({ campaigns: z.array(ManagedCampaignSchema) })
  .meta({ id: 'ManagedCampaignList' });

export const ManagedFundingInterestSchema = FundingInterestSchema.extend({
  startDate: dateTime,
  finishDate: dateTime,
  nominalInterestRate: rate,
  rules: SelectionRulesSchema,
  history,
}).meta({ id: 'ManagedFundingInterest' });
export type ManagedFundingInterest = z.infer<typeof ManagedFundingInterestSchema>;

export const ManagedFundingInterestListSchema = z
  .object({ fundingInterests: z.array(ManagedFundingInterestSchema) })
  .meta({ id: 'ManagedFundingInterestList' });
