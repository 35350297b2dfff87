import { drainOutboxEndpoint } from '@/lib/outbox/drain-endpoint';

/** Vercel Cron's run of the outbox (vercel.json): sends what is due. */
export const GET = (request: Request) => drainOutboxEndpoint(request);

/** A drain stops claiming after 50 s (lib/outbox/drain.ts); its last sends finish within this. */
export const maxDuration = 120;
