import { setupI18n, type Messages } from '@lingui/core';
import { formatAmount, formatPercent, LOCALE_OF, type Locale } from '../format';
import { sharedStart } from '../shared-start';
import { isLanguage, type Language } from './languages';
import type { MessageId, MessageValues } from './message-id';

/**
 * The catalogues of each language, compiled at build time (`?lingui`, see lingui.config.ts) and
 * fetched only when the language is first used: the one not in use never loads.
 */
const CATALOGUES = import.meta.glob<Messages>('../../locales/*/*.json', {
  query: '?lingui',
  import: 'messages',
});

/** The portal's one Lingui instance; React code reaches it through `useLocale`. */
export const i18n = setupI18n();

const loaded = new Set<Language>();
/** Each language's catalogues: whoever asks first (the start-up, the provider) starts the
 * download, the others wait for the same one. */
const loaders = new Map<Language, () => Promise<void>>();

export const isLoaded = (language: Language): boolean => loaded.has(language);

export function loadLanguage(language: Language): Promise<void> {
  let load = loaders.get(language);
  if (load === undefined) {
    load = sharedStart(() => loadCatalogues(language));
    loaders.set(language, load);
  }
  return load();
}

async function loadCatalogues(language: Language): Promise<void> {
  const areas = Object.entries(CATALOGUES).filter(([path]) =>
    path.includes(`/locales/${language}/`),
  );
  const catalogues = await Promise.all(areas.map(([, load]) => load()));
  i18n.load(language, Object.assign({}, ...catalogues) as Messages);
  loaded.add(language);
}

export type Translate = (id: MessageId, values?: MessageValues) => string;

/** A message in the active language, for code outside React (schemas, error texts). */
export const t: Translate = (id, values) => {
  return i18n._(id, values);
};

const VALUES_SEPARATOR = ' ';

/**
 * A message kept as text to be said later, in the language chosen then: for the places that carry
 * only text, like a zod issue or a form error. `sayMessage` turns it into words at render.
 */
export function laterMessage(id: MessageId, values?: MessageValues): string {
  return values === undefined ? id : `${id}${VALUES_SEPARATOR}${JSON.stringify(values)}`;
}

/**
 * The words for a `laterMessage`; any other text (a server's own message) is shown as it is.
 * Values named `…Amount` are kroner and `…Percent` percentages, written as the language of the
 * moment writes them.
 */
function formatValue(name: string, value: unknown, locale: Locale): unknown {
  if (typeof value !== 'number') return value;
  if (name.endsWith('Amount')) return formatAmount(value, locale);
  if (name.endsWith('Percent')) return formatPercent(value, locale);
  return value;
}

export function sayMessage(text: string): string {
  const separator = text.indexOf(VALUES_SEPARATOR);
  const id = separator === -1 ? text : text.slice(0, separator);
  if (i18n.messages[id] === undefined) return text;
  if (separator === -1) return i18n._(id);
  const values = JSON.parse(text.slice(separator + 1)) as MessageValues;
  const locale = LOCALE_OF[isLanguage(i18n.locale) ? i18n.locale : 'nb'];
  return i18n._(
    id,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, formatValue(name, value, locale)]),
    ),
  );
}
