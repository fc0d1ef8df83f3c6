import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatPercent } from './format';

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
});
