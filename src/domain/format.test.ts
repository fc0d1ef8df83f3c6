import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatTime,
  LOCALE_OF,
} from './format';

// Intl separates groups with narrow no-break spaces in nb-NO; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format', () => {
  it('formats NOK amounts for nb-NO and en', () => {
    expect(plain(formatAmount(4665.85, 'nb-NO'))).toBe('4 665,85 kr');
    expect(plain(formatAmount(4665.85, 'en'))).toBe('NOK 4,665.85');
  });

  it('formats percentages given as the contract carries them', () => {
    expect(plain(formatPercent(7.12, 'nb-NO'))).toBe('7,12 %');
    expect(formatPercent(7.12, 'en')).toBe('7.12%');
  });

  it('formats calendar dates and date-times as dates', () => {
    expect(formatDate('2027-02-28', 'en')).toBe('Feb 28, 2027');
    expect(formatDate('2027-02-28T10:00:00Z', 'nb-NO')).toBe('28. feb. 2027');
  });

  it('shows a moment in Norwegian time, summer time too, whatever the device’s zone', () => {
    expect(formatDateTime('2026-06-27T10:00:00Z', 'nb-NO')).toBe('27. juni 2026, 12:00');
    expect(formatTime('2026-11-27T13:32:00Z', 'nb-NO')).toBe('14:32');
    // Past midnight in Norway, still the day before in UTC.
    expect(formatDate('2026-11-27T23:30:00Z', 'en-GB')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
  });

  it('writes English dates the way the region does, day first in Britain', () => {
    expect(formatDate('2026-11-27', 'en-GB')).toBe('27 Nov 2026');
    expect(formatDate('2026-11-27', 'en-US')).toBe('Nov 27, 2026');
    expect(formatDateTime('2026-11-27T10:00:00Z', 'en-GB')).toBe('27 Nov 2026, 11:00');
    expect(formatDate('2026-11-27', LOCALE_OF.en)).toBe('27 Nov 2026');
  });

  it('writes English numbers one way in every region, as the portal reads them', () => {
    for (const locale of ['en-GB', 'en-US', 'en-IN', 'en-ZA', 'en-DK'] as const) {
      expect(plain(formatAmount(-1234567.5, locale))).toBe('-NOK 1,234,567.50');
      expect(formatPercent(6.9, locale)).toBe('6.90%');
    }
  });
});
