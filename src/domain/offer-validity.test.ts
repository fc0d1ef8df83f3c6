import { describe, expect, it } from 'vitest';
import { offerValidUntil } from './offer-validity';

describe('offerValidUntil', () => {
  it('is 14 days on, across a month and a year', () => {
    expect(offerValidUntil('2026-11-23')).toEqual({ date: '2026-12-07', byCampaign: false });
    expect(offerValidUntil('2026-12-25')).toEqual({ date: '2027-01-08', byCampaign: false });
  });

  it('is the campaign’s last day in Norway when the campaign ends sooner', () => {
    // 23:30 UTC on 30 November is already 1 December in Oslo.
    expect(offerValidUntil('2026-11-23', '2026-11-30T23:30:00Z')).toEqual({
      date: '2026-12-01',
      byCampaign: true,
    });
    expect(offerValidUntil('2026-11-23', '2026-11-28')).toEqual({
      date: '2026-11-28',
      byCampaign: true,
    });
  });

  it('stays 14 days when the campaign runs longer', () => {
    expect(offerValidUntil('2026-11-23', '2026-12-31T23:59:59+01:00')).toEqual({
      date: '2026-12-07',
      byCampaign: false,
    });
  });
});
