import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../domain/contract';
import type { Language } from '../../lib/i18n';
import { network } from '../../test/network';
import { renderSignedIn } from '../../test/render-signed-in';
import { HomePage } from './home-page';

const recent: ApplicationSummary = {
  applicationId: 100005,
  status: 'UnderReview',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  salesPersonId: 1003,
  vendorId: 501,
  applicantName: 'Kari Nordmann',
  objectDescription: '2025 Tesla Model Y',
  termAmount: 4_684.02,
};

function renderHome(language: Language, applications: ApplicationSummary[]) {
  network.use(
    http.get('/api/application', () => HttpResponse.json({ applications, nextCursor: null })),
  );
  renderSignedIn(<HomePage />, { language });
}

describe('HomePage', () => {
  it("lists the user's recent applications with their payment and date", async () => {
    renderHome('en', [recent]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Dealer financing');
    const item = (await screen.findByRole('link', { name: 'Application 100005' })).closest('li');
    if (item === null) throw new Error('The application is not in a list item');
    expect(within(item).getByText('Under review')).toBeInTheDocument();
    expect(item).toHaveTextContent('NOK 4,684.02 per term · sent Nov 20, 2026');
  });

  it('speaks Norwegian when the user chose it', async () => {
    renderHome('nb', [recent]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forhandlerfinansiering');
    expect(screen.getByRole('link', { name: 'Nytt tilbud' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dine siste søknader' })).toBeInTheDocument();
    const item = (await screen.findByRole('link', { name: 'Søknad 100005' })).closest('li');
    if (item === null) throw new Error('The application is not in a list item');
    expect(within(item).getByText('Under behandling')).toBeInTheDocument();
    expect(item.textContent.replace(/\s/g, ' ')).toContain(
      '4 684,02 kr per termin · sendt 20. nov. 2026',
    );
  });

  it('invites the user to build an offer when there is no application yet', async () => {
    renderHome('nb', []);
    expect(await screen.findByText(/Du har ikke sendt noen søknader ennå/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lag et tilbud' })).toHaveAttribute(
      'href',
      '/offers/new',
    );
  });
});
