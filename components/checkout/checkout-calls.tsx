'use client';

import { useMutation } from '@tanstack/react-query';
import { memo, useLayoutEffect } from 'react';
import {
  captureOrder,
  createOrder,
  readOrder,
  retryUnanswered,
} from '@/components/checkout/checkout-api';
import { usePromoCode } from '@/components/checkout/use-promo-code';
import { QueryIsland } from '@/components/form/query-island';

// The checkout's calls to our server, as TanStack Query's query and mutations.
// This module and TanStack Query load when the buyer first touches the form
// (components/checkout/use-checkout-calls.tsx), not with /premium's first load.
// The order's create, read and capture are each bound to one PayPal-Request-Id,
// so each may be sent again when it reached no server (retryUnanswered).

function useCalls() {
  const promo = usePromoCode();
  const { mutateAsync: create } = useMutation({ mutationFn: createOrder, retry: retryUnanswered });
  // `mutate`: only the latest read's callbacks run.
  const { mutate: read } = useMutation({ mutationFn: readOrder, retry: retryUnanswered });
  const { mutateAsync: capture } = useMutation({
    mutationFn: ({ orderId, immediateStart }: { orderId: string; immediateStart: boolean }) =>
      captureOrder(orderId, immediateStart),
    retry: retryUnanswered,
  });
  return { promo, create, read, capture };
}

export type CheckoutCalls = ReturnType<typeof useCalls>;

/** Hands the calls to the form after each of their changes (their state, the quote's answer). */
function Calls({ onCalls }: { onCalls: (calls: CheckoutCalls) => void }) {
  const calls = useCalls();
  useLayoutEffect(() => onCalls(calls));
  return null;
}

/** Renders nothing: it holds the query client; the form renders what the calls hand it. */
function CallsIsland(props: { onCalls: (calls: CheckoutCalls) => void }) {
  return (
    <QueryIsland>
      <Calls onCalls={props.onCalls} />
    </QueryIsland>
  );
}

/** Memoized: the form re-renders on every change of the calls, which must not render them anew. */
export const CheckoutCallsIsland = memo(CallsIsland);
