'use client';

import { PayPalScriptProvider } from '@paypal/react-paypal-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { PAYMENT_CURRENCY, TOAST_AUTO_CLOSE_MS } from '@/lib/site';

type ProvidersProps = {
  children: ReactNode;
  /** PayPal is off (no provider) while the client id is not configured. */
  paypalClientId: string | null;
};

export function Providers({ children, paypalClientId }: ProvidersProps) {
  const [queryClient] = useState(() => new QueryClient());
  const content = (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </QueryClientProvider>
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
