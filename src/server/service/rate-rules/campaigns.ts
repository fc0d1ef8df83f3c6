import type { Campaign, ManagedCampaign } from '../../../domain/contract';
import { recordEvent } from '../events/record-event';
import type { SelectionRules } from '../selection/selection-criteria';
import { isoTimestamp, toNumber } from '../sql';
import type { RateRuleDefinition, RateRuleTable } from './rate-rule-repository';

/** A campaign as stored: the spec's fields, what it grants, and its rules. */
export interface CampaignRecord extends Campaign {
  nominalInterestRate: number;
  startupFee: number | null;
  rules: SelectionRules;
}

/** A campaign as it is written: an administrator's definition, or a record of the demo data. */
export type CampaignFields = Omit<CampaignRecord, 'campaignId' | 'rules' | 'startupFee'> & {
  startupFee?: number | null | undefined;
  rules?: RateRuleDefinition['rules'];
};

export interface CampaignRow {
  campaign_id: number;
  description: string;
  document_text: string;
  description_external: string;
  description_partner: string;
  start_date: string;
  finish_date: string;
  nominal_interest_rate: string | number;
  startup_fee: string | number | null;
}

/** The campaign as the spec's search answers show it. */
const campaignOf = (row: CampaignRow): Campaign => ({
  campaignId: row.campaign_id,
  description: row.description,
  documentText: row.document_text,
  descriptionExternal: row.description_external,
  descriptionPartner: row.description_partner,
  startDate: row.start_date,
  finishDate: row.finish_date,
});

/** What a calculation takes from a campaign, and its administrators read (with the rules). */
export type CampaignRule = Omit<ManagedCampaign, 'history' | 'rules'>;

/** Campaigns: each grants a rate and, where it names one, a startup fee. */
export const CAMPAIGNS: RateRuleTable<CampaignFields, Campaign, CampaignRule, CampaignRow> = {
  kind: 'campaign',
  noun: 'campaign',
  table: 'campaign',
  idColumn: 'campaign_id',
  columns: `description, document_text, description_external, description_partner,
    start_date, finish_date, nominal_interest_rate, startup_fee`,
  valuesOf: (campaign) => [
    campaign.description,
    campaign.documentText,
    campaign.descriptionExternal,
    campaign.descriptionPartner,
    campaign.startDate,
    campaign.finishDate,
    campaign.nominalInterestRate,
    campaign.startupFee ?? null,
  ],
  completed: (definition) => ({ ...definition, startupFee: definition.startupFee ?? null }),
  selectList: `campaign_id, description, document_text, description_external,
    description_partner, ${isoTimestamp('start_date')} AS start_date,
    ${isoTimestamp('finish_date')} AS finish_date, nominal_interest_rate, startup_fee`,
  idOf: (campaign) => campaign.campaignId,
  answerOf: campaignOf,
  ruleOf: (row) => ({
    ...campaignOf(row),
    nominalInterestRate: toNumber(row.nominal_interest_rate),
    startupFee: row.startup_fee === null ? null : toNumber(row.startup_fee),
  }),
  recordChanged: (tx, campaignId, change, at) =>
    recordEvent(tx, 'campaign.changed', { campaignId, change }, at),
};
