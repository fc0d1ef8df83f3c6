import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { calculate } from '../../../domain/calculation';
import type { CalculationRequest } from '../../../domain/contract';
import { LocaleProvider } from '../../../lib/locale';
import { NewOfferPage } from '../new-offer-page';

export interface FakeCall {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Handler = (call: FakeCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });

/** The service's answer to `POST /calculation`, from the same engine, as the real one gives. */
export function calculationAnswer({ body }: FakeCall): Response {
  const { calculationRequest } = body as { calculationRequest: CalculationRequest };
  const outcome = calculate(calculationRequest);
  if (!outcome.ok) return json(400, { type: 'about:blank', title: 'Bad Request', status: 400 });
  return json(200, { calculation: outcome.calculation });
}

/**
 * The portal server, faked at `fetch`: calculations by the engine, empty searches, and whatever
 * a test puts in `handlers` for a path.
 */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    const path = url.replace(/^\/api/, '');
    const call: FakeCall = {
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const handler =
      handlers[path] ??
      (path === '/calculation'
        ? calculationAnswer
        : path === '/campaign/search'
          ? () => json(200, { campaigns: [] })
          : path === '/funding-interest/search'
            ? () => json(200, { fundingInterests: [] })
            : () => json(404, { type: 'about:blank', title: 'Not Found', status: 404 }));
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/**
 * Each test of the page starts with an empty session and, unless a test fakes the server its own
 * way (`api: false`), the default fake server; the fake is removed after each test.
 */
export function setUpOfferPageTests({ api = true }: { api?: boolean } = {}) {
  beforeEach(() => {
    window.sessionStorage.clear();
    if (api) fakeApi();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** The offer page as the router shows it, in English, with a fresh query cache. */
export function renderOfferPage() {
  window.localStorage.setItem('dealer-portal.locale', 'en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/offers/new', element: <NewOfferPage /> },
      { path: '/applications/:applicationId', element: <p>Application page</p> },
    ],
    { initialEntries: ['/offers/new'] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true });

export const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

type User = ReturnType<typeof userEvent.setup>;

/** Step 1 with the least that passes: a used vehicle at NOK 350 000. */
export async function completeObjectStep(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Used' }));
  await user.type(field('Purchase price (NOK)'), '350 000');
  await user.click(screen.getByRole('button', { name: 'Next: Customer' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Customer' });
}

export async function completeCustomerStep(user: User, customer = 'Private person') {
  await user.click(screen.getByRole('radio', { name: customer }));
  await user.click(screen.getByRole('button', { name: 'Next: Financial parameters' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 3 of 5: Financial parameters' });
}

export async function completeFinancialStep(user: User) {
  await user.type(field('Nominal interest rate (% per year)'), '6.9');
  await user.click(screen.getByRole('button', { name: 'Next: Embedded products' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 4 of 5: Embedded products' });
}

const STEPS_BEFORE = {
  customer: [completeObjectStep],
  financial: [completeObjectStep, completeCustomerStep],
  products: [completeObjectStep, completeCustomerStep, completeFinancialStep],
} as const;

/** The offer page opened at `step`, every step before it completed with the least that passes. */
export async function openOfferAt(step: keyof typeof STEPS_BEFORE) {
  const view = renderOfferPage();
  for (const complete of STEPS_BEFORE[step]) await complete(view.user);
  return view;
}
