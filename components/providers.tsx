'use client';

import { PayPalScriptProvider } from '@paypal/react-paypal-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { PAYMENT_CURRENCY, TOAST_AUTO_CLOSE_MS } from '@/lib/site';

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
  /** PayPal is off (no provider) while the client id is not configured. */
  paypalClientId: string | null;
};

export function Providers({ children, paypalClientId, supportEmail }: ProvidersProps) {
  const [queryClient] = useState(() => new QueryClient());
  lastSupportEmail = supportEmail;
  const content = (
    <SupportEmailContext.Provider value={supportEmail}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </SupportEmailContext.Provider>
  );
  if (!paypalClientId) return content;
  return (
    // deferLoading: the PayPal SDK is fetched only when a payment button asks for it.
    <PayPalScriptProvider
      deferLoading
      options={{ clientId: paypalClientId, currency: PAYMENT_CURRENCY }}
    >
      {content}
    </PayPalScriptProvider>
  );
}
