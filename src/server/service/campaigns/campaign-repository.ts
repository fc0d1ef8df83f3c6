import type { Campaign } from '../../../domain/contract';
import type { Database } from '../../database';
import {
  RULE_COLUMNS,
  ruleMatchCondition,
  ruleValues,
  type SelectionCriteria,
  type SelectionRules,
} from '../selection/selection-criteria';
import { isoTimestamp } from '../sql';

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
}

const CAMPAIGN_COLUMNS = `campaign_id, description, document_text, description_external,
  description_partner, ${isoTimestamp('start_date')} AS start_date,
  ${isoTimestamp('finish_date')} AS finish_date`;

const toCampaign = (row: CampaignRow): Campaign => ({
  campaignId: row.campaign_id,
  description: row.description,
  documentText: row.document_text,
  descriptionExternal: row.description_external,
  descriptionPartner: row.description_partner,
  startDate: row.start_date,
  finishDate: row.finish_date,
});

/** Campaigns valid at the criteria's moment whose rules all match, soonest-ending first. */
export async function searchCampaigns(
  database: Database,
  criteria: SelectionCriteria,
): Promise<Campaign[]> {
  const condition = ruleMatchCondition(criteria, 1);
  const { rows } = await database.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM campaign
     WHERE ${condition.sql}
     ORDER BY finish_date, campaign_id`,
    condition.params,
  );
  return rows.map(toCampaign);
}

/** What a campaign grants, and whether it applies to the request; undefined when unknown. */
export async function findCampaignGrant(
  database: Database,
  campaignId: number,
  criteria: SelectionCriteria,
): Promise<
  { applies: boolean; nominalInterestRate: number; startupFee: number | null } | undefined
> {
  const condition = ruleMatchCondition(criteria, 2);
  const { rows } = await database.query<{
    applies: boolean;
    nominal_interest_rate: string;
    startup_fee: string | null;
  }>(
    `SELECT nominal_interest_rate, startup_fee, COALESCE(${condition.sql}, false) AS applies
     FROM campaign WHERE campaign_id = $1::bigint`,
    [campaignId, ...condition.params],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    applies: row.applies,
    nominalInterestRate: Number(row.nominal_interest_rate),
    startupFee: row.startup_fee === null ? null : Number(row.startup_fee),
  };
}

export async function insertCampaign(database: Database, campaign: CampaignRecord): Promise<void> {
  await database.query(
    `INSERT INTO campaign (campaign_id, description, document_text, description_external,
       description_partner, start_date, finish_date, nominal_interest_rate, startup_fee,
       ${RULE_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20)`,
    [
      campaign.campaignId,
      campaign.description,
      campaign.documentText,
      campaign.descriptionExternal,
      campaign.descriptionPartner,
      campaign.startDate,
      campaign.finishDate,
      campaign.nominalInterestRate,
      campaign.startupFee,
      ...ruleValues(campaign.rules),
    ],
  );
}
