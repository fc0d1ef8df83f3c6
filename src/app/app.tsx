import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../auth';
import { LocaleProvider } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { createRouter } from './router';

/** Created once signed in: the sign-in callback may have rewritten the URL the router reads. */
function SignedInApp() {
  const [router] = useState(createRouter);
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider>
        <AuthProvider>
          <SignedInApp />
        </AuthProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
}
