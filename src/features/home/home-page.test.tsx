import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type Auth } from '../../auth/auth-context';
import type { ApplicationSummary } from '../../domain/contract';
import type { Language } from '../../lib/i18n';
import { renderWithLocale } from '../../test/render-with-locale';
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

const fetchMock = vi.fn<typeof fetch>();

function renderHome(language: Language, applications: ApplicationSummary[]) {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ applications, nextCursor: null }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
  const auth: Auth = {
    user: { username: 'rep', name: 'Rita Rep', roles: ['staff'], salesPersonId: 1003 },
    signOut: () => Promise.resolve(),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithLocale(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
    { language },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

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
