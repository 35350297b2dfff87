import { siteDate } from '@/lib/core/site-time';

/** The two codes the product offers; their discounts and validity are demo values. */
export const PROMOTIONS = [
  { code: 'HDL2024', percentOff: 20, validFrom: '2024-01-01', validUntil: '2024-12-31' },
  { code: 'BESSER25', percentOff: 25, validFrom: '2025-01-01', validUntil: '2027-12-31' },
] as const satisfies readonly {
  code: string;
  percentOff: number;
  /** ISO dates, inclusive, in the site's time zone (Europe/Berlin and Zurich agree). */
  validFrom: string;
  validUntil: string;
}[];

export type PromoCode = (typeof PROMOTIONS)[number];

/** Longer input is not a code of ours; the field and the endpoints refuse it before looking. */
export const PROMO_CODE_MAX_CHARS = 32;

/** Codes are compared trimmed and case-insensitively, as buyers type them. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

export type PromoCheck =
  { ok: true; promotion: PromoCode } | { ok: false; reason: 'unknown' | 'expired' | 'notYet' };

export function checkPromoCode(input: string, now: Date = new Date()): PromoCheck {
  const code = normalizePromoCode(input);
  const promotion = PROMOTIONS.find((candidate) => candidate.code === code);
  if (!promotion) return { ok: false, reason: 'unknown' };
  const today = siteDate(now);
  if (today < promotion.validFrom) return { ok: false, reason: 'notYet' };
  if (today > promotion.validUntil) return { ok: false, reason: 'expired' };
  return { ok: true, promotion };
}
