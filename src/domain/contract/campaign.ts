import { z } from 'zod/mini';
import { dateTime, identifier, text } from './common';

/** A campaign as the spec's search response shows it: exactly these fields. */
export const CampaignSchema = z
  .object({
    campaignId: identifier,
    description: text(2000),
    documentText: text(4000),
    descriptionExternal: text(2000),
    descriptionPartner: text(2000),
    startDate: dateTime,
    finishDate: dateTime,
  })
  .register(z.globalRegistry, { id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignSearchResponseSchema = z
  .object({ campaigns: z.array(CampaignSchema) })
  .register(z.globalRegistry, { id: 'CampaignSearchResponse' });
export type CampaignSearchResponse = z.infer<typeof CampaignSearchResponseSchema>;

export const FundingInterestSchema = z
  .object({
    fundingInterestId: identifier,
    fundingInterestName: text(),
  })
  .register(z.globalRegistry, { id: 'FundingInterest' });
export type FundingInterest = z.infer<typeof FundingInterestSchema>;

export const FundingInterestSearchResponseSchema = z
  .object({
    fundingInterests: z.array(FundingInterestSchema),
  })
  .register(z.globalRegistry, { id: 'FundingInterestSearchResponse' });
export type FundingInterestSearchResponse = z.infer<typeof FundingInterestSearchResponseSchema>;
