/**
 * A number as a dealer types it, in Norwegian or English habits: `350 000`, `350000,50`,
 * `350000.50`, `350 000,50`, `-1,5`, `6,9 %`. Spaces (also the no-break spaces Intl inserts)
 * group thousands; one comma or one point is the decimal separator. Anything else is not a number
 * and gives `undefined`, never a guess: `1,234.50`, `1.234,50` and `12,3,4` are ambiguous or wrong.
 */
export function parseNumber(text: string): number | undefined {
  const compact = text
    .trim()
    .replace(/\s*%$/, '')
    .replace(/[\s\u00a0\u202f]+/g, '');
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** True when nothing was typed: an optional field left empty. */
export function isBlank(text: string | undefined): boolean {
  return text === undefined || text.trim() === '';
}
