import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { redeemCode, retryUnanswered } from '@/components/checkout/checkout-api';
import { CHECKOUT_LABELS } from '@/content/premium';
import { normalizePromoCode } from '@/lib/checkout/promo-codes';

export type CodeMessage = { ok: boolean; text: string };

/**
 * How long a code's prices are reused when the buyer redeems it again: the
 * quote endpoint counts every check against the buyer's attempts, and a
 * code's prices do not change within a visit. The order is priced anew by the
 * server anyway.
 */
const QUOTE_FRESH_MS = 10 * 60_000;

/** The code the server priced: the one an order is sent with, and the prices shown. */
export function usePromoCode() {
  // The code last redeemed, as the server compares it; null shows list prices.
  const [asked, setAsked] = useState<string | null>(null);
  // Our own word on the field, which outranks the quote's and needs no call:
  // `Einlösen` without a code.
  const [note, setNote] = useState<CodeMessage | null>(null);
  const quote = useQuery({
    queryKey: ['premium-quote', asked],
    queryFn: () => redeemCode(asked!),
    enabled: asked !== null,
    staleTime: QUOTE_FRESH_MS,
    retry: retryUnanswered,
  });
  const priced = asked !== null && quote.isSuccess ? quote.data : null;

  const message: CodeMessage | null =
    note ??
    (priced
      ? { ok: true, text: CHECKOUT_LABELS.codeApplied(priced.promoCode) }
      : quote.isError && asked !== null
        ? { ok: false, text: quote.error.message }
        : null);

  return {
    prices: priced?.plans ?? null,
    redeemed: priced?.promoCode ?? null,
    message,
    pending: asked !== null && quote.isFetching,
    redeem(code: string) {
      setNote(code ? null : { ok: false, text: CHECKOUT_LABELS.codeMissing });
      if (!code) return;
      const normalized = normalizePromoCode(code);
      // The same code again after a failure is asked again; after a success its prices stand.
      if (normalized === asked && quote.isError) void quote.refetch();
      setAsked(normalized);
    },
    /** A code being edited is not the one redeemed: list prices until it is. */
    edited() {
      if (!priced) return;
      setNote(null);
      setAsked(null);
    },
  };
}
