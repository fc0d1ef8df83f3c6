import type { Language } from './i18n';

/** How a value is written to a CSV file: the kind of figure it is. */
export type CsvKind = 'text' | 'amount' | 'count' | 'date';

/** A value of a list's cell, as sorting and the CSV file read it. */
export type CellValue = string | number | null;

/**
 * Excel reads a CSV file by the computer's regional settings: in Norway the decimal mark is a
 * comma, so the fields are separated by semicolons; in English by commas.
 */
const SEPARATOR: Record<Language, string> = { nb: ';', en: ',' };

const decimals = (language: Language, digits: number) =>
  new Intl.NumberFormat(language === 'nb' ? 'nb-NO' : 'en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });

/** `2026-11-21` (or a date-time) as the language writes a date in a spreadsheet. */
function csvDate(value: string, language: Language): string {
  const day = value.length === 10 ? value : new Date(value).toISOString().slice(0, 10);
  if (language === 'en') return day;
  const [year, month, date] = day.split('-');
  return `${date ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/** One field: numbers and dates in the language's format, anything else as text. */
export function csvValue(value: CellValue, kind: CsvKind, language: Language): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    return kind === 'amount'
      ? decimals(language, 2).format(value)
      : decimals(language, 0).format(value);
  }
  return kind === 'date' ? csvDate(value, language) : value;
}

/**
 * A field as CSV writes it: quoted where it holds a separator, a quote or a line break; a text
 * that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`) starts with an apostrophe.
 */
function field(text: string, separator: string, kind: CsvKind): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /["\r\n]/.test(safe) || safe.includes(separator)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}

export interface CsvColumn<Row> {
  header: string;
  kind: CsvKind;
  value: (row: Row) => CellValue;
}

/**
 * A list as a CSV file Excel opens as it is: UTF-8 with a byte order mark (else Excel reads
 * "Bokmål" as "BokmÃ¥l"), lines ended by CRLF, numbers and dates as the language writes them.
 */
export function csvText<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  language: Language,
): string {
  const separator = SEPARATOR[language];
  const line = (fields: string[]) => fields.join(separator);
  const lines = [
    line(columns.map((column) => field(column.header, separator, 'text'))),
    ...rows.map((row) =>
      line(
        columns.map((column) =>
          field(csvValue(column.value(row), column.kind, language), separator, column.kind),
        ),
      ),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
