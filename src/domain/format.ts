/**
 * Amounts, percentages and dates for the portal's two languages, in the portal and in the offer
 * the portal server writes for the customer. Formatters are cached: creating an Intl formatter
 * costs far more than using one, and tables format thousands of cells.
 */

import { NORWEGIAN_TIME_ZONE } from './norwegian-time';

/**
 * The Intl locales of the portal's languages (`src/lib/i18n/locale-of-browser.ts`): bokmål, and English
 * of a region (`en-GB`, `en-US` …), whose dates follow the region. English numbers are written one
 * way whatever the region (`1,234.50`), the way the portal reads them (docs/i18n.md).
 */
export type Locale = 'nb-NO' | 'en' | `en-${string}`;

/**
 * The Intl locale each language (`nb`, `en`) writes numbers and dates with where no browser says
 * more (the customer's offer): English is British English, day before month, the 24-hour clock.
 */
export const LOCALE_OF = { nb: 'nb-NO', en: 'en-GB' } as const satisfies Record<string, Locale>;

/** Numbers of any English region are written as `en` writes them: the portal reads no other. */
const numbersOf = (locale: Locale) => (locale.startsWith('en') ? 'en' : locale);

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<Formatter extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  create: () => Formatter,
): Formatter {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter as Formatter;
}

export interface AmountStyle {
  /** With the currency (`60 000,00 kr`, `NOK 60,000.00`) or the figure alone. */
  currency?: boolean;
  /** `always` two decimals, or only `whenNeeded`: `60 000 kr`, but `60 000,50 kr`. */
  decimals?: 'always' | 'whenNeeded';
}

export function formatAmount(
  value: number,
  locale: Locale,
  { currency = true, decimals = 'always' }: AmountStyle = {},
): string {
  return cached(
    `amount:${numbersOf(locale)}:${String(currency)}:${decimals}`,
    () =>
      new Intl.NumberFormat(numbersOf(locale), {
        ...(currency ? { style: 'currency', currency: 'NOK' } : {}),
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(decimals === 'whenNeeded' ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
      }),
  ).format(value);
}

/** `value` is a percentage as the contract carries it: 6.9 means 6.9 %. */
export function formatPercent(value: number, locale: Locale): string {
  return cached(
    `percent:${numbersOf(locale)}`,
    () =>
      new Intl.NumberFormat(numbersOf(locale), {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(value / 100);
}

/** A calendar date (`2026-11-21`) or a date-time (its day in Norway), as a date in the language. */
export function formatDate(value: string, locale: Locale): string {
  const calendarDate = value.length === 10;
  return cached(
    `date:${locale}:${calendarDate}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeZone: calendarDate ? 'UTC' : NORWEGIAN_TIME_ZONE,
      }),
  ).format(new Date(calendarDate ? `${value}T00:00:00Z` : value));
}

/** A moment where the time of day matters (a status change, a save), in Norwegian time. */
export function formatDateTime(value: string, locale: Locale): string {
  return cached(
    `dateTime:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: NORWEGIAN_TIME_ZONE,
      }),
  ).format(new Date(value));
}

/** The time of day only, on the 24-hour clock the dealers use (`14:32`), in Norwegian time. */
export function formatTime(value: string, locale: Locale): string {
  return cached(
    `time:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: NORWEGIAN_TIME_ZONE,
      }),
  ).format(new Date(value));
}
