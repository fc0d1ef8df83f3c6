import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, type Auth } from '../auth/auth-context';
import type { Language } from '../lib/i18n';
import { renderWithLocale } from './render-with-locale';

/** The demo sales rep: staff, salesperson 1003. */
const REP: Auth = {
  user: {
    subject: 'user-rep',
    username: 'rep',
    name: 'Rita Rep',
    roles: ['staff'],
    salesPersonId: 1003,
  },
  dealerName: 'Nordvik Motor AS',
  signOut: () => Promise.resolve(),
};

/**
 * Renders a screen as the signed-in rep sees it: queries (no retries), the user, the router at
 * `path`, and the language chosen (English unless given).
 */
export function renderSignedIn(
  ui: ReactElement,
  { path = '/', language = 'en' }: { path?: string; language?: Language } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithLocale(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={REP}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
    { language },
  );
}
