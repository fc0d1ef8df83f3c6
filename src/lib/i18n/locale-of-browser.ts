import { LOCALE_OF, type Locale } from '../format';
import type { Language } from './languages';

/**
 * The Intl locale the portal writes a language's numbers and dates with, for this browser: English
 * follows the region of the browser's first language when that is English (`en-GB` → 27 Nov 2026,
 * `en-US` → Nov 27, 2026), else it is British English, day before month (`LOCALE_OF`). Numbers are
 * written the same in every English region (src/domain/format.ts).
 */
export function localeOfBrowser(language: Language, preferred: readonly string[]): Locale {
  if (language !== 'en') return LOCALE_OF[language];
  const first = preferred[0] ?? '';
  if (!/^en-([a-z]{2}|\d{3})$/i.test(first)) return LOCALE_OF.en;
  const [supported] = Intl.DateTimeFormat.supportedLocalesOf(Intl.getCanonicalLocales(first));
  return supported?.startsWith('en-') === true ? (supported as Locale) : LOCALE_OF.en;
}
