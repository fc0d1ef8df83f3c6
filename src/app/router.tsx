import { lazy, Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { RequireRole } from '../auth';
import { PAGES } from '../domain/access';
import { PATHS } from '../domain/topology';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

// Each screen is loaded as its own chunk when first shown, so the first load carries only the
// shell. React Router moves between locations in a transition: the screen before stays until the
// next one has loaded.
const HomePage = lazy(async () => ({
  default: (await import('../features/home/home-page')).HomePage,
}));
const OffersPage = lazy(async () => ({
  default: (await import('../features/offer/list/offers-page')).OffersPage,
}));
const OfferWorkspacePage = lazy(async () => ({
  default: (await import('../features/offer/offer-workspace-page')).OfferWorkspacePage,
}));
const MyApplicationsPage = lazy(async () => ({
  default: (await import('../features/applications/my-applications-page')).MyApplicationsPage,
}));
const ApplicationPage = lazy(async () => ({
  default: (await import('../features/applications/application-page')).ApplicationPage,
}));
const SalespeoplePage = lazy(async () => ({
  default: (await import('../features/salespeople/salespeople-page')).SalespeoplePage,
}));
const SalespersonPage = lazy(async () => ({
  default: (await import('../features/salespeople/salesperson-page')).SalespersonPage,
}));
const ProfilePage = lazy(async () => ({
  default: (await import('../features/salespeople/profile-page')).ProfilePage,
}));
const SignInCallbackPage = lazy(async () => ({
  default: (await import('../auth/sign-in-callback-page')).SignInCallbackPage,
}));

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
            {page(PAGES.home, HomePage)}
            {page(PAGES.offers, OffersPage)}
            {/* `/offers/new` too: one route, so the address can name the offer once it is saved. */}
            {page(PAGES.offer, OfferWorkspacePage)}
            {page(PAGES.applications, MyApplicationsPage)}
            {page(PAGES.application, ApplicationPage)}
            {page(PAGES.salespeople, SalespeoplePage)}
            {page(PAGES.salesperson, SalespersonPage)}
            {page(PAGES.profile, ProfilePage)}
            <Route path={PATHS.signInCallback} element={<SignInCallbackPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </ErrorBoundary>
  );
}
