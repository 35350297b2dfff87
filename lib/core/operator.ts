import { COMPANY_KEYS, operatorEnv, type OperatorEnv } from '@/lib/config/operator';

// Who runs the site, as configured: the company's identity, which the legal
// pages, the receipts and the confirmation e-mail name word for word (the
// copy never respells it: content/spelling.ts), and what it has declared.

export type Company = Pick<OperatorEnv, (typeof COMPANY_KEYS)[number]>;

/** The operator's data from a parsed environment, and nothing else of it. */
export function companyOf(source: OperatorEnv): Company {
  return Object.fromEntries(COMPANY_KEYS.map((key) => [key, source[key]])) as Company;
}

export const company = companyOf(operatorEnv);

/** When the accessibility statement was last checked against the site; a change of the site's forms renews it. */
export const ACCESSIBILITY_STATEMENT_DATE = '2026-11-25';

/**
 * Where the accessibility statement sends a complaint: the market surveillance
 * authority's postal address and e-mail. Configuration, since the default is
 * the interim contact given while the authority was set up (docs/go-live.md).
 */
export type SurveillanceContact = { address: string; email: string };

export const marketSurveillance: SurveillanceContact = {
  address: operatorEnv.MARKET_SURVEILLANCE_ADDRESS,
  email: operatorEnv.MARKET_SURVEILLANCE_EMAIL,
};
