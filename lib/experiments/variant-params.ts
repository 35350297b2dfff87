import { notFound } from 'next/navigation';
import {
  assignmentFor,
  segmentsOf,
  type Assignment,
  type ExperimentName,
} from '@/lib/experiments/experiments';

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
