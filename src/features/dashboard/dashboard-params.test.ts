import { describe, expect, it } from 'vitest';
import { periodDays, readDashboardParams, writeDashboardParams } from './dashboard-params';

describe('the dashboard’s period', () => {
  it('names this month, last month and this year from today in Norway', () => {
    expect(periodDays('thisMonth', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodDays('lastMonth', '2024-01-31')).toEqual({ from: '2023-12-01', to: '2023-12-31' });
    expect(periodDays('thisYear', '2024-06-15')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });

  it('reads back what it writes, and this month from an address that names nothing usable', () => {
    const view = {
      choice: 'custom',
      from: '2024-03-05',
      to: '2024-04-02',
      salesPersonId: 1003,
    } as const;
    expect(readDashboardParams(writeDashboardParams(view), '2024-06-15')).toEqual(view);
    for (const search of [
      '',
      'period=soon',
      'period=custom&from=2024-03-05',
      'period=custom&from=2024-04-02&to=2024-03-05',
      'salesPersonId=-4',
    ]) {
      expect(readDashboardParams(new URLSearchParams(search), '2024-06-15'), search).toEqual({
        choice: 'thisMonth',
        from: '2024-06-01',
        to: '2024-06-30',
        salesPersonId: undefined,
      });
    }
  });
});
