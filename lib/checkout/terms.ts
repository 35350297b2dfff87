import {
  createHash,
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { IMMEDIATE_START } from '@/content/withdrawal-notice';
import { toMinor } from '@/lib/checkout/money';
import { currencyOf, planById, type PlanId } from '@/lib/checkout/plans';
import { PAYMENT_REFERENCE } from '@/lib/core/order-reference';
import type { Currency, Country } from '@/lib/countries/countries';
import { isCountry } from '@/lib/countries/country-rules';

// The terms of an order, as the site signs them into PayPal's order so that
// capture, the review and reconciliation can tell our orders from anyone's
// (PayPal's JS SDK creates orders with the public client id alone) and read
// them back without a database. PayPal never sees the account e-mail in clear:
// it travels encrypted in the purchase unit's reference (data minimisation),
// and custom_id holds only the pseudonymous invoice number.

export type OrderTerms = {
  /**
   * The attempt's invoice number at PayPal, `RW-` and 20 hex digits: a digest of
   * the browser's checkout attempt and the browser's own secret (invoiceIdOf),
   * so that neither can be read from the confirmation e-mail that shows it.
   */
  invoiceId: string;
  planId: PlanId;
  country: Country;
  promoCode: string | null;
  accountEmail: string;
  currency: Currency;
  /** Minor units. */
  total: number;
};

/** Keys derived from ORDER_SIGNING_KEY, one per purpose, so no two uses share a key. */
export type TermsKeys = {
  sign: Buffer;
  encrypt: Buffer;
  requestId: Buffer;
  cookie: Buffer;
  invoice: Buffer;
  consent: Buffer;
  /** The account's key in the record of what the site sold it (lib/checkout/account-sales.ts). */
  accountSales: Buffer;
};

export function termsKeys(orderSigningKey: string): TermsKeys {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', orderSigningKey, '', `rechenweg checkout ${purpose}`, 32));
  return {
    sign: derive('signature'),
    encrypt: derive('account e-mail'),
    requestId: derive('paypal request id'),
    cookie: derive('order cookie'),
    invoice: derive('invoice number'),
    consent: derive('immediate start consent'),
    accountSales: derive('account sales'),
  };
}

const REFERENCE_PREFIX = 'rw1';
/** What PayPal allows in a purchase unit's reference_id. */
const REFERENCE_MAX_CHARS = 256;

const mac = (key: Buffer, parts: readonly (string | number)[]) =>
  createHmac('sha256', key).update(JSON.stringify(parts)).digest('base64url');

/**
 * The invoice number of a checkout attempt in one browser, which PayPal refuses
 * to capture twice: `RW-` and a digest of the attempt's id and the browser's
 * secret (lib/checkout/browser-secret.ts).
 */
export function invoiceIdOf(checkoutId: string, browser: string, keys: TermsKeys): string {
  const digest = createHmac('sha256', keys.invoice).update(JSON.stringify([checkoutId, browser]));
  return `RW-${digest.digest('hex').slice(0, 20).toUpperCase()}`;
}

function encryptEmail(email: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(email, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([iv, sealed]).toString('base64url');
}

function decryptEmail(sealed: string, key: Buffer): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** Every term, in one order, for the signature and the request ids. */
const termParts = (terms: OrderTerms) => [
  terms.invoiceId,
  terms.planId,
  terms.country,
  terms.promoCode ?? '',
  terms.accountEmail,
  terms.currency,
  terms.total,
];

function signature(terms: OrderTerms, keys: TermsKeys): string {
  return mac(keys.sign, termParts(terms)).slice(0, 22);
}

/** What the order's purchase unit carries of our terms. */
export type SignedUnit = { reference_id: string; custom_id: string; invoice_id: string };

export function signedUnit(terms: OrderTerms, keys: TermsKeys): SignedUnit {
  const reference = [
    REFERENCE_PREFIX,
    terms.planId,
    terms.country,
    terms.promoCode ?? '-',
    encryptEmail(terms.accountEmail, keys.encrypt),
    signature(terms, keys),
  ].join(':');
  // Longer only with an e-mail longer than ACCOUNT_EMAIL_MAX_CHARS, which the endpoint refuses.
  if (reference.length > REFERENCE_MAX_CHARS) throw new Error('order reference too long');
  return { reference_id: reference, custom_id: terms.invoiceId, invoice_id: terms.invoiceId };
}

/** A purchase unit as PayPal returns it, as far as the terms go. */
export type UnitOfTerms = {
  reference_id?: string;
  invoice_id?: string;
  amount?: { currency_code?: string; value?: string };
};

/**
 * The terms of an order this server made, or null: an order made elsewhere, or
 * one whose plan, country, code, account, invoice, currency or amount changed
 * since we signed it.
 */
export function verifyUnit(unit: UnitOfTerms | undefined, keys: TermsKeys): OrderTerms | null {
  const parts = (unit?.reference_id ?? '').split(':');
  if (parts.length !== 6) return null;
  const [prefix, planId, country, code, sealed, given] = parts as [string, ...string[]];
  const total = toMinor(unit?.amount?.value);
  const currency = unit?.amount?.currency_code;
  const invoiceId = PAYMENT_REFERENCE.test(unit?.invoice_id ?? '') ? unit!.invoice_id! : null;
  if (prefix !== REFERENCE_PREFIX || total === null || invoiceId === null) return null;
  if (!planById(planId ?? '') || !isCountry(country) || currency !== currencyOf(country)) {
    return null;
  }
  const accountEmail = decryptEmail(sealed ?? '', keys.encrypt);
  if (accountEmail === null) return null;
  const terms: OrderTerms = {
    invoiceId,
    planId: planId as PlanId,
    country,
    promoCode: code === '-' ? null : (code ?? null),
    accountEmail,
    currency,
    total,
  };
  const wanted = Buffer.from(signature(terms, keys));
  const actual = Buffer.from(given ?? '');
  return wanted.length === actual.length && timingSafeEqual(wanted, actual) ? terms : null;
}

/**
 * PayPal-Request-Id of a create: every signed term and the browser's secret are
 * in it, so the same click sent twice gets the same order, any changed term a
 * new one, and nobody else's browser ever gets this order back, whatever of its
 * terms they know.
 */
export function createRequestId(terms: OrderTerms, browser: string, keys: TermsKeys): string {
  return `c-${mac(keys.requestId, ['create', browser, ...termParts(terms)])}`;
}

/**
 * PayPal-Request-Id of a capture: the order, its signed terms and the approval
 * it captures. PayPal answers a repeated id with the earlier answer, declines
 * included, so a buyer who chose another card after a decline (a new approval)
 * must be captured under a new id, while `Zahlung prüfen` repeats the same one.
 */
export function captureRequestId(
  orderId: string,
  terms: OrderTerms,
  approval: number,
  keys: TermsKeys,
): string {
  return `k-${mac(keys.requestId, ['capture', orderId, signature(terms, keys), approval])}`;
}

/** The consent to start at once, as the site recorded it when the buyer gave it. */
export type RecordedConsent = { at: string; textVersion: string };

const CONSENT = /^(RW-[0-9A-F]{20})\.c(\d{10})\.([0-9a-f]{8})\.([\w-]{22})$/;

const consentMac = (
  orderId: string,
  invoiceId: string,
  atS: number,
  version: string,
  keys: TermsKeys,
) => mac(keys.consent, [orderId, invoiceId, atS, version]).slice(0, 22);

/**
 * The purchase unit's custom_id once the buyer ticked the box and clicked
 * `Jetzt zahlungspflichtig bestellen`: the invoice number, the time, the
 * version of the checkbox's text and an HMAC over them and the order. PayPal
 * keeps it with the order, so the hand-off, the e-mail and the reconciliation
 * read the consent back instead of inferring it from a capture.
 */
export function consentCustomId(
  orderId: string,
  invoiceId: string,
  at: Date,
  textVersion: string,
  keys: TermsKeys,
): string {
  const atS = Math.floor(at.getTime() / 1000);
  return `${invoiceId}.c${atS}.${textVersion}.${consentMac(orderId, invoiceId, atS, textVersion, keys)}`;
}

/** The consent a custom_id records for this order, or null: none given, or not ours. */
export function readConsent(
  customId: string | undefined,
  orderId: string,
  invoiceId: string,
  keys: TermsKeys,
): RecordedConsent | null {
  const match = CONSENT.exec(customId ?? '');
  if (!match || match[1] !== invoiceId) return null;
  const atS = Number(match[2]);
  const wanted = Buffer.from(consentMac(orderId, invoiceId, atS, match[3]!, keys));
  if (!timingSafeEqual(wanted, Buffer.from(match[4]!))) return null;
  return { at: new Date(atS * 1000).toISOString(), textVersion: match[3]! };
}

/**
 * The version of the checkbox's text a recorded consent refers to: a digest of
 * the words, so it changes with them by itself.
 */
export const IMMEDIATE_START_VERSION = createHash('sha256')
  .update(`${IMMEDIATE_START.label}\n${IMMEDIATE_START.acknowledgement}`)
  .digest('hex')
  .slice(0, 8);
