import { notFound } from 'next/navigation';
import { countryFromSegment, countrySegment } from '@/lib/country';
import { assignmentFor, segmentsOf, type Assignment, type ExperimentName } from '@/lib/experiments';
import { COUNTRIES, type Country } from '@/lib/site';

export type CountryParams = { params: Promise<{ country: string }> };

/** The country of a `[country]` route; any other segment is a 404. */
export async function countryOf({ params }: CountryParams): Promise<Country> {
  const country = countryFromSegment((await params).country);
  if (!country) notFound();
  return country;
}

/** Static params of every `[country]` route: both countries are prerendered. */
export function countryStaticParams() {
  return COUNTRIES.map((country) => ({ country: countrySegment(country) }));
}

export type VariantParams = { params: Promise<{ country: string; variant: string }> };

/** The experiment assignment of a `[variant]` page; a segment it lacks is a 404. */
export async function assignmentOf<N extends ExperimentName>(
  name: N,
  { params }: VariantParams,
): Promise<Assignment<N>> {
  const assignment = assignmentFor(name, (await params).variant);
  if (!assignment) notFound();
  return assignment;
}

/** Static params of a `[variant]` page: every variant this build can show. */
export function variantStaticParams(name: ExperimentName) {
  return segmentsOf(name).map((variant) => ({ variant }));
}
