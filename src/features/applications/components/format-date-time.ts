import type { Locale } from '../../../lib/format';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A moment in the status history: the time of day matters there, unlike for most dates. */
export function formatDateTime(value: string, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(value));
}
