import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../auth';
import { Layout } from './layout';
import { NotFound } from './not-found';
import { RouteError } from './route-error';

/**
 * The portal's routes. Each screen is its own lazily loaded chunk, so the
 * first load carries only the shell.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/home-page')).HomePage,
            }),
          },
          {
            path: 'offers/new',
            lazy: async () => ({
              Component: (await import('../features/offer/new-offer-page')).NewOfferPage,
            }),
          },
          {
            path: 'applications',
            lazy: async () => ({
              Component: (await import('../features/applications/my-applications-page'))
                .MyApplicationsPage,
            }),
          },
          {
            path: 'applications/:applicationId',
            lazy: async () => ({
              Component: (await import('../features/applications/application-page'))
                .ApplicationPage,
            }),
          },
          {
            path: 'salespeople',
            element: (
              <RequireRole role="manager">
                <Outlet />
              </RequireRole>
            ),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/salespeople/salespeople-page'))
                    .SalespeoplePage,
                }),
              },
              {
                path: ':salesPersonId',
                lazy: async () => ({
                  Component: (await import('../features/salespeople/salesperson-page'))
                    .SalespersonPage,
                }),
              },
            ],
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/salespeople/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'auth/callback',
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
