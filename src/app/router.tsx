import { createElement, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RequireRole, useAuth } from '../auth';
import { PAGES } from '../domain/access';
import { PATHS } from '../domain/topology';
import { codeChunk, useCodeChunk } from '../lib/code-chunk';
import { useLocale } from '../lib/locale';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { PageHeadAt } from './page-head-at';
import { RouteError } from './route-error';

// Each screen is loaded as its own chunk when first shown, so the first load carries only the
// shell. Until a screen's chunk is in, its page shows its head (or that it is opening).
const screenLoaders = {
  HomePage: () => import('../features/home/home-page'),
  OffersPage: () => import('../features/offer/list/offers-page'),
  OfferWorkspacePage: () => import('../features/offer/offer-workspace-page'),
  MyApplicationsPage: () => import('../features/applications/my-applications-page'),
  ApplicationPage: () => import('../features/applications/application-page'),
  SalespeoplePage: () => import('../features/salespeople/salespeople-page'),
  SalespersonPage: () => import('../features/salespeople/salesperson-page'),
  ProfilePage: () => import('../features/salespeople/profile-page'),
  DashboardPage: () => import('../features/dashboard/dashboard-page'),
  SignInCallbackPage: () => import('../auth/sign-in-callback-page'),
};
type ScreenName = keyof typeof screenLoaders;
const screens = lazyScreens(screenLoaders);

/** The guarded pages and the screen each shows, in the order the routes are declared. */
const PAGE_SCREENS: readonly (readonly [(typeof PAGES)[keyof typeof PAGES], ScreenName])[] = [
  [PAGES.home, 'HomePage'],
  [PAGES.offers, 'OffersPage'],
  // `/offers/new` too: one route, so the address can name the offer once it is saved.
  [PAGES.offer, 'OfferWorkspacePage'],
  [PAGES.applications, 'MyApplicationsPage'],
  [PAGES.application, 'ApplicationPage'],
  [PAGES.salespeople, 'SalespeoplePage'],
  [PAGES.salesperson, 'SalespersonPage'],
  [PAGES.profile, 'ProfilePage'],
  [PAGES.dashboard, 'DashboardPage'],
];

/** Every path with a screen, for `matchRoutes`, which ranks them as `<Routes>` does. */
const SCREEN_ROUTES: { path: string; screen: ScreenName }[] = [
  ...PAGE_SCREENS.map(([{ path }, screen]) => ({ path, screen })),
  { path: PATHS.signInCallback, screen: 'SignInCallbackPage' },
];

/**
 * Starts downloading the chunk of the screen at `pathname`, if any, so that it arrives while the
 * user is still being signed in rather than after; the route then shows it at once.
 */
export function preloadScreenAt(pathname: string): void {
  const screen = matchRoutes(SCREEN_ROUTES, pathname)?.[0]?.route.screen;
  if (screen !== undefined) screens[screen].load().catch(() => undefined);
}

interface LazyScreen {
  /** Renders the screen, or `waiting` while its chunk is still on the way. */
  Screen: ComponentType<{ waiting: ReactNode }>;
  /** Its chunk, fetched once. */
  load: () => Promise<ComponentType>;
}

/**
 * Each screen, loaded when first shown, from the export of its name in the module its loader
 * imports, without suspending (`useCodeChunk`): a screen whose chunk is already in (preloaded
 * during sign-in) renders in the same commit as the layout, and one whose chunk is on the way as
 * soon as it arrives, in a transition (in slices that leave a phone's main thread free).
 */
export function lazyScreens<Name extends string>(loaders: {
  [Screen in Name]: () => Promise<Record<Screen, ComponentType>>;
}): Record<Name, LazyScreen> {
  const lazyScreen: Partial<Record<Name, LazyScreen>> = {};
  for (const name in loaders) {
    const chunk = codeChunk(async () => (await loaders[name]())[name]);
    const Screen = ({ waiting }: { waiting: ReactNode }) => {
      const Loaded = useCodeChunk(chunk, { inTransition: true });
      // The component is the module's own export, the same at every render.
      return Loaded === undefined ? waiting : createElement(Loaded);
    };
    Screen.displayName = name;
    lazyScreen[name] = { Screen, load: chunk.load };
  }
  return lazyScreen as Record<Name, LazyScreen>;
}

/**
 * While a screen's code is on the way: its head, as the page showed it while signing in, or, for
 * a page whose words only its screen knows, that it is opening.
 */
function ScreenHead() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { t } = useLocale();
  return (
    <PageHeadAt
      pathname={pathname}
      user={user}
      otherwise={
        <p className="app-status" role="status">
          {t('common.page.opening')}
        </p>
      }
    />
  );
}

/**
 * Where a screen fails to load or render, the error replaces that screen only, until the user
 * moves to another page.
 */
export function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Outlet />
    </ErrorBoundary>
  );
}

/** A page at its path from the access module, shown only to the role it needs. */
const page = ({ path, role }: (typeof PAGES)[keyof typeof PAGES], Screen: LazyScreen['Screen']) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireRole role={role}>
        <Screen waiting={<ScreenHead />} />
      </RequireRole>
    }
  />
);

/** The portal's routes. */
export function AppRoutes() {
  return (
    <ErrorBoundary FallbackComponent={RouteError}>
      <Routes>
        <Route element={<Layout />}>
          <Route element={<ScreenBoundary />}>
            {PAGE_SCREENS.map(([guarded, screen]) => page(guarded, screens[screen].Screen))}
            <Route
              path={PATHS.signInCallback}
              element={<screens.SignInCallbackPage.Screen waiting={null} />}
            />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
