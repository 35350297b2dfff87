import { useState } from 'react';
import { redeemCode, type PriceList } from '@/components/checkout/checkout-api';
import { CHECKOUT_LABELS } from '@/content/premium';

export type CodeMessage = { ok: boolean; text: string };

/** The code the server priced: the one an order is sent with, and the prices shown. */
export function usePromoCode() {
  const [prices, setPrices] = useState<PriceList | null>(null);
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const [message, setMessage] = useState<CodeMessage | null>(null);
  const [pending, setPending] = useState(false);

  /** Back to list prices, with a message or none. */
  function reset(text: CodeMessage | null) {
    setPrices(null);
    setRedeemed(null);
    setMessage(text);
  }

  async function redeem(code: string) {
    if (!code) return reset({ ok: false, text: CHECKOUT_LABELS.codeMissing });
    setPending(true);
    try {
      const result = await redeemCode(code);
      setPrices(result.plans);
      setRedeemed(result.promoCode);
      setMessage({ ok: true, text: CHECKOUT_LABELS.codeApplied(result.promoCode) });
    } catch (error) {
      reset({ ok: false, text: (error as Error).message });
    } finally {
      setPending(false);
    }
  }

  return {
    prices,
    redeemed,
    message,
    pending,
    redeem,
    /** A code being edited is not the one redeemed: list prices until it is. */
    edited() {
      if (prices) reset(null);
    },
    refuse: (text: string) => setMessage({ ok: false, text }),
  };
}
