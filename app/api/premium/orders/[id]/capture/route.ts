import type { NextRequest } from 'next/server';
import { paypalConfig } from '@/lib/env';
import { captureOrder, PayPalError } from '@/lib/checkout/paypal';
import { CHECKOUT_MESSAGES, formatMinor, planById, toMinor } from '@/lib/checkout/pricing';
import { jsonAnswer, readJsonPost } from '@/lib/request-guards';

const ORDER_ID = /^[A-Z0-9]{10,40}$/;
// A capture PayPal did not confirm may still have happened: the buyer checks
// again (same request id) instead of paying again.
const ANSWERS = {
  declined: [402, 'declined'],
  mismatch: [409, 'mismatch'],
  timeout: [504, 'unconfirmed'],
  unavailable: [502, 'unconfirmed'],
} as const;

/**
 * Captures the order the buyer approved in PayPal's window. PayPal's request id
 * is the order's, so a double click or a retry after a timeout never charges twice.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  if (!paypalConfig) return jsonAnswer(503, { message: CHECKOUT_MESSAGES.off });
  const read = await readJsonPost(request);
  if (!read.ok) return read.response;
  const { id } = await params;
  if (!ORDER_ID.test(id)) return jsonAnswer(400, { message: CHECKOUT_MESSAGES.mismatch });
  try {
    const capture = await captureOrder(paypalConfig, id);
    const plan = planById(capture.planId)!;
    return jsonAnswer(200, {
      orderId: capture.orderId,
      plan: plan.name,
      accountEmail: capture.accountEmail,
      amount: formatMinor(toMinor(capture.value)!, capture.country),
      planId: plan.id,
      currency: capture.currency,
      promoCodeUsed: capture.promoCode !== null,
    });
  } catch (error) {
    const failure = error instanceof PayPalError ? error.failure : 'unavailable';
    console.error(`[checkout] ${error instanceof Error ? error.message : String(error)}`);
    const [status, outcome] = ANSWERS[failure];
    return jsonAnswer(status, { failure: outcome, message: CHECKOUT_MESSAGES[outcome] });
  }
}
