import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatusHistoryEntry } from '../../../domain/contract';
import type { Language } from '../../../lib/i18n';
import { renderWithLocale } from '../../../test/render-with-locale';
import { StatusTimeline } from './status-timeline';

const BANK = { type: 'bank' } as const;
const SALESPERSON = { type: 'salesperson', salesPersonId: 1003 } as const;

const history: StatusHistoryEntry[] = [
  {
    status: 'Rejected',
    at: '2026-11-14T15:00:00Z',
    reason: 'Debt ratio above the bank’s limit',
    actor: BANK,
  },
  { status: 'Received', at: '2026-11-13T09:00:00Z', actor: SALESPERSON },
  { status: 'UnderReview', at: '2026-11-13T12:00:00Z', actor: { type: 'system' } },
];

function renderTimeline(props: Parameters<typeof StatusTimeline>[0], language?: Language) {
  return renderWithLocale(<StatusTimeline {...props} />, { language });
}

describe('StatusTimeline', () => {
  it('lists the statuses oldest first, with their moments and reasons', () => {
    renderTimeline({ status: 'Rejected', history });
    const items = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^ReceivedNov 13, 2026.* by salesperson 1003$/),
      expect.stringMatching(/^Under reviewNov 13, 2026.* automatically$/),
      expect.stringMatching(
        /^Rejected \(now\)Nov 14, 2026.* by the bankDebt ratio above the bank’s limit$/,
      ),
    ]);
  });

  it("words this bank's reason codes in the user's language, another bank's in its own words", () => {
    const coded: StatusHistoryEntry[] = [
      {
        status: 'Rejected',
        at: '2026-11-14T15:00:00Z',
        reason:
          'Equity is 0.0 % of the cash price; the bank needs at least 10.0 % (NOK 18,900.00).',
        reasonCode: 'EQUITY_BELOW_MINIMUM',
        reasonParams: { equityPercent: 0, minimumPercent: 10, minimumAmount: 18_900 },
        actor: BANK,
      },
    ];
    renderTimeline({ status: 'Rejected', history: coded }, 'nb');
    expect(screen.getByRole('listitem')).toHaveTextContent(
      /Egenkapitalen er 0,00\s%\sav kontantprisen; banken krever minst 10,00\s%\s\(18\s900,00\skr\)\.$/,
    );
  });

  it('names the salesperson the application belongs to, and others by id', () => {
    const byAnother = { type: 'salesperson', salesPersonId: 1004 } as const;
    renderTimeline({
      status: 'Cancelled',
      history: [
        { status: 'Received', at: '2026-11-13T09:00:00Z', actor: SALESPERSON },
        { status: 'Cancelled', at: '2026-11-14T09:00:00Z', actor: byAnother },
      ],
      salesperson: { id: 1003, name: 'Rita Rep' },
    });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/ by Rita Rep$/),
      expect.stringMatching(/ by salesperson 1004$/),
    ]);
  });

  it('says who made each change in Norwegian', () => {
    renderTimeline({ status: 'Rejected', history }, 'nb');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/ av selger 1003$/),
      expect.stringMatching(/ automatisk$/),
      expect.stringMatching(/ av bankenDebt ratio/),
    ]);
  });

  it('marks the current status as the current step', () => {
    renderTimeline({ status: 'Rejected', history });
    const items = screen.getAllByRole('listitem');
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([
      items.at(-1),
    ]);
  });

  it('says a final status is final', () => {
    renderTimeline({ status: 'Rejected', history });
    expect(screen.getByText(/This is a final status/)).toBeInTheDocument();
  });

  it('says which moves remain for a status still moving', () => {
    renderTimeline({
      status: 'UnderReview',
      history: [
        { status: 'Received', at: '2026-11-13T09:00:00Z', actor: SALESPERSON },
        { status: 'UnderReview', at: '2026-11-13T12:00:00Z', actor: BANK },
      ],
    });
    expect(screen.getByText('Next: Approved, Rejected, or Cancelled.')).toBeInTheDocument();
  });

  it('speaks Norwegian when the user chose it', () => {
    renderTimeline({ status: 'Rejected', history }, 'nb');
    expect(screen.getByRole('list', { name: 'Statushistorikk' })).toBeInTheDocument();
    expect(screen.getByText('Under behandling')).toBeInTheDocument();
    expect(screen.getByText('Avslått')).toBeInTheDocument();
    expect(screen.getByText('(nå)')).toBeInTheDocument();
    expect(screen.getAllByText(/13\. nov\. 2026/)).toHaveLength(2);
    expect(screen.getByText(/Dette er en endelig status/)).toBeInTheDocument();
  });

  it('names the next statuses as alternatives in Norwegian', () => {
    renderTimeline(
      {
        status: 'UnderReview',
        history: [{ status: 'Received', at: '2026-11-13T09:00:00Z', actor: SALESPERSON }],
      },
      'nb',
    );
    expect(screen.getByText('Neste: Innvilget, Avslått eller Kansellert.')).toBeInTheDocument();
  });
});
