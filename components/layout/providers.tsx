'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ToastHost } from '@/components/ui/toast-host';

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

// PayPal's provider lives around its buttons only
// (components/checkout/paypal-payment.tsx): on every page it would cost each landing
// its weight in first-load JavaScript.
export function Providers({ children, supportEmail }: ProvidersProps) {
  // In render, not an effect: an error while hydrating still finds the address.
  // eslint-disable-next-line react-hooks/globals
  lastSupportEmail = supportEmail;
  return (
    <SupportEmailContext.Provider value={supportEmail}>
      {children}
      <ToastHost />
    </SupportEmailContext.Provider>
  );
}
