import { COMPANY_KEYS, env, type Env } from '@/lib/env';

// Who runs the site, as configured: the company's identity, which the legal
// pages, the receipts and the confirmation e-mail name word for word (the
// copy never respells it: content/spelling.ts), and what it has declared.

export type Company = Pick<Env, (typeof COMPANY_KEYS)[number]>;

/** The operator's data from the environment, and nothing else of it. */
export const company: Company = Object.fromEntries(
  COMPANY_KEYS.map((key) => [key, env[key]]),
) as Company;

/** When the accessibility statement was last checked against the site; a change of the site's forms renews it. */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-25';
