import { describe, expect, test } from 'vitest';
import { PAGE_MESSAGES, pageLanguage } from './messages';

describe('the sign-in pages’ messages', () => {
  test('have the same keys in both languages, none left empty or untranslated', () => {
    const { nb, en } = PAGE_MESSAGES;
    expect(Object.keys(nb).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const norwegian = nb[key as keyof typeof nb];
      expect(norwegian.trim()).not.toBe('');
      expect(english.trim()).not.toBe('');
      // Words shared by both languages (Diesel-like) are fine only where they really are shared.
      if (!['errorCode'].includes(key))
        expect({ key, norwegian }).not.toEqual({ key, norwegian: english });
    }
  });
});

describe('pageLanguage', () => {
  test.each([
    ['en', 'nb-NO,nb;q=0.9', 'en'],
    ['nb', 'en-GB,en;q=0.9', 'nb'],
    ['sv en', undefined, 'en'],
    ['fr', 'nn-NO', 'nb'],
    [undefined, 'en-GB,en;q=0.9', 'en'],
    [undefined, 'de;q=0.9,en;q=0.8,nb;q=0.95', 'nb'],
    [undefined, 'no', 'nb'],
    [undefined, 'de-DE', 'nb'],
    [undefined, '*', 'nb'],
    [undefined, undefined, 'nb'],
    [42, 'en', 'en'],
  ])('ui_locales %j with Accept-Language %j speaks %s', (uiLocales, acceptLanguage, language) => {
    expect(pageLanguage(uiLocales, acceptLanguage)).toBe(language);
  });
});
