import type { PaymentTiming } from './annuity-payment';

/**
 * Calendar arithmetic on plain year/month/day numbers: `Date` reads years below 100 as 19xx and
 * brings time zones in, and a due date is a calendar date, nothing more.
 */
export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export const LAST_CALENDAR_YEAR = 9999;

const CALENDAR_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The calendar date a `deliveryDate` names: its first 10 characters, so a date-time with an
 * offset keeps the date the dealer wrote. Undefined when that is not a real date.
 */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = CALENDAR_DATE_PATTERN.exec(value.slice(0, 10));
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** '-MM-DD' for each month and day: formatting a plan's dates is then one concatenation. */
const MONTH_DAY_SUFFIXES = Array.from({ length: 13 }, (_, month) =>
  Array.from(
    { length: 32 },
    (_, day) => `-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
  ),
);

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}${MONTH_DAY_SUFFIXES[month]?.[day] ?? ''}`;
}

/** `months` later, on the same day or the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * The months after delivery at which term `term` (1-based) falls due: terms paid in arrears
 * fall due a term after delivery, terms paid in advance (Leasing) at delivery.
 */
export function monthsUntilDue(term: number, termLength: number, timing: PaymentTiming): number {
  return (timing === 'advance' ? term - 1 : term) * termLength;
}

/**
 * The due date of each term, `YYYY-MM-DD`: delivery + k·m months, each counted from delivery,
 * not chained, so a short month does not shorten the ones after it.
 */
export function dueDates(
  delivery: CalendarDate,
  termCount: number,
  termLength: number,
  timing: PaymentTiming,
): string[] {
  const dates: string[] = [];
  const deliveryMonthIndex = delivery.year * 12 + delivery.month - 1;
  let yearText = '';
  let yearOfText = Number.NaN;
  for (let term = 1; term <= termCount; term++) {
    const monthIndex = deliveryMonthIndex + monthsUntilDue(term, termLength, timing);
    const year = Math.floor(monthIndex / 12);
    const month = monthIndex - year * 12 + 1;
    if (year !== yearOfText) {
      yearText = String(year).padStart(4, '0');
      yearOfText = year;
    }
    const day = Math.min(delivery.day, daysInMonth(year, month));
    dates.push(yearText + (MONTH_DAY_SUFFIXES[month]?.[day] ?? ''));
  }
  return dates;
}
