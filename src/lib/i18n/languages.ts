import { LOCALE_OF } from '../format';

/** The portal's languages, bokmål first: the words and the number and date formats follow one choice. */
export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The Intl locale a language formats numbers and dates with. */
export { LOCALE_OF };

/** The browser's first language decides: bokmål for any Norwegian (nb, no, nn), else English. */
export function languageOfBrowser(preferred: readonly string[]): Language {
  return /^(nb|no|nn)\b/i.test(preferred[0] ?? '') ? 'nb' : 'en';
}
