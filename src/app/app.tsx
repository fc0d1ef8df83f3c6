import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth';
import { LocaleProvider } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { SkipLink } from './layout';
import { AppRoutes } from './router';
import { StartingPage } from './starting-page';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <SkipLink />
        <AuthProvider starting={<StartingPage />}>
          {/* Mounted once signed in: the sign-in callback may have rewritten the URL it reads. */}
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AuthProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
