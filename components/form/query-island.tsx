'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

// TanStack Query for the islands that call our own server: the checkout and
// the declaration forms. Each mounts its own client inside itself, so a page
// without such an island never loads it (e2e/premium-hardening.spec.ts).
// Nothing is sent twice unless the call says it may be: a declaration sent
// again is a second declaration, and a quote asked again on a focus spends the
// buyer's code attempts. A browser that believes itself offline sends anyway
// (`networkMode: 'always'`): a failed send is answered in our words with the
// input kept, where a paused one would leave the button spinning unexplained.
export function QueryIsland({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            networkMode: 'always',
            retry: false,
            refetchOnWindowFocus: false,
            refetchOnReconnect: false,
          },
          mutations: { networkMode: 'always', retry: false },
        },
      }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
