import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '../../domain/contract';
import type { Language } from '../../lib/i18n';
import { network, sentRequests } from '../../test/network';
import { renderSignedIn } from '../../test/render-signed-in';
import { MyApplicationsPage } from './my-applications-page';

const summary = (applicationId: number): ApplicationSummary => ({
  applicationId,
  status: 'Received',
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
  salesPersonId: 1003,
  vendorId: 501,
  applicantName: `Customer ${applicationId}`,
  objectDescription: '2025 Tesla Model Y',
  termAmount: 4_684.02,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** The portal server answers `GET /api/application` with `responses` in turn, the last one after. */
const applicationsAnswer = (...responses: (() => Response)[]) => {
  const last = responses.at(-1);
  network.use(
    ...responses.map((response) => http.get('/api/application', response, { once: true })),
    ...(last === undefined ? [] : [http.get('/api/application', last)]),
  );
};
const requestedUrls = () => sentRequests.map((request) => new URL(request.url));

function renderPage(path = '/applications', language: Language = 'en') {
  renderSignedIn(
    <Routes>
      <Route path="/applications" element={<MyApplicationsPage />} />
    </Routes>,
    { path, language },
  );
  return userEvent.setup();
}

const rowsShown = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('MyApplicationsPage', () => {
  it("asks for the user's own applications and pages on with the cursor", async () => {
    applicationsAnswer(
      () => json({ applications: [summary(12), summary(11)], nextCursor: 'c-1' }),
      () => json({ applications: [summary(10)], nextCursor: null }),
    );
    const user = renderPage();

    expect(screen.getByRole('status')).toHaveTextContent('Loading applications');
    expect(await screen.findByText('Showing 2 applications; there are more.')).toBeInTheDocument();
    expect(rowsShown()).toEqual(['12', '11']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 applications; that is all.')).toBeInTheDocument();
    expect(rowsShown()).toEqual(['12', '11', '10']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const [first, second] = requestedUrls();
    expect(first?.pathname).toBe('/api/application');
    expect(first?.searchParams.get('salesPersonId')).toBe('1003');
    expect(first?.searchParams.has('cursor')).toBe(false);
    expect(second?.searchParams.get('cursor')).toBe('c-1');
  });

  it('filters by status through the address and the request', async () => {
    applicationsAnswer(() => json({ applications: [], nextCursor: null }));
    const user = renderPage();
    await screen.findByText(/No applications yet/);

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByText(/No applications with status “Approved”/)).toBeInTheDocument();
    expect(requestedUrls().at(-1)?.searchParams.get('status')).toBe('Approved');
  });

  it('speaks Norwegian when the user chose it: headings, counts, statuses and amounts', async () => {
    applicationsAnswer(
      () => json({ applications: [summary(12)], nextCursor: 'c-1' }),
      () => json({ applications: [], nextCursor: null }),
    );
    const user = renderPage('/applications', 'nb');

    expect(await screen.findByText('Viser 1 søknad; det finnes flere.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mine søknader');
    const table = screen.getByRole('table', { name: 'Søknader, nyeste først' });
    expect(within(table).getByRole('columnheader', { name: 'Terminbeløp' })).toBeInTheDocument();
    expect(within(table).getByText('Mottatt')).toBeInTheDocument();
    expect(within(table).getByText(/^4\s684,02\skr$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis flere' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Approved');
    expect(await screen.findByText(/Ingen søknader med status «Innvilget»/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lag et tilbud' })).toHaveAttribute(
      'href',
      '/offers/new',
    );
  });

  it('says what went wrong and retries on request', async () => {
    applicationsAnswer(
      () =>
        json(
          {
            type: 'about:blank',
            title: 'Bad Gateway',
            status: 502,
            detail: 'The service is down.',
          },
          502,
        ),
      () => json({ applications: [summary(7)], nextCursor: null }),
    );
    const user = renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The applications could not be loaded.');
    // The portal's own words, in the user's language, not the server's text.
    expect(alert).toHaveTextContent(
      "The bank's financing service cannot be reached just now. Try again in a moment.",
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 application; that is all.')).toBeInTheDocument();
  });

  it('keeps the pages shown when loading more fails, and offers to try again', async () => {
    applicationsAnswer(
      () => json({ applications: [summary(12)], nextCursor: 'c-1' }),
      () => HttpResponse.error(),
      () => json({ applications: [summary(11)], nextCursor: null }),
    );
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More applications could not be loaded.');
    expect(rowsShown()).toEqual(['12']);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 2 applications; that is all.')).toBeInTheDocument();
  });
});
