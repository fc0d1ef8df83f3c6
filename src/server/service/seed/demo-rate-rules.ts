import type { CampaignRecord } from '../rate-rules/campaigns';
import type { FundingInterestRecord } from '../rate-rules/funding-interests';
import { NO_RULES, type SelectionRules } from '../selection/selection-criteria';
import { dayEnd, dayStart } from './demo-dates';

const rules = (overrides: Partial<SelectionRules>): SelectionRules => ({
  ...NO_RULES,
  ...overrides,
});

interface CampaignDraft {
  campaignId: number;
  title: string;
  external: string;
  partner: string;
  /** Validity in days from now: [first day, last day]. */
  days: [number, number];
  rate: number;
  startupFee?: number;
  rules: Partial<SelectionRules>;
}

const norwegian = (value: number, decimals: number) =>
  value.toLocaleString('nb-NO', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });

const campaign = (now: Date, draft: CampaignDraft): CampaignRecord => ({
  campaignId: draft.campaignId,
  description: draft.title,
  // A Norwegian bank's text for the customer's document, numbers written the Norwegian way.
  documentText:
    `${draft.title}. Nominell rente ${norwegian(draft.rate, 2)} % per år` +
    (draft.startupFee === undefined
      ? ''
      : `, etableringsgebyr ${norwegian(draft.startupFee, 0)} kr`) +
    '. Forutsetter bankens kredittgodkjenning. Tilbudet gjelder kontrakter levert i ' +
    'kampanjeperioden.',
  descriptionExternal: draft.external,
  descriptionPartner: draft.partner,
  startDate: dayStart(now, draft.days[0]),
  finishDate: dayEnd(now, draft.days[1]),
  nominalInterestRate: draft.rate,
  startupFee: draft.startupFee ?? null,
  rules: rules(draft.rules),
});

/**
 * Campaigns whose rules differ in every kind, valid around `now` (one expired, one in the
 * future), so the demo shows selection working whenever it is started.
 */
export function demoCampaigns(now: Date): CampaignRecord[] {
  const drafts: CampaignDraft[] = [
    {
      campaignId: 101,
      title: 'Elbilvår',
      external: '2,9 % på nye elbiler',
      partner: 'Nye elbiler til privatkunder, 12 til 84 måneder, uten etableringsgebyr',
      days: [-30, 45],
      rate: 2.9,
      startupFee: 0,
      rules: {
        objectTypes: ['vehicle'],
        objectSubtypes: ['electric vehicle'],
        objectConditions: ['New'],
        customerTypes: ['Private'],
        minTermCount: 12,
        maxTermCount: 84,
      },
    },
    {
      campaignId: 102,
      title: 'Bruktbilukene',
      external: '5,4 % på kvalitetssikrede bruktbiler',
      partner: 'Brukte kjøretøy fra 50 000 til 600 000 kr',
      days: [-10, 20],
      rate: 5.4,
      rules: {
        objectTypes: ['vehicle'],
        objectConditions: ['Used'],
        minPrice: 50_000,
        maxPrice: 600_000,
      },
    },
    {
      campaignId: 103,
      title: 'Båtsesong',
      external: 'Ut på sjøen til 4,5 %',
      partner: 'Båter, inntil 120 måneder; etableringsgebyr 990 kr',
      days: [-5, 120],
      rate: 4.5,
      startupFee: 990,
      rules: { objectTypes: ['boat'], maxTermCount: 120 },
    },
    {
      campaignId: 104,
      title: 'Landbruksmaskiner',
      external: 'Maskinfinansiering for gårdsbruk til 4,2 %',
      partner: 'Landbruk, bedriftskunder, annuitets- eller serielån',
      days: [-60, 180],
      rate: 4.2,
      rules: {
        objectTypes: ['agriculture'],
        customerTypes: ['Business'],
        loanTypes: ['Annuity', 'Serial'],
      },
    },
    {
      campaignId: 105,
      title: 'Anleggsleasing',
      external: 'Lei anleggsmaskiner til 4,9 %',
      partner: 'Anleggsmaskiner, bedriftskunder, bare leasing; etableringsgebyr 2 500 kr',
      days: [-20, 90],
      rate: 4.9,
      startupFee: 2_500,
      rules: {
        objectTypes: ['construction machine'],
        customerTypes: ['Business'],
        loanTypes: ['Leasing'],
      },
    },
    {
      campaignId: 106,
      title: 'Havbruksutstyr',
      external: 'Havbruksfinansiering til 4,4 %',
      partner: 'Havbruk, bedriftskunder, fra 250 000 kr',
      days: [-15, 150],
      rate: 4.4,
      rules: { objectTypes: ['aquaculture'], customerTypes: ['Business'], minPrice: 250_000 },
    },
    {
      campaignId: 107,
      title: 'MC-sesong',
      external: 'Motorsykler til 3,5 %',
      partner: 'Motorsykler inntil 300 000 kr, 12 til 60 måneder; etableringsgebyr 500 kr',
      days: [-7, 30],
      rate: 3.5,
      startupFee: 500,
      rules: { objectSubtypes: ['MC'], maxPrice: 300_000, minTermCount: 12, maxTermCount: 60 },
    },
    {
      campaignId: 108,
      title: 'Nordvik-kampanjen',
      external: '3,9 % hos Nordvik Motor',
      partner: 'Bare forhandler 501, produkt 11 og 12',
      days: [-3, 60],
      rate: 3.9,
      rules: { vendorIds: [501], productIds: [11, 12] },
    },
    {
      campaignId: 109,
      title: 'Bankens standardtilbud',
      external: 'Vårt standardtilbud',
      partner: 'Alle objekter og kunder',
      days: [-365, 365],
      rate: 6.5,
      rules: {},
    },
    {
      campaignId: 110,
      title: 'Sommersalg',
      external: '1,9 % sommersalg (avsluttet)',
      partner: 'Utløpt: kjøretøy',
      days: [-120, -30],
      rate: 1.9,
      rules: { objectTypes: ['vehicle'] },
    },
    {
      campaignId: 111,
      title: 'Elbil neste sesong',
      external: '1,9 % på elbiler neste sesong',
      partner: 'Starter om 30 dager: elbiler',
      days: [30, 120],
      rate: 1.9,
      rules: { objectTypes: ['vehicle'], objectSubtypes: ['electric vehicle'] },
    },
    {
      campaignId: 112,
      title: 'Premiumleasing',
      external: 'Premiumbiler på leasing til 3,2 %',
      partner: 'Kjøretøy fra 800 000 kr, leasing, 24 til 60 måneder',
      days: [-10, 75],
      rate: 3.2,
      rules: {
        objectTypes: ['vehicle'],
        loanTypes: ['Leasing'],
        minPrice: 800_000,
        minTermCount: 24,
        maxTermCount: 60,
      },
    },
  ];
  return drafts.map((draft) => campaign(now, draft));
}

const fundingInterest = (
  now: Date,
  fundingInterestId: number,
  fundingInterestName: string,
  days: [number, number],
  nominalInterestRate: number,
  overrides: Partial<SelectionRules>,
): FundingInterestRecord => ({
  fundingInterestId,
  fundingInterestName,
  startDate: dayStart(now, days[0]),
  finishDate: dayEnd(now, days[1]),
  nominalInterestRate,
  rules: rules(overrides),
});

/** Funding interests with varied rules and windows (one expired, one future). */
export function demoFundingInterests(now: Date): FundingInterestRecord[] {
  return [
    fundingInterest(now, 201, 'Standard kjøretøyfinansiering', [-365, 365], 6.9, {
      objectTypes: ['vehicle'],
    }),
    fundingInterest(now, 202, 'Grønn finansiering', [-90, 90], 4.9, {
      objectTypes: ['vehicle'],
      objectSubtypes: ['electric vehicle'],
    }),
    fundingInterest(now, 203, 'Bedriftsfinansiering', [-180, 180], 5.5, {
      customerTypes: ['Business'],
    }),
    fundingInterest(now, 204, 'Leasingfinansiering', [-30, 200], 5.2, { loanTypes: ['Leasing'] }),
    fundingInterest(now, 205, 'Båtfinansiering', [-60, 60], 6.2, { objectTypes: ['boat'] }),
    fundingInterest(now, 206, 'Kortsiktig finansiering', [-30, 30], 5.0, {
      minTermCount: 1,
      maxTermCount: 36,
    }),
    fundingInterest(now, 207, 'Partner 502-finansiering', [-10, 100], 4.8, {
      vendorIds: [502],
      productIds: [21],
    }),
    fundingInterest(now, 208, 'Finansiering av store objekter', [-20, 120], 4.6, {
      minPrice: 1_000_000,
    }),
    fundingInterest(now, 209, 'Bruktkjøretøyfinansiering', [-5, 40], 7.4, {
      objectTypes: ['vehicle'],
      objectConditions: ['Used'],
      customerTypes: ['Private'],
    }),
    fundingInterest(now, 210, 'Høstfinansiering', [-200, -100], 5.9, {}),
    fundingInterest(now, 211, 'Maskinfinansiering neste sesong', [15, 200], 4.0, {
      objectTypes: ['agriculture', 'construction machine'],
    }),
  ];
}
