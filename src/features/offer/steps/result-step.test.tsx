import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Applicant, CalculationRequest } from '../../../domain/contract';
import { formatAmount } from '../../../lib/format';
import {
  calculationAnswer,
  fakeApi,
  field,
  json,
  openOfferAt,
  setUpOfferPageTests,
  TEST_OFFER_ID,
  type FakeCall,
  type User,
} from '../testing/render-offer-page';

/** The saved offer sent as an application (the page saves it on reaching the result). */
const SEND_OFFER = `/offer/${TEST_OFFER_ID}/application`;

const shown = (value: number) => formatAmount(value, 'en').replace(/\s+/g, ' ');

/** A person's contact details, identity number and household, in `scope` (the form, a section). */
async function fillPerson(
  user: User,
  scope: HTMLElement,
  identityNumber: string,
  consent = 'The customer consents to a credit check',
) {
  const input = (label: string) => within(scope).getByLabelText(label, { exact: true });
  await user.type(input('First name'), 'Kari');
  await user.type(input('Last name'), 'Nordmann');
  await user.type(input('Email'), 'kari@example.no');
  await user.type(input('Phone'), '+47 912 34 567');
  await user.type(input('National identity number'), identityNumber);
  await user.type(input('Address'), 'Storgata 1');
  await user.type(input('Post code'), '0155');
  await user.type(input('Town'), 'Oslo');
  await user.selectOptions(input('Employment'), 'Permanent employee');
  await user.type(input('Employer'), 'Nordvik Motor AS');
  await user.type(input('Gross yearly income (NOK)'), '720000');
  await user.selectOptions(input('Housing'), 'Rents');
  await user.type(input('Housing cost per month (NOK)'), '14000');
  await user.type(input('Children and other dependants'), '1');
  await user.type(input('Other debt in total (NOK)'), '0');
  await user.click(input(consent));
}

const applicantForm = () => screen.getByRole('form', { name: 'Create the application' });

async function fillApplicant(user: User) {
  await fillPerson(user, applicantForm(), '15038541215');
}

const application = (id: number, call: FakeCall) => {
  const body = call.body as { calculationRequest: CalculationRequest; applicant: unknown };
  const answer = calculationAnswer(call);
  return answer.json().then((calculated: { calculation: unknown }) =>
    json(201, {
      applicationId: id,
      status: 'Received',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      salesPersonId: 1001,
      vendorId: null,
      applicant: body.applicant,
      calculationRequest: body.calculationRequest,
      calculation: calculated.calculation,
      documents: [],
      statusHistory: [
        {
          status: 'Received',
          at: '2026-11-21T10:00:00.000Z',
          actor: { type: 'salesperson', salesPersonId: 1001 },
        },
      ],
    }),
  );
};

describe('the result step', { timeout: 20_000 }, () => {
  setUpOfferPageTests({ api: false });

  it('shows the figures, plan and chart, confirmed by the service', async () => {
    fakeApi();
    await openOfferAt('result');
    expect(await screen.findByText('Confirmed by the financing service.')).toBeInTheDocument();
    expect(screen.getByText('Total credit cost')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payment plan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Balance and interest over time/ })).toBeInTheDocument();
    expect(await screen.findByText('No campaign applies to this offer.')).toBeInTheDocument();
  });

  it('warns before sending that the bank will likely refuse, and leads to the field', async () => {
    fakeApi({
      '/application/assessment': () =>
        json(200, {
          outcome: 'unlikely',
          findings: [
            {
              code: 'EQUITY_BELOW_MINIMUM',
              params: { equityPercent: 0, minimumPercent: 10, minimumAmount: 35_000 },
              path: 'financialParameters.equity.amount',
              reason: 'Equity is 0.0 % of the cash price; the bank needs at least 10.0 %.',
            },
          ],
        }),
    });
    const { user } = await openOfferAt('result');
    expect(
      await screen.findByText('The bank will likely refuse this offer as it stands:'),
    ).toBeInTheDocument();
    const finding = screen.getByRole('button', {
      name: /^Equity: Equity is 0\.00% of the cash price; the bank needs at least 10\.00% \(NOK\s35,000\.00\)\.$/,
    });
    expect(
      screen.getByRole('button', {
        name: 'Create application anyway (the bank will likely refuse)',
      }),
    ).toBeEnabled();
    await user.click(finding);
    expect(field('Equity (NOK)')).toHaveFocus();
  });

  it('shows the service’s figure, and says so, when it differs from the preview', async () => {
    fakeApi({
      '/calculation': async (call) => {
        const answer = (await calculationAnswer(call).json()) as {
          calculation: { termAmount: number };
        };
        return json(200, {
          calculation: { ...answer.calculation, termAmount: answer.calculation.termAmount + 10 },
        });
      },
    });
    await openOfferAt('result');
    const notice = await screen.findByText(
      /The financing service's figures differ from the preview/,
    );
    const preview = /which gave NOK\s*([\d,.]+)/.exec(notice.textContent)?.[1] ?? '';
    const previewValue = Number(preview.replace(/,/g, ''));
    const figure = document.querySelector('[data-figure="termAmount"]')?.textContent ?? '';
    expect(figure.replace(/\s+/g, ' ')).toBe(shown(previewValue + 10));
  });

  it('fills the applicant’s town from the post code, as on the customer step', async () => {
    fakeApi({ '/postcode/0155': () => json(200, { code: '0155', town: 'OSLO', country: 'NO' }) });
    const { user } = await openOfferAt('result');
    const form = applicantForm();
    await user.type(within(form).getByLabelText('Post code', { exact: true }), '0155');
    await waitFor(() => {
      expect(within(form).getByLabelText('Town', { exact: true })).toHaveValue('OSLO');
    });
  });

  it('says why the service could not confirm the figures, and checks again', async () => {
    let refuse = true;
    fakeApi({
      '/calculation': (call) =>
        refuse
          ? json(422, {
              type: 'about:blank',
              title: 'Unprocessable Content',
              status: 422,
              detail: 'The campaign does not apply to this request',
              errors: [{ path: 'calculationRequest.campaignId', message: 'Not valid today' }],
            })
          : calculationAnswer(call),
    });
    const { user } = await openOfferAt('result');
    expect(
      await screen.findByText(
        // The reasons, field by field, follow; the service's English summary is not shown.
        /Not confirmed by the financing service: Some of the values were not accepted\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not valid today')).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Confirmed by the financing service.')).toBeInTheDocument();
  });

  it('creates the application once, even after a double click, and opens it', async () => {
    const { calls } = fakeApi({ [SEND_OFFER]: (call) => application(4711, call) });
    const { user } = await openOfferAt('result');
    await fillApplicant(user);
    await user.dblClick(screen.getByRole('button', { name: 'Create application' }));
    expect(await screen.findByText('Application 4711 opened')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === SEND_OFFER);
    expect(sent).toHaveLength(1);
    // A saved offer is its own idempotency key at the portal server: no header of the tab's.
    expect(sent[0]?.headers['idempotency-key']).toBeUndefined();
    expect(Object.keys(window.sessionStorage)).toEqual([]);
  });

  it('sends the household and each consent with its time, a co-applicant beside', async () => {
    const { calls } = fakeApi({ [SEND_OFFER]: (call) => application(4713, call) });
    const { user } = await openOfferAt('result');
    const before = new Date().toISOString();
    await fillApplicant(user);
    expect(field('The customer consents to a credit check')).toHaveAccessibleDescription(
      /^Consent given /,
    );
    await user.click(field('Add a co-applicant'));
    const coApplicant = screen.getByRole('group', { name: 'Co-applicant' });
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    // Nothing is sent while the co-applicant is not filled in.
    expect(within(coApplicant).getByLabelText('First name', { exact: true })).toBeInvalid();
    expect(calls.filter((call) => call.path === SEND_OFFER)).toEqual([]);
    await fillPerson(
      user,
      coApplicant,
      '02079141251',
      'The co-applicant consents to a credit check',
    );
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    expect(await screen.findByText('Application 4713 opened')).toBeInTheDocument();
    const [sent] = calls.filter((call) => call.path === SEND_OFFER);
    const { applicant } = (sent?.body ?? {}) as { applicant: Applicant };
    expect(applicant).toMatchObject({
      address: { addressLine1: 'Storgata 1', zip: '0155', city: 'Oslo', country: 'NO' },
      employment: { type: 'permanent', employer: 'Nordvik Motor AS' },
      grossYearlyIncome: 720_000,
      housing: 'tenant',
      housingCost: 14_000,
      dependants: 1,
      otherDebt: 0,
      consent: { creditCheck: true, channel: 'in-store' },
      coApplicant: { nationalIdentityNumber: '02079141251', consent: { creditCheck: true } },
    });
    expect((applicant.consent?.at ?? '') >= before).toBe(true);
  });

  it('sends nothing without consent to the credit check, and says so on the box', async () => {
    const { calls } = fakeApi();
    const { user } = await openOfferAt('result');
    await fillApplicant(user);
    await user.click(field('The customer consents to a credit check'));
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    expect(field('The customer consents to a credit check')).toHaveAccessibleDescription(
      expect.stringContaining('The customer must consent to a credit check'),
    );
    expect(calls.filter((call) => call.path === SEND_OFFER)).toEqual([]);
  });

  it("says beside the household's figures when the bank will find them too weak", async () => {
    fakeApi({
      '/application/assessment': (call) => {
        const { applicant } = call.body as { applicant?: { grossYearlyIncome: number } };
        return json(200, {
          outcome: applicant === undefined ? 'likely' : 'unlikely',
          findings:
            applicant === undefined
              ? []
              : [
                  {
                    code: 'DEBT_SERVICE_INSUFFICIENT',
                    params: { surplusAmount: -14_451, stressRatePercent: 8.9 },
                    path: 'applicant.grossYearlyIncome',
                    reason: 'At a stressed interest rate …',
                  },
                ],
        });
      },
    });
    const { user } = await openOfferAt('result');
    await fillApplicant(user);
    const finances = screen.getByRole('group', { name: 'Work and finances' });
    expect(await within(finances).findByRole('status')).toHaveTextContent(
      /At a stressed interest rate of 8\.90% the household would have -NOK\s14,451\.00 a month left/,
    );
    expect(
      screen.getByRole('button', {
        name: 'Create application anyway (the bank will likely refuse)',
      }),
    ).toBeEnabled();
  });

  it('validates the identity number’s check digits as it is typed', async () => {
    fakeApi();
    const { user } = await openOfferAt('result');
    await user.type(field('National identity number'), '1503854');
    expect(field('National identity number')).toHaveAccessibleDescription(
      expect.stringContaining('7 of 11 digits'),
    );
    await user.type(field('National identity number'), '1216');
    await user.tab();
    expect(field('National identity number')).toHaveAccessibleDescription(
      expect.stringContaining('Must be 11 digits with valid check digits'),
    );
  });

  it('asks a business for its organisation number instead', async () => {
    fakeApi();
    const { user } = await openOfferAt('result', { customer: 'Business' });
    expect(screen.queryByLabelText('National identity number')).not.toBeInTheDocument();
    await user.type(field('Organisation number'), '923456784');
    await user.tab();
    expect(field('Organisation number')).toHaveAccessibleDescription(
      expect.stringContaining('Must be 9 digits with a valid check digit'),
    );
  });

  it('puts the service’s field errors next to their fields', async () => {
    const { calls } = fakeApi({
      [SEND_OFFER]: () =>
        json(400, {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'The request is not valid',
          errors: [
            { path: 'applicant.email', message: 'This email is refused' },
            {
              path: 'calculationRequest.financialParameters.interestRate',
              message: 'The rate is above the ceiling',
            },
          ],
        }),
    });
    const { user } = await openOfferAt('result');
    await fillApplicant(user);
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    const summary = await screen.findByRole('alert', { name: 'The application was not created' });
    expect(field('Email')).toHaveAccessibleDescription('This email is refused');
    await user.click(
      within(summary).getByRole('button', {
        name: 'Nominal interest rate: The rate is above the ceiling',
      }),
    );
    await waitFor(() => {
      expect(field('Nominal interest rate (% per year)')).toHaveFocus();
    });
    expect(field('Nominal interest rate (% per year)')).toHaveAccessibleDescription(
      expect.stringContaining('The rate is above the ceiling'),
    );
    // Refused, nothing was created: the next attempt is sent anew.
    await user.click(screen.getByRole('button', { name: '5. Result' }));
    await user.click(await screen.findByRole('button', { name: 'Create application' }));
    await waitFor(() => {
      expect(calls.filter((call) => call.path === SEND_OFFER)).toHaveLength(2);
    });
  });

  it('keeps every input after a network failure and sends the same offer again', async () => {
    let attempts = 0;
    const { calls } = fakeApi({
      [SEND_OFFER]: (call) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return application(4712, call);
      },
    });
    const { user } = await openOfferAt('result');
    await fillApplicant(user);
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    const summary = await screen.findByRole('alert', { name: 'The application was not created' });
    expect(summary).toHaveTextContent('Everything you typed is kept');
    expect(field('First name')).toHaveValue('Kari');
    await user.click(within(summary).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Application 4712 opened')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === SEND_OFFER).map((call) => call.body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });
});
