import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LANGUAGE_STORAGE_KEY, type Language } from '../lib/i18n';
import { LocaleProvider } from '../lib/locale';

interface RenderWithLocaleOptions extends RenderOptions {
  /** The language chosen in the header; English unless a test says otherwise. */
  language?: Language;
}

/** Renders as the portal does: under `LocaleProvider`, in the language given (default English). */
export function renderWithLocale(
  ui: ReactElement,
  { language = 'en', wrapper: Inner, ...options }: RenderWithLocaleOptions = {},
) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider>{Inner === undefined ? children : <Inner>{children}</Inner>}</LocaleProvider>
  );
  return render(ui, { ...options, wrapper: Wrapper });
}
