import { z } from 'zod/mini';
import { APPLICATION_STATUSES } from '../application-status';
import { nextDay } from '../norwegian-time';
import { ApplicationStatusSchema } from './application';
import { calendarDate, identifier, text, described } from './common';

/** The longest period a dashboard covers: ten years of days. */
export const DASHBOARD_MAX_DAYS = 3_660;

const daysBetween = (from: string, to: string): number =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * `GET /dashboard`: the figures of the applications sent from `from` to `to` (Norwegian days,
 * both included), of one salesperson or (none) every salesperson.
 */
export const DashboardQuerySchema = z
  .object({
    from: described(calendarDate, 'The first day (Norwegian time), `YYYY-MM-DD`.'),
    to: described(calendarDate, 'The last day (Norwegian time), `YYYY-MM-DD`.'),
    salesPersonId: z.optional(z.pipe(z.coerce.number<string>(), identifier)),
  })
  // Only once both are days: a field that is not one is named alone.
  .check(
    z.refine(({ from, to }) => !(daysBetween(from, to) < 0), {
      path: ['to'],
      error: 'Must be the same day as from or later',
    }),
    z.refine(({ from, to }) => !(daysBetween(from, to) >= DASHBOARD_MAX_DAYS), {
      path: ['to'],
      error: `Must be less than ${DASHBOARD_MAX_DAYS} days after from`,
    }),
  );
export type DashboardQuery = z.infer<typeof DashboardQuerySchema>;

const count = z.int().check(z.minimum(0));
/** A share from 0 to 1; null where nothing was decided. */
const share = z.nullable(z.number().check(z.minimum(0), z.maximum(1)));
const volume = z
  .number()
  .check(z.minimum(0))
  .register(z.globalRegistry, { description: 'The financed amounts added up, NOK.' });
const medianHoursToDecision = z
  .nullable(z.number().check(z.minimum(0)))
  .register(z.globalRegistry, {
    description:
      'The median time from sending to the bank’s decision (approved or rejected), in hours; ' +
      'null where none was decided.',
  });

/** What a group of applications adds up to. */
const FiguresSchema = z.object({
  applications: count,
  volume,
  approved: described(count, 'Approved at some point, whatever came after.'),
  rejected: count,
  signed: described(count, 'Signed by the customer at some point.'),
  paidOut: count,
  approvalRate: described(share, 'Approved of those decided (approved or rejected).'),
  medianHoursToDecision,
});

/** The financing service's figures of the applications sent in a period. */
export const ServiceDashboardSchema = z
  .object({
    from: calendarDate,
    to: calendarDate,
    salesPersonId: z.nullable(identifier),
    totals: FiguresSchema,
    byStatus: z
      .array(z.object({ status: ApplicationStatusSchema, applications: count, volume }))
      .register(z.globalRegistry, {
        description: 'Every status, in the order of the status machine, with its figures now.',
      }),
    byPeriod: z.object({
      interval: z.enum(['day', 'month']),
      periods: z.array(
        z.object({
          start: described(calendarDate, 'The first day of the day or month.'),
          applications: count,
          volume,
        }),
      ),
    }),
    bySalesPerson: z.array(
      z.extend(FiguresSchema, { salesPersonId: identifier, salesPersonName: text() }),
    ),
  })
  .register(z.globalRegistry, { id: 'Dashboard' });
export type ServiceDashboard = z.infer<typeof ServiceDashboardSchema>;
export type DashboardFigures = z.infer<typeof FiguresSchema>;

/** The figures of no application at all. */
export const NO_FIGURES: DashboardFigures = {
  applications: 0,
  volume: 0,
  approved: 0,
  rejected: 0,
  signed: 0,
  paidOut: 0,
  approvalRate: null,
  medianHoursToDecision: null,
};

/** The portal's dashboard: the service's figures with the saved offers of the portal server. */
export const DashboardSchema = z.extend(ServiceDashboardSchema, {
  offers: described(count, 'Offers saved in the period, the funnel’s first step.'),
  bySalesPerson: z.array(
    z.extend(FiguresSchema, { salesPersonId: identifier, salesPersonName: text(), offers: count }),
  ),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** The statuses in the order the dashboard lists them. */
export const DASHBOARD_STATUSES = APPLICATION_STATUSES;

/** A period of more than this many days is shown month by month, a shorter one day by day. */
export const DASHBOARD_DAILY_UP_TO_DAYS = 62;

/**
 * The days or months of a period, each by its first day (the first month from `from` itself): the
 * buckets of the volume over time.
 */
export function dashboardPeriods(
  from: string,
  to: string,
): { interval: 'day' | 'month'; starts: string[] } {
  const interval = daysBetween(from, to) < DASHBOARD_DAILY_UP_TO_DAYS ? 'day' : 'month';
  const starts: string[] = [];
  for (let start = from; start <= to;) {
    starts.push(start);
    if (interval === 'day') {
      start = nextDay(start);
    } else {
      const [year = 0, month = 1] = start.split('-').map(Number);
      start = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
    }
  }
  return { interval, starts };
}
