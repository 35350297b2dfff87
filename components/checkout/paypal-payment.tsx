'use client';

import {
  FUNDING,
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useEffect } from 'react';
import { blockedMessage } from '@/content/paypal-buttons';
import type { PayPalBrowserConfig } from '@/lib/checkout/paypal/client';

// PayPal's buttons, loaded with this chunk only after `Weiter zur Zahlung`:
// before that click nothing is requested from PayPal.

export type PayPalPaymentProps = {
  config: PayPalBrowserConfig;
  currency: string;
  locale: string;
  createOrder: () => Promise<string>;
  /** The buyer approved in PayPal's window; our review follows, nothing is captured yet. */
  onApprove: (orderId: string) => Promise<void>;
  onCancel: () => void;
  onError: () => void;
  /** The SDK did not load (an ad blocker, or PayPal down): what the buyer is told. */
  onBlocked: (text: string) => void;
  /** The address a buyer whose buttons are blocked can order by. */
  contactEmail: string;
};

function WhenRejected({ onBlocked, text }: { onBlocked: (text: string) => void; text: string }) {
  const [{ isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) onBlocked(text);
  }, [isRejected, onBlocked, text]);
  return null;
}

export function PayPalPayment({
  config,
  currency,
  locale,
  contactEmail,
  ...handlers
}: PayPalPaymentProps) {
  const options = {
    clientId: config.clientId,
    currency,
    intent: 'capture',
    // PayPal's "continue" flow: its window ends in `Weiter`/`Continue`, never
    // "Pay Now"; only our `Jetzt zahlungspflichtig bestellen` orders (§ 312j BGB).
    commit: false,
    components: 'buttons',
    enableFunding: 'card',
    disableFunding: 'paylater,venmo,sepa,giropay,sofort',
    locale,
    ...(config.sdkBaseUrl ? { sdkBaseUrl: config.sdkBaseUrl } : {}),
    ...(config.environment ? { environment: config.environment } : {}),
  };
  const buttonProps = {
    createOrder: handlers.createOrder,
    onApprove: (data: { orderID: string }) => handlers.onApprove(data.orderID),
    onCancel: handlers.onCancel,
    onError: handlers.onError,
  };
  return (
    <PayPalScriptProvider options={options}>
      <WhenRejected onBlocked={handlers.onBlocked} text={blockedMessage(contactEmail)} />
      <div className="grid gap-3" data-paypal-buttons="">
        <PayPalButtons fundingSource={FUNDING.PAYPAL} {...buttonProps} />
        <PayPalButtons fundingSource={FUNDING.CARD} {...buttonProps} />
      </div>
    </PayPalScriptProvider>
  );
}
