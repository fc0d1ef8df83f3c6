import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from './format';
import { i18n, LANGUAGES, LOCALE_OF, sayMessage, type Language } from './i18n';
import { amountAsRead, isBlank, numberForLanguage, parseNumber, readNumber } from './parse-number';

// Intl writes no-break spaces; the expectations are written with plain ones.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** The words of a refusal, in the language the number was typed in. */
function refusal(text: string, language: Language): string {
  const reading = readNumber(text, language);
  if (reading.ok) throw new Error(`${text} was read as ${reading.value}`);
  i18n.activate(language);
  return plain(sayMessage(reading.message)) ?? '';
}

afterEach(() => {
  i18n.activate('en');
});

/** What people type in each language: read as a number, refused with a hint, or not a number. */
const TYPED: Record<
  Language,
  {
    reads: [string, number][];
    refusedWithHint: [string, string][];
    notNumbers: string[];
    notANumber: string;
  }
> = {
  nb: {
    reads: [
      ['60 000', 60_000],
      ['60000', 60_000],
      ['60.000', 60_000],
      ['60 000,-', 60_000],
      ['60.000,-', 60_000],
      ['60 000,50', 60_000.5],
      ['60.000,50', 60_000.5],
      ['kr 60 000', 60_000],
      ['kr 60 000,-', 60_000],
      ['60 000 kr', 60_000],
      ['60 000 kr.', 60_000],
      ['NOK 60 000', 60_000],
      ['1.234.567,89', 1_234_567.89],
      ['1 234 567', 1_234_567],
      ['60\u00a0000,00\u00a0kr', 60_000],
      ['\u2212450,25 kr', -450.25],
      ['-1,5', -1.5],
      ['6,9', 6.9],
      ['6,9 %', 6.9],
      ['0,5', 0.5],
      [',5', 0.5],
      ['10,', 10],
      ['  12  ', 12],
      ['0', 0],
      ['-0', 0],
    ],
    refusedWithHint: [
      ['60.5', 'som i 60,5'],
      ['6.9', 'som i 6,9'],
      ['60.000.5', 'Skriv et tall'],
      ['350000.50', 'som i 350 000,5'],
      ['1,234.50', 'som i 1 234,5'],
      ['0.500', 'som i 0,5'],
    ],
    notNumbers: [
      '',
      ' ',
      'kr',
      'abc',
      '12a',
      '6 0000',
      '60 00',
      '12,3,4',
      '1.2.3,4',
      '--1',
      '1e5',
      'NaN',
    ],
    notANumber: 'Skriv et tall, for eksempel 350 000 eller 350 000,50',
  },
  en: {
    reads: [
      ['60,000', 60_000],
      ['60000', 60_000],
      ['60 000', 60_000],
      ['60,000.50', 60_000.5],
      ['60000.5', 60_000.5],
      ['NOK 60,000', 60_000],
      ['NOK 60,000.00', 60_000],
      ['60,000 kr', 60_000],
      ['-NOK 1,234,567.89', -1_234_567.89],
      ['1,234,567', 1_234_567],
      ['6.9', 6.9],
      ['6.9%', 6.9],
      ['.5', 0.5],
    ],
    refusedWithHint: [
      ['60,5', 'as in 60.5'],
      ['6,9', 'as in 6.9'],
      ['60.000,50', 'as in 60,000.5'],
      ['1,2345', 'as in 1.2345'],
      ['60,00', 'as in 60'],
    ],
    notNumbers: ['', 'NOK', 'abc', '60,000,5', '1.2.3', '1e5'],
    notANumber: 'Enter a number, like 350,000 or 350,000.50',
  },
};

describe.each([
  ['bokmål', 'nb'],
  ['English', 'en'],
] as const)('readNumber in %s', (_name, language) => {
  const typed = TYPED[language];

  it.each(typed.reads)('reads %j as %d', (text, value) => {
    expect(readNumber(text, language)).toEqual({ ok: true, value });
  });

  it.each(typed.refusedWithHint)('refuses %j, showing how to write it', (text, shown) => {
    expect(refusal(text, language)).toContain(shown);
  });

  it.each(typed.notNumbers)('refuses %j as not a number', (text) => {
    expect(refusal(text, language)).toBe(typed.notANumber);
  });
});

describe('reading back what the portal writes', () => {
  const cents = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
  const styles = fc.record({
    currency: fc.boolean(),
    decimals: fc.constantFrom('always' as const, 'whenNeeded' as const),
  });

  it.each(LANGUAGES)('reads every amount formatted in %s as itself', (language) => {
    fc.assert(
      fc.property(cents, styles, (amountInCents, style) => {
        const value = amountInCents / 100;
        const text = formatAmount(value, LOCALE_OF[language], style);
        expect(readNumber(text, language)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('parseNumber', () => {
  it('reads in the language the portal speaks now', () => {
    i18n.activate('nb');
    expect(parseNumber('60.000')).toBe(60_000);
    i18n.activate('en');
    expect(parseNumber('60.000')).toBe(60);
    expect(parseNumber('60,5')).toBeUndefined();
  });
});

describe('numberForLanguage', () => {
  it.each([
    ['5,5', 'nb', 'en', '5.5'],
    ['5.5', 'en', 'nb', '5,5'],
    ['60.000', 'nb', 'en', '60,000'],
    ['60,000', 'en', 'nb', '60 000'],
    ['60.000,50 kr', 'nb', 'en', '60,000.50 kr'],
    ['-1 234,5', 'nb', 'en', '-1,234.5'],
    ['6,9 %', 'nb', 'en', '6.9 %'],
    ['60.000,-', 'nb', 'en', '60,000,-'],
  ] as const)('rewrites %j typed in %s for %s as %j', (text, from, to, rewritten) => {
    expect(plain(numberForLanguage(text, from, to))).toBe(rewritten);
    expect(readNumber(numberForLanguage(text, from, to), to)).toEqual(readNumber(text, from));
  });

  it.each([
    ['350 000', 'nb', 'en'],
    ['2020', 'en', 'nb'],
    ['60', 'nb', 'en'],
    ['', 'nb', 'en'],
    ['abc', 'nb', 'en'],
    ['5.5', 'nb', 'en'],
    ['1.2.3', 'en', 'nb'],
    ['5,5', 'nb', 'nb'],
  ] as const)('leaves %j typed in %s as it is for %s', (text, from, to) => {
    expect(numberForLanguage(text, from, to)).toBe(text);
  });

  it.each([
    ['nb', 'en'],
    ['en', 'nb'],
  ] as const)('keeps every amount written in %s when switching to %s', (from, to) => {
    const cents = fc.integer({ min: -1_000_000_000_00, max: 1_000_000_000_00 });
    fc.assert(
      fc.property(cents, fc.boolean(), (amountInCents, currency) => {
        const value = amountInCents / 100;
        const text = formatAmount(value, LOCALE_OF[from], { currency });
        expect(readNumber(numberForLanguage(text, from, to), to)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('amountAsRead', () => {
  it.each([
    ['60000', 'nb', '60 000 kr'],
    ['60.000', 'nb', '60 000 kr'],
    ['60 000,-', 'nb', '60 000 kr'],
    ['kr 60 000,50', 'nb', '60 000,50 kr'],
    ['60000', 'en', 'NOK 60,000'],
    ['60000.5', 'en', 'NOK 60,000.50'],
  ] as const)('shows %j in %s as %j', (text, language, shown) => {
    expect(plain(amountAsRead(text, language))).toBe(shown);
  });

  it.each([
    ['60 000', 'nb'],
    ['60 000 kr', 'nb'],
    ['60 000,00', 'nb'],
    ['60,000', 'en'],
    ['NOK 60,000.00', 'en'],
    ['', 'nb'],
    ['60.5', 'nb'],
  ] as const)('shows nothing for %j in %s: as written, empty or refused', (text, language) => {
    expect(amountAsRead(text, language)).toBeUndefined();
  });
});

describe('isBlank', () => {
  it('treats empty and whitespace as blank', () => {
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank('0')).toBe(false);
  });
});
