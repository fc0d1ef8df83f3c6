const norwegianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// Norway's offset from UTC has always been whole minutes, so its day turns only on a whole UTC
// minute: the day of the last minute asked for is kept (formatting costs a calculation 20 µs).
let lastMinute = Number.NaN;
let lastDay = '';

/**
 * The calendar day in Norway, `YYYY-MM-DD`: where a plan without a delivery date starts. The
 * portal's preview and the service must agree on it, also around midnight, whatever the clock's
 * time zone.
 */
export function todayInNorway(now: Date = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = norwegianDate.format(now);
    lastMinute = minute;
  }
  return lastDay;
}
