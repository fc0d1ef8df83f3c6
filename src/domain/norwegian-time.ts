/**
 * Norway's time zone: a moment is shown, and a time without offset read, as Norwegian time
 * whatever the device's zone, since the bank's days are Norway's.
 */
export const NORWEGIAN_TIME_ZONE = 'Europe/Oslo';

/** `YYYY-MM-DDTHH:mm[:ss[.fraction]]` with no offset: a local date-time. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
/** An offset written without a colon (`+0100`), which ISO 8601 allows too. */
const OFFSET_WITHOUT_COLON = /([+-]\d{2})(\d{2})$/;

const osloOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: NORWEGIAN_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes Oslo is ahead of UTC at the instant `utcMillis`. */
function osloOffsetMinutes(utcMillis: number): number {
  const name = osloOffset.formatToParts(utcMillis).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
};

/**
 * A date-time without offset is Norwegian local time: it gets the offset Europe/Oslo has then
 * (`2026-12-01T00:00:00` → `2026-12-01T00:00:00+01:00`, summer time `+02:00`). An offset
 * without a colon gets one. Anything else is returned as it was.
 */
export function osloLocalToOffset(text: string): string {
  const local = LOCAL_DATE_TIME.exec(text);
  if (local === null) {
    return text.includes('T') ? text.replace(OFFSET_WITHOUT_COLON, '$1:$2') : text;
  }
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = local.slice(1, 6).map(Number);
  const seconds = local[6];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, Number(seconds ?? 0));
  // The offset at the local time read as UTC, corrected once for a change of offset between.
  const guess = osloOffsetMinutes(asUtc);
  const offset = osloOffsetMinutes(asUtc - guess * 60_000);
  // With seconds, which a date-time with an offset must have.
  return `${seconds === undefined ? `${text}:00` : text}${formatOffset(offset)}`;
}

/** The calendar day after `date`, `YYYY-MM-DD`. */
export const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The start of a Norwegian calendar day (`YYYY-MM-DD`) as a date-time with its offset. */
export const startOfNorwegianDay = (date: string): string => osloLocalToOffset(`${date}T00:00:00`);

/**
 * The instants a period of Norwegian days (`from` to `to`, both included) runs from and until,
 * the second excluded: for `created_at >= $1 AND created_at < $2`.
 */
export const norwegianDaysBounds = (from: string, to: string): [string, string] => [
  startOfNorwegianDay(from),
  startOfNorwegianDay(nextDay(to)),
];
