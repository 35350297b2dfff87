import { notFound } from 'next/navigation';
import {
  assignmentFor,
  experimentNameForPath,
  segmentsOf,
  STANDARD_SEGMENT,
  type Assignment,
  type ExperimentName,
} from '@/lib/experiments/experiments';
import type { SitePath } from '@/lib/routing/pages';

// Every page lives under `app/[country]/[variant]/`, and which of them have an
// experiment is EXPERIMENTS' business: starting or ending one is an edit
// there (and in the page that reads its payload), never a move of route folders.

export type VariantParams = { params: Promise<{ country: string; variant: string }> };

/** The experiment assignment of a page with an experiment; a segment it lacks is a 404. */
export async function assignmentOf<N extends ExperimentName>(
  name: N,
  { params }: VariantParams,
): Promise<Assignment<N>> {
  const assignment = assignmentFor(name, (await params).variant);
  if (!assignment) notFound();
  return assignment;
}

/** Static params of a page's `[variant]` segment: its experiment's variants, or the standard segment alone. */
export function variantStaticParams(path: SitePath) {
  const name = experimentNameForPath(path);
  return (name ? segmentsOf(name) : [STANDARD_SEGMENT]).map((variant) => ({ variant }));
}
