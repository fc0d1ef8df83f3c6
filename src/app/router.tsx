import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RequireRole } from '../auth';
import { PAGES } from '../domain/access';
import { PATHS } from '../domain/topology';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

// Each screen is loaded as its own chunk when first shown, so the first load carries only the
// shell. React Router moves between locations in a transition: the screen before stays until the
// next one has loaded.
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
 * user is still being signed in rather than after. The route's own `lazy` then finds the module
 * loaded (the browser fetches a module once); a download that fails is reported by that route.
 */
export function preloadScreenAt(pathname: string): void {
  const screen = matchRoutes(SCREEN_ROUTES, pathname)?.[0]?.route.screen;
  if (screen !== undefined) screenLoaders[screen]().catch(() => undefined);
}

/** Each screen, lazy, from the export of its name in the module its loader imports. */
function lazyScreens<Name extends string>(loaders: {
  [Screen in Name]: () => Promise<Record<Screen, ComponentType>>;
}): Record<Name, LazyExoticComponent<ComponentType>> {
  const lazyScreen: Partial<Record<Name, LazyExoticComponent<ComponentType>>> = {};
  for (const name in loaders) {
    lazyScreen[name] = lazy(async () => ({ default: (await loaders[name]())[name] }));
  }
  return lazyScreen as Record<Name, LazyExoticComponent<ComponentType>>;
}

/**
 * Where a screen fails to load or render, the error replaces that screen only, until the user
 * moves to another page.
 */
export function ScreenBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A page at its path from the access module, shown only to the role it needs. */
const page = ({ path, role }: (typeof PAGES)[keyof typeof PAGES], Screen: ComponentType) => (
  <Route
    key={path}
    path={path}
    element={
      <RequireRole role={role}>
        <Screen />
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
            {PAGE_SCREENS.map(([guarded, screen]) => page(guarded, screens[screen]))}
            <Route path={PATHS.signInCallback} element={<screens.SignInCallbackPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
