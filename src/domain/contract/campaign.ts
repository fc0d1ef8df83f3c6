import { z } from 'zod';
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
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignSearchResponseSchema = z
  .object({ campaigns: z.array(CampaignSchema) })
  .meta({ id: 'CampaignSearchResponse' });
export type CampaignSearchResponse = z.infer<typeof CampaignSearchResponseSchema>;

export const FundingInterestSchema = z
  .object({
    fundingInterestId: identifier,
    fundingInterestName: text(),
  })
  .meta({ id: 'FundingInterest' });
export type FundingInterest = z.infer<typeof FundingInterestSchema>;

export const FundingInterestSearchResponseSchema = z
  .object({
    fundingInterests: z.array(FundingInterestSchema),
  })
  .meta({ id: 'FundingInterestSearchResponse' });
export type FundingInterestSearchResponse = z.infer<typeof FundingInterestSearchResponseSchema>;
