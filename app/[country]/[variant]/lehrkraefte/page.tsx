import type { Metadata } from 'next';
import { landingSite } from '@/app/[country]/[variant]/landing-site';
import { ContactButton } from '@/components/contact/contact-button';
import { LandingPage } from '@/components/landing/landing-page';
import { landingContent, pilotSchoolCopy } from '@/content/landing';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { outboundOrigins } from '@/lib/config/site';
import { outboundLinks } from '@/lib/core/outbound-links';
import {
  assignmentOf,
  variantStaticParams,
  type VariantParams,
} from '@/lib/experiments/variant-params';
import { countryOf } from '@/lib/routing/route-params';
import { countryPageMetadata } from '@/lib/routing/seo';

// Only the variants this build prerendered exist; the proxy never asks for another.
export const dynamicParams = false;

export function generateStaticParams() {
  return variantStaticParams('/lehrkraefte');
}

export function generateMetadata(props: VariantParams): Promise<Metadata> {
  return countryPageMetadata(props, '/lehrkraefte', (country) => {
    const content = landingContent('teacher', outboundLinks(country, outboundOrigins), country);
    return { title: content.metaTitle, description: content.description };
  });
}

export default async function TeacherLandingPage(props: VariantParams) {
  const country = await countryOf(props);
  const assignment = await assignmentOf('teacherHeroCta', props);
  const pilot = pilotSchoolCopy(country);
  return (
    <LandingPage
      role="teacher"
      country={country}
      site={landingSite}
      assignment={assignment}
      overrides={{ primaryLabel: assignment.payload?.label }}
    >
      <section aria-labelledby="pilotschule" className="mx-auto max-w-6xl px-4 pb-16">
        <div className="flex flex-col gap-6 rounded-3xl bg-accent-400/20 p-8 desktop:flex-row desktop:items-center desktop:justify-between">
          <div className="max-w-2xl">
            <h2 id="pilotschule" className="text-2xl font-bold text-brand-900">
              {pilot.heading}
            </h2>
            <p className="mt-2 leading-relaxed text-ink">{pilot.text}</p>
          </div>
          <ContactButton
            issue="Pilot School"
            data-analytics-event={ANALYTICS_EVENTS.pilotSchoolContact}
            className="shrink-0 rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-900"
          >
            {pilot.button}
          </ContactButton>
        </div>
      </section>
    </LandingPage>
  );
}
