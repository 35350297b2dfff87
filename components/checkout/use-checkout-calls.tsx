'use client';

import { useCallback, useRef, useState } from 'react';
import { CheckoutError } from '@/components/checkout/checkout-api';
import type { CheckoutCalls, CheckoutCallsIsland } from '@/components/checkout/checkout-calls';
import type { CodeMessage } from '@/components/checkout/use-promo-code';
import { CHECKOUT_LABELS, CHECKOUT_MESSAGES } from '@/content/premium';

type Waiting = { resolve: (calls: CheckoutCalls) => void; reject: (error: Error) => void };

/**
 * The checkout's calls to our server (checkout-calls.tsx), loaded when the
 * buyer first touches the form or the checkout needs them (a pending attempt
 * to check), so TanStack Query is not part of /premium's first load. `ready`
 * resolves with the latest calls once they are there: a click before that
 * waits for them, it is not lost. When their script cannot be loaded (the
 * connection dropped), the waiting calls fail as an unanswered request does,
 * and the next one tries again.
 */
export function useCheckoutCalls() {
  const [Island, setIsland] = useState<typeof CheckoutCallsIsland | null>(null);
  const [calls, setCalls] = useState<CheckoutCalls | null>(null);
  const latest = useRef<CheckoutCalls | null>(null);
  const waiting = useRef<Waiting[]>([]);
  const loading = useRef<Promise<void> | null>(null);

  const onCalls = useCallback((next: CheckoutCalls) => {
    latest.current = next;
    setCalls(next);
    for (const { resolve } of waiting.current.splice(0)) resolve(next);
  }, []);

  const load = useCallback(() => {
    if (latest.current) return;
    loading.current ??= import('@/components/checkout/checkout-calls').then(
      (module) => setIsland(() => module.CheckoutCallsIsland),
      () => {
        loading.current = null;
        const error = new CheckoutError('network', CHECKOUT_MESSAGES.unavailable);
        for (const { reject } of waiting.current.splice(0)) reject(error);
      },
    );
  }, []);

  const ready = useCallback((): Promise<CheckoutCalls> => {
    if (latest.current) return Promise.resolve(latest.current);
    load();
    return new Promise((resolve, reject) => waiting.current.push({ resolve, reject }));
  }, [load]);

  return {
    promo: usePromoCodeOf(calls, ready),
    ready,
    /** Starts loading the calls: the buyer is about to need them. */
    load,
    /** Renders nothing; the calls live in it once loaded. */
    island: Island && <Island onCalls={onCalls} />,
  };
}

/**
 * The code as the form sees it (use-promo-code.ts once the calls are there),
 * with our own message about the field, which outranks the quote's and needs
 * no call: no code, a code not redeemed, or no connection to redeem it.
 */
function usePromoCodeOf(calls: CheckoutCalls | null, ready: () => Promise<CheckoutCalls>) {
  const [note, setNote] = useState<CodeMessage | null>(null);
  const promo = calls?.promo;
  return {
    prices: promo?.prices ?? null,
    redeemed: promo?.redeemed ?? null,
    message: note ?? promo?.message ?? null,
    pending: promo?.pending ?? false,
    redeem(code: string) {
      setNote(code ? null : { ok: false, text: CHECKOUT_LABELS.codeMissing });
      if (!code) return;
      ready().then(
        (loaded) => loaded.promo.redeem(code),
        (error: Error) => setNote({ ok: false, text: error.message }),
      );
    },
    edited() {
      if (!promo?.prices) return;
      setNote(null);
      promo.edited();
    },
    refuse: (text: string) => setNote({ ok: false, text }),
  };
}
