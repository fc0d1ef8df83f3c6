import { todayInNorway } from './calculation/today-in-norway';

/** How long an offer the customer takes home holds, unless its campaign ends sooner. */
export const OFFER_VALID_DAYS = 14;

/** `date` (`YYYY-MM-DD`) plus `days` calendar days. */
function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day (`YYYY-MM-DD`, Norwegian calendar) an offer made on `today` is valid: 14 days on,
 * or the day its campaign ends in Norway if that is sooner. `campaignEnds` is the campaign's
 * `finishDate`, a date or a date-time.
 */
export function offerValidUntil(
  today: string,
  campaignEnds?: string,
): { date: string; byCampaign: boolean } {
  const fortnight = addDays(today, OFFER_VALID_DAYS);
  if (campaignEnds === undefined) return { date: fortnight, byCampaign: false };
  const campaignDay =
    campaignEnds.length === 10 ? campaignEnds : todayInNorway(new Date(campaignEnds));
  return campaignDay < fortnight
    ? { date: campaignDay, byCampaign: true }
    : { date: fortnight, byCampaign: false };
}
