import { randomUUID } from 'node:crypto';
import { EvaluationEngine, type EvaluationFlag } from '@amplitude/experiment-core';
import type { Page } from '@playwright/test';
import bootstrapJson from '@/lib/experiments/experiment-flags.json';

// What the teachers' experiment shows and which devices the bootstrap
// configuration buckets where, for the specs of experiments and previews. It is
// the only experiment: pupils' pages never run one (docs/experiments.md).

export const FLAG = 'teacher-hero-cta';
export const TEACHER_DEFAULT_CTA = 'Kostenlos für Ihre Klasse testen';
export const TEACHER_TREATMENT_CTA = 'Jetzt mit Ihrer Klasse starten';

export const bootstrap = bootstrapJson as unknown as EvaluationFlag[];

/** A live configuration: the bootstrap's split with another salt, so its buckets differ. */
export const liveFlags: EvaluationFlag[] = bootstrap.map((flag) => ({
  ...flag,
  segments: flag.segments.map((segment) =>
    segment.bucket
      ? { ...segment, bucket: { ...segment.bucket, salt: `${flag.key}-live` } }
      : segment,
  ),
}));

/** The variant Amplitude's own evaluator gives a device under a configuration. */
export function expectedVariant(flags: EvaluationFlag[], deviceId: string) {
  return new EvaluationEngine().evaluate({ user: { device_id: deviceId } }, flags)[FLAG]?.key;
}

/** A device id the bootstrap configuration buckets into this variant of the teachers' flag. */
export function deviceIn(variant: 'control' | 'treatment') {
  return deviceWhere((deviceId) => expectedVariant(bootstrap, deviceId) === variant);
}

/** A random device id that meets `wanted`. */
export function deviceWhere(wanted: (deviceId: string) => boolean) {
  for (;;) {
    const deviceId = randomUUID();
    if (wanted(deviceId)) return deviceId;
  }
}

/** The language a page's HTML declares: `de-CH` on the Swiss origin. */
export const langOf = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

/** The hero title of a page's HTML. */
export const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** The label of the hero's main button in a landing's HTML: the first link after its title. */
export const ctaOf = (html: string) => /<\/h1>[\s\S]*?<a [^>]*>([^<]*)<\/a>/.exec(html)?.[1];

/** The hero's main button on a landing in the browser: the first link after its title. */
export const heroCta = (page: Page) =>
  page.getByRole('heading', { level: 1 }).locator('xpath=following::a[1]');
