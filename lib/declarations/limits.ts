import type { Limits } from '@/lib/http/rate-limits';

/**
 * Per kind of declaration: a person cancels or withdraws once or twice; a
 * script does not get to fill our mailbox.
 */
export const DECLARATION_LIMITS: Limits<'declare'> = {
  declare: { perClient: { points: 5, durationS: 600 }, overall: { points: 120, durationS: 60 } },
};
