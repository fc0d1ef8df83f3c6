/**
 * SQL for a timestamptz column as an ISO 8601 UTC string with milliseconds, e.g.
 * `2025-03-01T09:30:00.000Z`: the same text from PGlite and node-postgres, whatever the session's
 * time zone, and exactly what JavaScript's `toISOString` writes.
 */
export const isoTimestamp = (column: string): string =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A numeric column (money, rates) arrives as a string from both drivers. */
export const toNumber = (value: string | number): number =>
  typeof value === 'number' ? value : Number(value);
