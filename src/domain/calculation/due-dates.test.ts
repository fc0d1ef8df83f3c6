import { describe, expect, it } from 'vitest';
import {
  addMonths,
  daysInMonth,
  dueDates,
  formatCalendarDate,
  isLeapYear,
  parseCalendarDate,
  type CalendarDate,
} from './due-dates';

const date = (value: string): CalendarDate => {
  const parsed = parseCalendarDate(value);
  if (parsed === undefined) throw new Error(`not a date: ${value}`);
  return parsed;
};
const plus = (value: string, months: number) => formatCalendarDate(addMonths(date(value), months));

describe('parseCalendarDate', () => {
  it('reads a plain date', () => {
    expect(parseCalendarDate('2024-01-31')).toEqual({ year: 2024, month: 1, day: 31 });
  });

  it('keeps the calendar date of a date-time, whatever its offset', () => {
    expect(parseCalendarDate('2024-01-31T23:30:00-05:00')).toEqual({
      year: 2024,
      month: 1,
      day: 31,
    });
    expect(parseCalendarDate('2024-03-01T00:15:00+14:00')).toEqual({
      year: 2024,
      month: 3,
      day: 1,
    });
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '24-01-01', 'tomorrow', ''])(
    'rejects %j',
    (value) => {
      expect(parseCalendarDate(value)).toBeUndefined();
    },
  );
});

describe('leap years and month lengths', () => {
  it('follows the Gregorian rules', () => {
    expect([2023, 2024, 1900, 2000, 2100, 0].map(isLeapYear)).toEqual([
      false,
      true,
      false,
      true,
      false,
      true,
    ]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });
});

describe('addMonths', () => {
  it('clamps month ends: 31 January + 1 month is the last day of February', () => {
    expect(plus('2024-01-31', 1)).toBe('2024-02-29');
    expect(plus('2023-01-31', 1)).toBe('2023-02-28');
    expect(plus('2100-01-31', 1)).toBe('2100-02-28');
    expect(plus('2000-01-31', 1)).toBe('2000-02-29');
    expect(plus('2024-03-31', 1)).toBe('2024-04-30');
  });

  it('moves 29 February a year on to 28 February, four years on to 29 February', () => {
    expect(plus('2024-02-29', 12)).toBe('2025-02-28');
    expect(plus('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('crosses year ends', () => {
    expect(plus('2024-12-31', 1)).toBe('2025-01-31');
    expect(plus('2024-11-30', 3)).toBe('2025-02-28');
  });

  it('writes years with four digits', () => {
    expect(plus('0099-12-15', 1)).toBe('0100-01-15');
    expect(plus('9999-11-30', 1)).toBe('9999-12-30');
  });
});

describe('dueDates', () => {
  const delivery = date('2024-08-31');

  it('counts each due date from delivery, so a short month does not shorten later ones', () => {
    expect(dueDates(delivery, 6, 1, 'arrears')).toEqual([
      '2024-09-30',
      '2024-10-31',
      '2024-11-30',
      '2024-12-31',
      '2025-01-31',
      '2025-02-28',
    ]);
  });

  it.each([
    [3, ['2024-11-30', '2025-02-28', '2025-05-31']],
    [6, ['2025-02-28', '2025-08-31', '2026-02-28']],
    [12, ['2025-08-31', '2026-08-31', '2027-08-31']],
  ])('steps %i months per term', (termLength, expected) => {
    expect(dueDates(delivery, 3, termLength, 'arrears')).toEqual(expected);
  });

  it('starts a lease (payments in advance) on the delivery date', () => {
    expect(dueDates(delivery, 3, 3, 'advance')).toEqual(['2024-08-31', '2024-11-30', '2025-02-28']);
  });

  it('follows leap years over a long plan', () => {
    const dates = dueDates(date('2023-02-28'), 600, 1, 'arrears');
    expect(dates).toHaveLength(600);
    expect(dates.filter((due) => due.endsWith('-02-29'))).toEqual([]);
    expect(
      dueDates(date('2024-01-29'), 49, 1, 'arrears').filter((due) => due.includes('-02-')),
    ).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
  });

  it('agrees with addMonths for every term', () => {
    const start = date('2024-01-31');
    const expected = Array.from({ length: 40 }, (_, index) => plus('2024-01-31', 3 * (index + 1)));
    expect(dueDates(start, 40, 3, 'arrears')).toEqual(expected);
  });
});
