import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { http } from 'msw';
import { beforeEach } from 'vitest';
import { AuthContext, type Auth } from '../../../auth/auth-context';
import { calculate } from '../../../domain/calculation';
import type {
  CalculationRequest,
  Offer,
  OfferContent,
  OfferFigures,
} from '../../../domain/contract';
import { LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '../../../lib/i18n';
import { LocaleProvider, useLocale } from '../../../lib/locale';
import { setUserDataOwner } from '../../../lib/user-data';
import { network } from '../../../test/network';
import { OfferWorkspacePage } from '../offer-workspace-page';

export interface FakeCall {
  path: string;
  body: unknown;
  /** By lower-case name, as HTTP treats them. */
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

/** The portal server's saved offer, as `POST /offer` or `PUT /offer/{id}` leaves it. */
function savedOfferAnswer({ path, body }: FakeCall): Response {
  const {
    version = 0,
    content,
    figures = null,
  } = body as { version?: number; content: OfferContent; figures?: OfferFigures };
  const now = new Date().toISOString();
  const offer: Offer = {
    offerId: path.split('/')[2] ?? TEST_OFFER_ID,
    version: version + 1,
    status: 'draft',
    applicationId: null,
    salesPersonId: 1001,
    customerName: `${content.applicant.firstName} ${content.applicant.lastName}`.trim(),
    makeModel: '',
    registrationNumber: '',
    financedAmount: figures?.financedAmount ?? null,
    termAmount: figures?.termAmount ?? null,
    createdAt: now,
    updatedAt: now,
    content,
  };
  return json(version === 0 ? 201 : 200, offer);
}

/** The id the fake portal server gives a new saved offer. */
export const TEST_OFFER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

/**
 * The portal server's default answers: calculations by the engine, empty searches, saves, and a
 * bank that finds nothing against the offer.
 */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  '/offer': savedOfferAnswer,
  [`/offer/${TEST_OFFER_ID}`]: savedOfferAnswer,
  '/calculation': calculationAnswer,
  '/campaign/search': () => json(200, { campaigns: [] }),
  '/funding-interest/search': () => json(200, { fundingInterests: [] }),
  '/application/assessment': () => json(200, { outcome: 'likely', findings: [] }),
};

/**
 * The portal server at the network edge: the default answers, and whatever a test puts in
 * `handlers` for a path; any other path is a 404. `calls` records every request in order.
 */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: FakeCall[] = [];
  network.use(
    http.all('/api/*', async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const text = await request.text();
      const call: FakeCall = {
        path,
        body: text === '' ? undefined : (JSON.parse(text) as unknown),
        headers: Object.fromEntries(request.headers),
      };
      calls.push(call);
      const handler =
        handlers[path] ??
        DEFAULT_HANDLERS[path] ??
        (() => json(404, { type: 'about:blank', title: 'Not Found', status: 404 }));
      return handler(call);
    }),
  );
  return { calls };
}

/** The subject of the user the page tests are signed in as. */
export const TEST_USER_SUBJECT = 'user-dealer';

/** The demo dealer, salesperson 1001: the user the page tests are signed in as. */
const TEST_USER: Auth = {
  user: {
    subject: TEST_USER_SUBJECT,
    username: 'dealer',
    name: 'Dag Dealer',
    roles: ['staff'],
    salesPersonId: 1001,
  },
  dealerName: 'Nordvik Motor AS',
  signOut: () => Promise.resolve(),
};

/**
 * Each test of the page starts with an empty session, signed in as `TEST_USER_SUBJECT`, and,
 * unless a test fakes the server its own way (`api: false`), the default answers; the test set-up
 * removes them after each test.
 */
export function setUpOfferPageTests({ api = true }: { api?: boolean } = {}) {
  beforeEach(() => {
    window.sessionStorage.clear();
    setUserDataOwner(TEST_USER_SUBJECT);
    if (api) fakeApi();
  });
}

/** Where the page goes once an application is created: says which one. */
function ApplicationOpened() {
  return <p>Application {useParams().applicationId} opened</p>;
}

/** Stands in for the header's Language choice. */
function LanguageSwitch() {
  const { setLanguage } = useLocale();
  return LANGUAGES.map((language) => (
    <button
      key={language}
      type="button"
      onClick={() => {
        setLanguage(language);
      }}
    >
      Language {language}
    </button>
  ));
}

/**
 * The offer page as the router shows it, in English unless told, with a fresh query cache; with
 * `languageSwitch`, buttons "Language nb" and "Language en" beside it choose the language.
 */
export function renderOfferPage(
  language: Language = 'en',
  { languageSwitch = false }: { languageSwitch?: boolean } = {},
) {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={TEST_USER}>
        <LocaleProvider>
          {languageSwitch ? <LanguageSwitch /> : null}
          <MemoryRouter initialEntries={['/offers/new']}>
            <Routes>
              <Route path="/offers/:offerId" element={<OfferWorkspacePage />} />
              <Route path="/applications/:applicationId" element={<ApplicationOpened />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

export const field = (label: string) => screen.getByLabelText(label, { exact: true });

export const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

export type User = ReturnType<typeof userEvent.setup>;

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

/** Step 4 with no product: on to the result. */
export async function completeProductsStep(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next: Result' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 5 of 5: Result' });
}

type CompleteStep = (user: User, customer: string) => Promise<void>;

const STEPS_BEFORE: Record<'customer' | 'financial' | 'products' | 'result', CompleteStep[]> = {
  customer: [completeObjectStep],
  financial: [completeObjectStep, completeCustomerStep],
  products: [completeObjectStep, completeCustomerStep, completeFinancialStep],
  result: [completeObjectStep, completeCustomerStep, completeFinancialStep, completeProductsStep],
};

/**
 * The offer page opened at `step`, every step before it completed with the least that passes,
 * for a private person unless `customer` names the other type.
 */
export async function openOfferAt(
  step: keyof typeof STEPS_BEFORE,
  { customer = 'Private person' }: { customer?: string } = {},
) {
  const view = renderOfferPage();
  for (const complete of STEPS_BEFORE[step]) await complete(view.user, customer);
  return view;
}
