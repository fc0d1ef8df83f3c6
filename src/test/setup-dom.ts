import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY, loadLanguage } from '../lib/i18n';
import { network, sentRequests } from './network';

// jsdom has no layout and no matchMedia: it is a wide screen where no media query matches.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList;

// Both catalogues are loaded before any test, so a LocaleProvider renders at once in either.
await Promise.all([loadLanguage('en'), loadLanguage('nb')]);

// Tests speak English unless they choose Norwegian (`renderWithLocale`, src/test/render-with-locale.tsx).
beforeEach(() => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  // Also for code outside React (schemas reading numbers), before any LocaleProvider renders.
  i18n.activate('en');
});

beforeAll(() => {
  network.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  sentRequests.length = 0;
});
afterEach(() => {
  cleanup();
  network.resetHandlers();
});
afterAll(() => {
  network.close();
});
