const norwegianDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The calendar day in Norway, `YYYY-MM-DD`: where a plan without a delivery date starts. The
 * portal's preview and the service must agree on it, also around midnight, whatever the clock's
 * time zone.
 */
export const todayInNorway = (now: Date = new Date()): string => norwegianDate.format(now);
