const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC starting the day `offsetDays` from `now`. */
export function dayStart(now: Date, offsetDays: number): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight + offsetDays * DAY_MS).toISOString();
}

/** The last millisecond of the day `offsetDays` from `now`, UTC. */
export function dayEnd(now: Date, offsetDays: number): string {
  return new Date(Date.parse(dayStart(now, offsetDays + 1)) - 1).toISOString();
}

/** The calendar date `offsetDays` from `now`, `YYYY-MM-DD`. */
export function calendarDay(now: Date, offsetDays: number): string {
  return dayStart(now, offsetDays).slice(0, 10);
}

/** `now` moved by a number of days (fractions allowed). */
export function shiftDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
