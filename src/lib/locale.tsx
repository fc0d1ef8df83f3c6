import { I18nProvider } from '@lingui/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatAmount, formatDate, formatPercent, type Locale } from './format';
import {
  i18n,
  isLoaded,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  localeOfBrowser,
  pickLanguage,
  type Language,
  type Translate,
} from './i18n';

/** The user's choice (remembered), else the browser's language: also sent to the sign-in page. */
export const chosenLanguage = (): Language =>
  pickLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY), window.navigator.languages);

export interface LocaleContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
  /** The Intl locale of the language (English of the browser's region), for formatting beyond
   * the helpers below. */
  locale: Locale;
  /** A message of the catalogues in the chosen language. */
  t: Translate;
  /** Formatters bound to the chosen language. */
  amount: (value: number) => string;
  percent: (value: number) => string;
  date: (value: string) => string;
}

const LocaleContext = createContext<LocaleContextValue | undefined>(undefined);

/** Activates a loaded language: messages, and the page's `lang` for screen readers and print. */
function activate(language: Language): Language {
  i18n.activate(language);
  document.documentElement.lang = language;
  return language;
}

/**
 * The chosen language: words, numbers and dates, NOK throughout. Children render once its
 * catalogue has loaded; a new choice shows when its catalogue has arrived.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(chosenLanguage);
  const [shown, setShown] = useState(() => (isLoaded(wanted) ? activate(wanted) : undefined));

  useEffect(() => {
    let current = true;
    void loadLanguage(wanted).then(() => {
      if (current) setShown(activate(wanted));
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  const value = useMemo<LocaleContextValue | undefined>(() => {
    if (shown === undefined) return undefined;
    const locale = localeOfBrowser(shown, window.navigator.languages);
    return {
      language: shown,
      setLanguage: (next) => {
        window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
        setWanted(next);
      },
      locale,
      t: (id, values) => i18n._(id, values),
      amount: (amountValue) => formatAmount(amountValue, locale),
      percent: (percentValue) => formatPercent(percentValue, locale),
      date: (dateValue) => formatDate(dateValue, locale),
    };
  }, [shown]);

  if (value === undefined) return null;
  return (
    <I18nProvider i18n={i18n}>
      <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
    </I18nProvider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (value === undefined) throw new Error('useLocale is used outside LocaleProvider');
  return value;
}
