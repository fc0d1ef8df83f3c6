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
  it.each([
    // Clamps month ends: 31 January + 1 month is the last day of February.
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2100-01-31', 1, '2100-02-28'],
    ['2000-01-31', 1, '2000-02-29'],
    ['2024-03-31', 1, '2024-04-30'],
    // Moves 29 February a year on to 28 February, four years on to 29 February.
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    // Crosses year ends.
    ['2024-12-31', 1, '2025-01-31'],
    ['2024-11-30', 3, '2025-02-28'],
    // Writes years with four digits.
    ['0099-12-15', 1, '0100-01-15'],
    ['9999-11-30', 1, '9999-12-30'],
  ])('%s + %i months is %s', (start, months, expected) => {
    expect(plus(start, months)).toBe(expected);
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
