import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatAmount, formatDate, formatPercent, LOCALES, type Locale } from './format';

const STORAGE_KEY = 'dealer-portal.locale';

/** The user's earlier choice, else the browser's language: Norwegian for nb, nn and no. */
function initialLocale(): Locale {
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if ((LOCALES as readonly string[]).includes(stored ?? '')) return stored as Locale;
  return /^(nb|nn|no)\b/i.test(window.navigator.language) ? 'nb-NO' : 'en';
}

export interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** Formatters bound to the chosen locale. */
  amount: (value: number) => string;
  percent: (value: number) => string;
  date: (value: string) => string;
}

const LocaleContext = createContext<LocaleContextValue | undefined>(undefined);

/** How numbers and dates are shown: `nb-NO` or `en`, chosen by the user, NOK throughout. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);
  const value = useMemo<LocaleContextValue>(
    () => ({
      locale,
      setLocale: (next) => {
        window.localStorage.setItem(STORAGE_KEY, next);
        document.documentElement.lang = next === 'nb-NO' ? 'nb' : 'en';
        setLocaleState(next);
      },
      amount: (amountValue) => formatAmount(amountValue, locale),
      percent: (percentValue) => formatPercent(percentValue, locale),
      date: (dateValue) => formatDate(dateValue, locale),
    }),
    [locale],
  );
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (value === undefined) throw new Error('useLocale is used outside LocaleProvider');
  return value;
}
