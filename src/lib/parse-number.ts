import { formatAmount } from './format';
import { i18n, isLanguage, laterMessage, LOCALE_OF, type Language } from './i18n';

/**
 * Numbers as people type them, read by the habits of the chosen language (docs/i18n.md, "How
 * amounts are read"):
 *
 * - bokmål: `60 000`, `60000`, `60.000`, `60 000,50`, `60.000,50`, `60 000,-`, `kr 60 000`,
 *   `60 000 kr`: a space or a point groups thousands, a comma starts the decimals;
 * - English: `60,000`, `60000`, `60,000.50`, `NOK 60,000`, `60000.5`: a space or a comma groups
 *   thousands, a point starts the decimals.
 *
 * Thousands come in groups of three. A point or comma that cannot group thousands where it stands
 * (`60.5` in bokmål, `60,5` in English) is refused with a message showing an accepted form, never
 * read as something else. `kr`, `NOK`, `,-` and `%` around the number are allowed and ignored.
 */
export type NumberReading =
  | { ok: true; value: number }
  /**
   * `message` is a `laterMessage`: say it with `sayMessage` where the error is shown. `reason`:
   * no number at all, or one written the other language's way (the message shows this one's).
   */
  | { ok: false; reason: 'notANumber' | 'otherLanguage'; message: string };

interface Habits {
  /** Groups thousands besides a space. */
  thousands: '.' | ',';
  decimal: ',' | '.';
}

const HABITS: Record<Language, Habits> = {
  nb: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** The language the portal speaks now; bokmål before any is chosen. */
function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : 'nb';
}

const SPACES = /[\s\u00a0\u202f]+/g;
const SIGN = /^[-+\u2212]/;
/** Marks allowed around the number: currency before or after, `,-` (whole kroner), a percent sign. */
const PREFIX = /^(kr\.?|nok)\s*/i;
const SUFFIX = /\s*(kr\.?|nok|%|,-|,\u2013|\.-)$/i;

/** The number alone: sign kept, currency and percent marks and spaces at the ends taken off. */
function bareNumber(text: string): { negative: boolean; body: string } | undefined {
  let rest = text.replace(SPACES, ' ').trim();
  let sign: string | undefined;
  const takeSign = () => {
    const match = SIGN.exec(rest);
    if (match === null) return;
    if (sign !== undefined) return;
    sign = match[0];
    rest = rest.slice(1).trim();
  };
  takeSign();
  rest = rest.replace(PREFIX, '');
  takeSign();
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(SUFFIX, '');
  }
  if (rest === '') return undefined;
  return { negative: sign === '-' || sign === '\u2212', body: rest };
}

/** The digits of a number written with these habits, or undefined when they do not fit. */
function digitsOf(body: string, { thousands, decimal }: Habits): string | undefined {
  const [whole = '', fraction, ...more] = body.split(decimal);
  if (more.length > 0 || (fraction !== undefined && !/^\d*$/.test(fraction))) return undefined;
  const grouped = [' ', thousands].some((separator) =>
    new RegExp(`^[1-9]\\d{0,2}(${escapeRegExp(separator)}\\d{3})+$`).test(whole),
  );
  if (!grouped && !/^\d*$/.test(whole)) return undefined;
  const integer = whole.replace(/\D/g, '');
  if (integer === '' && (fraction ?? '') === '') return undefined;
  return `${integer === '' ? '0' : integer}.${fraction ?? ''}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const OTHER: Record<Language, Language> = { nb: 'en', en: 'nb' };

/** A number as the given language writes it, as many decimals as it has: an accepted form. */
export function written(value: number, language: Language = activeLanguage()): string {
  return new Intl.NumberFormat(LOCALE_OF[language], { maximumFractionDigits: 20 }).format(value);
}

/** Reads a number typed in the given language (by default the one the portal speaks now). */
export function readNumber(text: string, language: Language = activeLanguage()): NumberReading {
  const bare = bareNumber(text);
  const digits = bare === undefined ? undefined : digitsOf(bare.body, HABITS[language]);
  if (bare === undefined || digits === undefined) {
    // Written the other language's way (`60,5` in English)? Say how to write it here.
    const otherDigits =
      bare === undefined ? undefined : digitsOf(bare.body, HABITS[OTHER[language]]);
    if (otherDigits === undefined)
      return { ok: false, reason: 'notANumber', message: laterMessage('common.number.invalid') };
    return {
      ok: false,
      reason: 'otherLanguage',
      message: laterMessage('common.number.separator', {
        typed: text.trim(),
        accepted: written(Number(otherDigits), language),
      }),
    };
  }
  const magnitude = Number(digits);
  if (!Number.isFinite(magnitude)) {
    return { ok: false, reason: 'notANumber', message: laterMessage('common.number.invalid') };
  }
  // No negative zero: `-0` is simply 0.
  return { ok: true, value: bare.negative && magnitude !== 0 ? -magnitude : magnitude };
}

/**
 * A number typed in one language, written for another (a language switch): `5,5` typed in bokmål
 * becomes `5.5` in English, `60.000,50 kr` becomes `60,000.50 kr`, with the decimals and the marks
 * around the number (`kr`, `%`, `,-`) kept. Text the new language reads as the same number
 * (`350 000`, `60`, `2020`), text the old language does not read as a number, and blank text stay
 * as typed.
 */
export function numberForLanguage(text: string, from: Language, to: Language): string {
  if (from === to || isBlank(text)) return text;
  const before = readNumber(text, from);
  if (!before.ok) return text;
  const after = readNumber(text, to);
  if (after.ok && after.value === before.value) return text;
  const bare = bareNumber(text);
  const digits = bare === undefined ? undefined : digitsOf(bare.body, HABITS[from]);
  if (bare === undefined || digits === undefined) return text;
  const decimals = Math.min(20, digits.split('.')[1]?.length ?? 0);
  const magnitude = new Intl.NumberFormat(LOCALE_OF[to], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: 20,
  }).format(Math.abs(before.value));
  // The sign, the currency and the other marks stand around the number as typed.
  return text.replace(SPACES, ' ').trim().replace(bare.body, magnitude);
}

/** The number typed, or undefined when it cannot be read (see `readNumber` for why). */
export function parseNumber(
  text: string,
  language: Language = activeLanguage(),
): number | undefined {
  const reading = readNumber(text, language);
  return reading.ok ? reading.value : undefined;
}

const comparable = (text: string) =>
  text.replace(SPACES, ' ').trim().replace('\u2212', '-').toLowerCase();

/**
 * "The value as read", to show beside an amount field (`= 60 000 kr`, message
 * `common.amount.asRead`) when the amount typed is written differently from how the portal writes
 * it: `60000`, `60.000` or `60 000,-` give `60 000 kr`; `60 000` or `60 000 kr` give nothing.
 * Undefined too when the field is empty or cannot be read (its error says why).
 */
export function amountAsRead(
  text: string,
  language: Language = activeLanguage(),
): string | undefined {
  if (isBlank(text)) return undefined;
  const reading = readNumber(text, language);
  if (!reading.ok) return undefined;
  const locale = LOCALE_OF[language];
  const asRead = formatAmount(reading.value, locale, { decimals: 'whenNeeded' });
  const sameAsTyped = [
    asRead,
    formatAmount(reading.value, locale),
    formatAmount(reading.value, locale, { currency: false }),
    formatAmount(reading.value, locale, { currency: false, decimals: 'whenNeeded' }),
  ].some((form) => comparable(form) === comparable(text));
  return sameAsTyped ? undefined : asRead;
}

/** True when nothing was typed: an optional field left empty. */
export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}
