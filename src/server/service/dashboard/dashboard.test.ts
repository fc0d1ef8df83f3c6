import { describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '../../../domain/application-status';
import {
  ApplicationSchema,
  ServiceDashboardSchema,
  type ServiceDashboard,
} from '../../../domain/contract';
import { changeApplicationStatus } from '../applications/status-changes';
import { createApplication } from '../applications/create-application';
import { privateApplicationBody } from '../test-support/requests';
import { useServiceUnderTest } from '../test-support/seeded-service';
import { call, expectInvalidFields, jsonOf } from '../test-support/test-service';

const service = useServiceUnderTest();

const HOUR = 3_600_000;

/**
 * An application of `salesPersonId` sent at `sentAt`, moved through `moves`, each `hours` after
 * the sending.
 */
async function given(
  salesPersonId: number,
  sentAt: string,
  moves: Array<[ApplicationStatus, number]> = [],
): Promise<number> {
  const { application } = await createApplication(service.database, {
    body: privateApplicationBody({ salespersonId: salesPersonId }),
    clientId: 'dashboard-test',
    now: new Date(sentAt),
  });
  for (const [status, hours] of moves) {
    await changeApplicationStatus(
      service.database,
      application.applicationId,
      { status },
      new Date(Date.parse(sentAt) + hours * HOUR),
      { type: 'bank' },
    );
  }
  return application.applicationId;
}

async function dashboard(query: string): Promise<ServiceDashboard> {
  const response = await call(service.app, 'GET', `/dashboard?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return jsonOf(response, ServiceDashboardSchema);
}

const approvedAfter = (hours: number): Array<[ApplicationStatus, number]> => [
  ['UnderReview', 0.5],
  ['Approved', hours],
];

describe('GET /dashboard: the figures of the applications sent in a period', () => {
  // Counted by hand: March 2024 in Norway holds E (1002, its first minutes), A, B, C (1001) and
  // F (1002); D was sent in the first minutes of April, Norwegian summer time.
  let financed = 0;
  it('counts by hand: statuses, the funnel, approval rate and median time to decision', async () => {
    const a = await given(1001, '2024-03-04T09:00:00Z', [
      ...approvedAfter(5),
      ['ContractSent', 6],
      ['Signed', 7],
      ['PaidOut', 8],
    ]);
    await given(1001, '2024-03-04T12:00:00Z', [
      ['UnderReview', 1],
      ['Rejected', 2],
    ]);
    await given(1001, '2024-03-10T08:00:00Z', [...approvedAfter(10), ['Cancelled', 12]]);
    await given(1002, '2024-03-31T22:30:00Z', approvedAfter(3)); // D: 1 April, 00:30 in Norway
    await given(1002, '2024-02-29T23:30:00Z'); // E: 1 March, 00:30 in Norway
    await given(1002, '2024-03-15T10:00:00Z', [...approvedAfter(1), ['ContractSent', 2]]);
    const opened = await call(service.app, 'GET', `/application/${a}`);
    financed = jsonOf(opened, ApplicationSchema).calculation.financedAmount;
    expect(financed).toBeGreaterThan(0);

    const figures = await dashboard('from=2024-03-01&to=2024-03-31');
    expect(figures.totals).toEqual({
      applications: 5,
      volume: 5 * financed,
      approved: 3, // A, C (cancelled since) and F
      rejected: 1,
      signed: 1,
      paidOut: 1,
      approvalRate: 0.75,
      medianHoursToDecision: 3.5, // 1, 2, 5 and 10 hours
    });
    expect(
      Object.fromEntries(figures.byStatus.map((row) => [row.status, row.applications])),
    ).toEqual({
      Received: 1,
      UnderReview: 0,
      Approved: 0,
      Rejected: 1,
      ContractSent: 1,
      Signed: 0,
      PaidOut: 1,
      Cancelled: 1,
    });
    expect(figures.byStatus.find((row) => row.status === 'Cancelled')?.volume).toBe(financed);
    expect(figures.bySalesPerson).toEqual([
      expect.objectContaining({
        salesPersonId: 1001,
        applications: 3,
        approved: 2,
        rejected: 1,
        signed: 1,
        paidOut: 1,
        approvalRate: 2 / 3,
        medianHoursToDecision: 5,
      }),
      expect.objectContaining({
        salesPersonId: 1002,
        applications: 2,
        approved: 1,
        rejected: 0,
        approvalRate: 1,
        medianHoursToDecision: 1,
      }),
    ]);
    expect(figures.bySalesPerson[0]?.salesPersonName).toBe('Dina Dealer');
  });

  it('goes day by day through a month, by Norwegian days', async () => {
    const { byPeriod } = await dashboard('from=2024-03-01&to=2024-03-31');
    expect(byPeriod.interval).toBe('day');
    expect(byPeriod.periods).toHaveLength(31);
    const busy = byPeriod.periods.filter((period) => period.applications > 0);
    expect(busy).toEqual([
      { start: '2024-03-01', applications: 1, volume: financed },
      { start: '2024-03-04', applications: 2, volume: 2 * financed },
      { start: '2024-03-10', applications: 1, volume: financed },
      { start: '2024-03-15', applications: 1, volume: financed },
    ]);
  });

  it('goes month by month through a year', async () => {
    const { byPeriod, totals } = await dashboard('from=2024-01-01&to=2024-12-31');
    expect(byPeriod.interval).toBe('month');
    expect(byPeriod.periods.map((period) => period.start)).toEqual(
      Array.from({ length: 12 }, (_, month) => `2024-${String(month + 1).padStart(2, '0')}-01`),
    );
    expect(byPeriod.periods.map((period) => period.applications)).toEqual([
      0, 0, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
    // D, decided after 3 hours, joins: 1, 2, 3, 5 and 10.
    expect(totals).toMatchObject({ applications: 6, approved: 4, medianHoursToDecision: 3 });
  });

  it("gives one salesperson's figures", async () => {
    const figures = await dashboard('from=2024-03-01&to=2024-03-31&salesPersonId=1002');
    expect(figures.salesPersonId).toBe(1002);
    expect(figures.totals).toMatchObject({ applications: 2, approved: 1, approvalRate: 1 });
    expect(figures.bySalesPerson.map((row) => row.salesPersonId)).toEqual([1002]);
  });

  it('answers a period without applications with zeros and no rate', async () => {
    const figures = await dashboard('from=2023-05-02&to=2023-05-02');
    expect(figures.totals).toMatchObject({
      applications: 0,
      volume: 0,
      approvalRate: null,
      medianHoursToDecision: null,
    });
    expect(figures.byPeriod.periods).toEqual([{ start: '2023-05-02', applications: 0, volume: 0 }]);
    expect(figures.bySalesPerson).toEqual([]);
  });

  it('refuses days that are not days, a period that ends before it starts, and no period', async () => {
    for (const [query, paths] of [
      ['from=2024-13-01&to=2024-12-31', ['from']],
      ['from=2024-03-01&to=yesterday', ['to']],
      ['from=2024-03-02&to=2024-03-01', ['to']],
      ['from=2004-01-01&to=2024-12-31', ['to']],
      ['to=2024-03-01', ['from']],
      ['from=2024-03-01&to=2024-03-31&salesPersonId=abc', ['salesPersonId']],
    ] as const) {
      expectInvalidFields(await call(service.app, 'GET', `/dashboard?${query}`), [...paths]);
    }
  });
});
