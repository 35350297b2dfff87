import { localizeDeep } from '@/content/spelling';
import type { Country } from '@/lib/countries/countries';

// The pupils' count, on the landings and in the consent overlay. A module of its
// own: the overlay is a client component, and a module comes whole into its
// chunk, which loads on every page (bench: first-load JS).

/**
 * How many pupils learn with Rechenweg, as the operator counted them: at least
 * `count`, on `countedOn` (as the pages write dates), and what was counted.
 * Configuration (lib/config/operator.ts), so that the claim says what it rests on (§ 5 UWG).
 */
export type Learners = { count: number; countedOn: string; counted: string };

/** A figure of the landings; `basis` says what it rests on. */
export type Claim = { value: string; text: string; basis?: string };

/** 80.000 in Germany, 80’000 in Switzerland. */
const THOUSANDS_SEPARATOR = { DE: '.', CH: '’' } as const satisfies Record<Country, string>;

/**
 * How many learn with Rechenweg: a count we can show, not a promise of better
 * marks, beside what was counted and when. Thousands are grouped as each
 * country writes them: 80.000 in Germany, 80’000 in Switzerland.
 */
export function learnersClaim(country: Country, learners: Learners): Required<Claim> {
  const count = String(learners.count).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[country]);
  return localizeDeep(
    {
      value: `${count}+`,
      // Accounts are what is counted: the claim says so, not that all of them learn.
      text: 'Schülerinnen und Schüler haben ein Rechenweg-Konto',
      basis: `Stand ${learners.countedOn}; gezählt: ${learners.counted}`,
    },
    country,
  );
}
