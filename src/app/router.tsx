import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../auth';
import { PAGES } from '../domain/access';
import { PATHS } from '../domain/topology';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/**
 * A page at its path from the access module, shown only to the role it needs, and loaded lazily
 * as its own chunk, so the first load carries only the shell.
 */
const page = (
  { path, role }: (typeof PAGES)[keyof typeof PAGES],
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  element: (
    <RequireRole role={role}>
      <Outlet />
    </RequireRole>
  ),
  children: [{ index: true, lazy: async () => ({ Component: await load() }) }],
});

/** The portal's routes. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(PAGES.home, async () => (await import('../features/home/home-page')).HomePage),
          page(
            PAGES.offers,
            async () => (await import('../features/offers/offers-page')).OffersPage,
          ),
          // `/offers/new` too: one route, so the address can name the offer once it is saved.
          page(
            PAGES.offer,
            async () => (await import('../features/offer/offer-workspace-page')).OfferWorkspacePage,
          ),
          page(
            PAGES.applications,
            async () =>
              (await import('../features/applications/my-applications-page')).MyApplicationsPage,
          ),
          page(
            PAGES.application,
            async () => (await import('../features/applications/application-page')).ApplicationPage,
          ),
          page(
            PAGES.salespeople,
            async () => (await import('../features/salespeople/salespeople-page')).SalespeoplePage,
          ),
          page(
            PAGES.salesperson,
            async () => (await import('../features/salespeople/salesperson-page')).SalespersonPage,
          ),
          page(
            PAGES.profile,
            async () => (await import('../features/salespeople/profile-page')).ProfilePage,
          ),
          {
            path: PATHS.signInCallback,
            lazy: async () => ({
              Component: (await import('../auth/sign-in-callback-page')).SignInCallbackPage,
            }),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
