'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ToastHost } from '@/components/toast-host';

const SupportEmailContext = createContext<string | null>(null);
// Kept for global-error.tsx, which replaces the root layout and its context.
let lastSupportEmail: string | null = null;

/** The support address for error screens; null only if the app never rendered. */
export function useSupportEmail() {
  return useContext(SupportEmailContext) ?? lastSupportEmail;
}

type ProvidersProps = {
  children: ReactNode;
  supportEmail: string;
};

// No page takes payments or runs client queries yet: the PayPal and React Query
// providers cost 11.7 KB gzipped on every landing (bench/results.md), so they
// come back with the first feature that needs them, around that feature only.
export function Providers({ children, supportEmail }: ProvidersProps) {
  lastSupportEmail = supportEmail;
  return (
    <SupportEmailContext.Provider value={supportEmail}>
      {children}
      <ToastHost />
    </SupportEmailContext.Provider>
  );
}
