// Imports nothing: vite.config.ts builds index.html's first script from this module.

/** The portal's languages, bokmål first: the words and the number and date formats follow one choice. */
export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The language chosen in the header: not personal data, so the browser keeps it. */
export const LANGUAGE_STORAGE_KEY = 'dealer-portal.language';

/**
 * The language the portal opens in: the one chosen in the header (`stored`, as kept under
 * `LANGUAGE_STORAGE_KEY`), else the browser's first language decides: bokmål for any Norwegian
 * (nb, no, nn), else English. It names nothing outside itself: index.html runs its text before
 * the portal's script, to fetch that language's catalogues beside it (cataloguePreloadScript).
 */
export function pickLanguage(stored: string | null, preferred: readonly string[]): Language {
  if (stored === 'nb' || stored === 'en') return stored;
  return /^(nb|no|nn)\b/i.test(preferred[0] ?? '') ? 'nb' : 'en';
}

/**
 * The inline script index.html runs first (added at build, vite.config.ts): it fetches the
 * catalogues of the language the portal will open in beside the page's own script, not after
 * that script has run, which a phone waits for before its first paint. `loadLanguage` then finds
 * them on the way. `files`: each language's catalogue chunk as built, from the site's root.
 */
export function cataloguePreloadScript(files: Record<Language, string>): string {
  // pickLanguage's own text: the page chooses as the portal does, from the same rule.
  const language = `(${pickLanguage.toString()})(localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}), navigator.languages)`;
  return [
    '{',
    `const link = document.createElement('link');`,
    `link.rel = 'modulepreload';`,
    `link.href = ${JSON.stringify(files)}[${language}];`,
    'document.head.append(link);',
    '}',
  ].join('\n');
}
