import { createRateLimiter, type Limits } from '@/lib/http/rate-limits';

/**
 * The checkout's limits: a code cannot be guessed at speed, and nobody makes
 * PayPal orders by the thousand in our name. A family buying Premium redeems a
 * code or two, makes an order or three (a changed e-mail, another plan) and
 * reads its order a few times around PayPal's window and a reload; ten times
 * that is still a person. The overall windows hold a TV-broadcast rush of real
 * buyers and stop a flood.
 */
export const CHECKOUT_LIMITS: Limits<'quote' | 'orders' | 'capture' | 'review'> = {
  quote: { perClient: { points: 10, durationS: 60 }, overall: { points: 600, durationS: 60 } },
  orders: { perClient: { points: 10, durationS: 600 }, overall: { points: 300, durationS: 60 } },
  // A buyer's own few reads and captures of the order it holds are not
  // charged to the overall windows: a flood from elsewhere cannot stop them.
  capture: {
    perClient: { points: 30, durationS: 600 },
    overall: { points: 600, durationS: 60 },
    reserved: 3,
  },
  review: {
    perClient: { points: 60, durationS: 600 },
    overall: { points: 1200, durationS: 60 },
    reserved: 10,
  },
};

export const createCheckoutLimiter = (redisUrl: string | null) =>
  createRateLimiter({ limits: CHECKOUT_LIMITS, keyPrefix: 'rw-checkout', redisUrl });
