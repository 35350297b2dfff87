import { ERROR_REPORTING } from '@/lib/site';

// Options shared by the browser and the server SDK (spec section 9).
export const sharedSentryOptions = {
  maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
  sendDefaultPii: false,
} as const;
