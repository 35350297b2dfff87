import type { LandingSite } from '@/components/landing/landing-page';
import { backing, learners } from '@/lib/config/operator';
import { outboundOrigins } from '@/lib/config/site';
import { flagsSecret } from '@/lib/experiments/config';

/** What the three landings are configured with, handed to the landing as props. */
export const landingSite: LandingSite = { outboundOrigins, backing, learners, flagsSecret };
