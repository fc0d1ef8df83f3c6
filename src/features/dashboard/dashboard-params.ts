import { todayInNorway } from '../../domain/calculation/today-in-norway';

/** The periods the dashboard offers; `custom` names its own days. */
export const PERIOD_CHOICES = ['thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type PeriodChoice = (typeof PERIOD_CHOICES)[number];

/** What the dashboard shows: a period, and for a manager one salesperson or (none) everyone. */
export interface DashboardView {
  choice: PeriodChoice;
  from: string;
  to: string;
  salesPersonId: number | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string | null): text is string =>
  text !== null && DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

const isChoice = (text: string | null): text is PeriodChoice =>
  (PERIOD_CHOICES as readonly (string | null)[]).includes(text);

const day = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month, date)).toISOString().slice(0, 10);

/** The first and last day of a named period, from today in Norway (`YYYY-MM-DD`). */
export function periodDays(
  choice: Exclude<PeriodChoice, 'custom'>,
  today: string,
): { from: string; to: string } {
  const [year = 0, month = 1] = today.split('-').map(Number);
  switch (choice) {
    case 'thisMonth':
      return { from: day(year, month - 1, 1), to: day(year, month, 0) };
    case 'lastMonth':
      return { from: day(year, month - 2, 1), to: day(year, month - 1, 0) };
    case 'thisYear':
      return { from: day(year, 0, 1), to: day(year, 11, 31) };
  }
}

/**
 * The view the address names (`?period=lastMonth`, `?period=custom&from=…&to=…`,
 * `&salesPersonId=1003`): it names no customer, so it may stay in the address and be shared. This
 * month where it names none or an impossible one.
 */
export function readDashboardParams(
  params: URLSearchParams,
  today = todayInNorway(),
): DashboardView {
  const id = Number(params.get('salesPersonId'));
  const salesPersonId = Number.isInteger(id) && id > 0 ? id : undefined;
  const period = params.get('period');
  const from = params.get('from');
  const to = params.get('to');
  if (period === 'custom' && isDay(from) && isDay(to) && from <= to) {
    return { choice: 'custom', from, to, salesPersonId };
  }
  const choice = isChoice(period) && period !== 'custom' ? period : 'thisMonth';
  return { choice, ...periodDays(choice, today), salesPersonId };
}

export function writeDashboardParams(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams({ period: view.choice });
  if (view.choice === 'custom') {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.salesPersonId !== undefined) params.set('salesPersonId', String(view.salesPersonId));
  return params;
}
