import { NORWEGIAN_TIME_ZONE } from '../norwegian-time';

const norwegianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: NORWEGIAN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Since 1895 Norway's offset from UTC has been whole hours, so its day turns only on a whole UTC
// minute: the day of the last minute asked for is kept (formatting cost a calculation 23 µs).
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1900, 0, 1);
let lastMinute = Number.NaN;
let lastDay = '';

/**
 * The calendar day in Norway, `YYYY-MM-DD`: where a plan without a delivery date starts. The
 * portal's preview and the service must agree on it, also around midnight, whatever the clock's
 * time zone.
 */
export function todayInNorway(now: Date = new Date()): string {
  const time = now.getTime();
  if (!(time >= WHOLE_HOUR_OFFSETS_SINCE)) return norwegianDate.format(now);
  const minute = Math.floor(time / 60_000);
  if (minute !== lastMinute) {
    lastDay = norwegianDate.format(now);
    lastMinute = minute;
  }
  return lastDay;
}
