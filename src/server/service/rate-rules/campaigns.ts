import type { Campaign, CampaignDefinition, ManagedCampaign } from '../../../domain/contract';
import type { Database } from '../../database';
import type { ManagedOfferTable } from '../offer-management/managed-offer-repository';
import { asContractRules, contractRulesOf } from '../offer-management/offer-rule-changes';
import { announceOfferRulesChanged, cachedOfferRows } from '../selection/offer-rules-cache';
import {
  HELD_RULE_COLUMNS,
  heldRulesOf,
  RULE_COLUMNS,
  rulesMatch,
  ruleValues,
  type HeldRuleRow,
  completeRules,
  type HeldRules,
  type RuleRow,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';
import { isoTimestamp, toNumber } from '../sql';

/** A campaign as stored: the spec's fields, what it grants, and its rules. */
export interface CampaignRecord extends Campaign {
  nominalInterestRate: number;
  startupFee: number | null;
  rules: SelectionRules;
}

interface CampaignRow {
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

interface HeldCampaign {
  campaign: Campaign;
  rules: HeldRules;
  nominalInterestRate: number;
  startupFee: number | null;
}

/** Every campaign, soonest-ending first, from memory unless one changed since (see the cache). */
function heldCampaigns(database: Database): Promise<HeldCampaign[]> {
  return cachedOfferRows(database, 'campaign', async () => {
    const { rows } = await database.query<CampaignRow & HeldRuleRow>(
      `SELECT campaign_id, description, document_text, description_external,
         description_partner, ${isoTimestamp('start_date')} AS start_date,
         ${isoTimestamp('finish_date')} AS finish_date, nominal_interest_rate, startup_fee,
         ${HELD_RULE_COLUMNS}
       FROM campaign ORDER BY finish_date, campaign_id`,
    );
    return rows.map((row) => ({
      campaign: campaignOf(row),
      rules: heldRulesOf(row),
      nominalInterestRate: toNumber(row.nominal_interest_rate),
      startupFee: row.startup_fee === null ? null : toNumber(row.startup_fee),
    }));
  });
}

/** Campaigns valid at the criteria's moment whose rules all match, soonest-ending first. */
export async function searchCampaigns(
  database: Database,
  criteria: SelectionCriteria,
): Promise<Campaign[]> {
  return (await heldCampaigns(database))
    .filter((held) => rulesMatch(held.rules, criteria))
    .map((held) => held.campaign);
}

/** What a campaign grants, and whether it applies to the request; undefined when unknown. */
export async function findCampaignGrant(
  database: Database,
  campaignId: number,
  criteria: SelectionCriteria,
): Promise<
  { applies: boolean; nominalInterestRate: number; startupFee: number | null } | undefined
> {
  const held = (await heldCampaigns(database)).find(
    (each) => each.campaign.campaignId === campaignId,
  );
  if (held === undefined) return undefined;
  return {
    applies: rulesMatch(held.rules, criteria),
    nominalInterestRate: held.nominalInterestRate,
    startupFee: held.startupFee,
  };
}

const CAMPAIGN_COLUMNS = `description, document_text, description_external, description_partner,
  start_date, finish_date, nominal_interest_rate, startup_fee, ${RULE_COLUMNS}`;

type CampaignDefinitionRecord = Omit<CampaignRecord, 'campaignId' | 'rules' | 'startupFee'> & {
  startupFee?: number | null | undefined;
  rules?: Partial<SelectionRules> | undefined;
};

const campaignValues = (campaign: CampaignDefinitionRecord): unknown[] => [
  campaign.description,
  campaign.documentText,
  campaign.descriptionExternal,
  campaign.descriptionPartner,
  campaign.startDate,
  campaign.finishDate,
  campaign.nominalInterestRate,
  campaign.startupFee ?? null,
  ...ruleValues(completeRules(campaign.rules)),
];

/** Campaigns as their administrators see them: every stored field, and the changes. */
export const CAMPAIGN_TABLE: ManagedOfferTable<
  CampaignDefinition,
  Omit<ManagedCampaign, 'history'>,
  CampaignRow & RuleRow
> = {
  kind: 'campaign',
  table: 'campaign',
  completed: (definition) => ({
    ...definition,
    startupFee: definition.startupFee ?? null,
    rules: asContractRules(completeRules(definition.rules)),
  }),
  idColumn: 'campaign_id',
  columns: CAMPAIGN_COLUMNS,
  valuesOf: campaignValues,
  selectList: `campaign_id, description, document_text, description_external,
    description_partner, ${isoTimestamp('start_date')} AS start_date,
    ${isoTimestamp('finish_date')} AS finish_date, nominal_interest_rate, startup_fee,
    ${RULE_COLUMNS}`,
  idOf: (row) => row.campaign_id,
  offerOf: (row) => ({
    ...campaignOf(row),
    nominalInterestRate: toNumber(row.nominal_interest_rate),
    startupFee: row.startup_fee === null ? null : toNumber(row.startup_fee),
    rules: contractRulesOf(row),
  }),
};

export async function insertCampaign(database: Database, campaign: CampaignRecord): Promise<void> {
  await database.query(
    `INSERT INTO campaign (campaign_id, ${CAMPAIGN_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20)`,
    [campaign.campaignId, ...campaignValues(campaign)],
  );
  await announceOfferRulesChanged(database);
}
