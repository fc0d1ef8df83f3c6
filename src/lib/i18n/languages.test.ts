import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguage } from '../locale';
import {
  cataloguePreloadScript,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';

const files: Record<Language, string> = {
  nb: '/assets/messages-nb-abc.js',
  en: '/assets/messages-en-def.js',
};

/** Runs the script as the page does, and answers what it preloads. */
function preloaded(): string[] {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is text
  const run = new Function(cataloguePreloadScript(files)) as () => void;
  run();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
});

describe('the catalogue preload of index.html', () => {
  it.each([
    [null, ['nb-NO']],
    [null, ['en-GB', 'nb']],
    [null, []],
    ['en', ['nb-NO']],
    ['nb', ['sv-SE']],
    ['sv', ['nn']],
  ] as const)(
    'with %j kept and a browser in %j, fetches the catalogues the portal opens in',
    (stored, preferred) => {
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(preferred);
      if (stored !== null) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
      expect(preloaded()).toEqual([files[chosenLanguage()]]);
    },
  );

  it('fetches the catalogues of every language kept', () => {
    for (const language of LANGUAGES) {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
      expect(preloaded()).toEqual([files[language]]);
    }
  });
});
