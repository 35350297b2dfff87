import type { Limits } from '@/lib/rate-limits';

/** A person cancels once or twice; a script does not get to fill our mailbox. */
export const CANCELLATION_LIMITS: Limits<'cancel'> = {
  cancel: { perClient: { points: 5, durationS: 600 }, overall: { points: 120, durationS: 60 } },
};
