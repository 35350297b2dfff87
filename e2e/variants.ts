import { randomUUID } from 'node:crypto';
import { EvaluationEngine, type EvaluationFlag } from '@amplitude/experiment-core';
import bootstrapJson from '@/lib/experiments/experiment-flags.json';

// What the two experiments show and which devices the bootstrap configuration
// buckets where, for the specs of experiments and previews.

export const FLAG = 'student-hero-title';
export const TEACHER_FLAG = 'teacher-hero-cta';
export const DEFAULT_TITLE = 'Dein persönlicher KI-Mathetutor';
export const TREATMENT_TITLE = 'Mathe verstehen statt auswendig lernen';
export const TEACHER_DEFAULT_CTA = 'Kostenlos für Ihre Klasse testen';
export const TEACHER_TREATMENT_CTA = 'Jetzt mit Ihrer Klasse starten';

export const bootstrap = bootstrapJson as unknown as EvaluationFlag[];

/** The variant Amplitude's own evaluator gives a device under a configuration. */
export function expectedVariant(flags: EvaluationFlag[], deviceId: string, flagKey = FLAG) {
  return new EvaluationEngine().evaluate({ user: { device_id: deviceId } }, flags)[flagKey]?.key;
}

/** A device id the bootstrap configuration buckets into this variant of the pupils' flag. */
export function deviceIn(variant: 'control' | 'treatment') {
  for (;;) {
    const deviceId = randomUUID();
    if (expectedVariant(bootstrap, deviceId) === variant) return deviceId;
  }
}

/** The hero title of a page's HTML. */
export const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
