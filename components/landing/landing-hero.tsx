import { HeroVisual } from '@/components/landing/hero-visual';
import {
  LANDING_LABELS,
  type CallToAction,
  type Landing,
  type LandingRole,
} from '@/content/landing';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import type { Country } from '@/lib/countries/countries';

/** The analytics event a call to action names, for the one delegated listener (lib/analytics/). */
const eventOf = (action: CallToAction) => action.track && ANALYTICS_EVENTS[action.track];

/** The landing's first screen: its promise, the two calls to action, the explainer videos and the visual. */
export function LandingHero(props: { content: Landing; role: LandingRole; country: Country }) {
  const { content, role, country } = props;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      {/* Two columns only where the 60 px title still fits beside the visual: from 1024 px.
          Both start at the top: a busy browser may paint the hero before its visual is
          parsed, and text centred beside it would move when the rest arrives. */}
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-16 desktop:pt-20 desktop:pb-24 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10">
        <div>
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {content.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-brand-900 desktop:text-6xl">
            {content.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted">{content.lead}</p>
          {/* A slow phone may paint a call to action before its label has arrived. Each has its
              height without it, and the two stand side by side only at the widths where every
              landing's pair fits its column (768 px, and 1280 px beside the visual): a pair that
              wrapped would move the second to a row of its own once its label came. */}
          <div className="mt-8 flex flex-col gap-3 sm:items-start md:flex-row md:items-center lg:flex-col lg:items-start xl:flex-row xl:items-center">
            <a
              href={content.primary.href}
              data-analytics-event={eventOf(content.primary)}
              className="flex min-h-14 items-center justify-center rounded-full bg-brand-700 px-7 py-3.5 text-center text-lg font-semibold text-white shadow-button hover:bg-brand-900"
            >
              {content.primary.label}
            </a>
            <a
              href={content.secondary.href}
              data-analytics-event={eventOf(content.secondary)}
              className="flex min-h-14 items-center justify-center rounded-full px-5 py-3 text-center font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              {content.secondary.label}
            </a>
          </div>
          {content.videos.length > 0 && (
            // One under the other: in a wrapping row, a link whose label had not all arrived
            // fitted beside the one before and moved to the next line with the rest of its
            // label (e2e/layout-shift.spec.ts).
            <ul
              aria-label={LANDING_LABELS.videos}
              className="mt-6 flex flex-col items-start gap-y-2 text-sm font-medium"
            >
              {content.videos.map((video) => (
                <li key={video.href}>
                  <a
                    href={video.href}
                    data-analytics-event={ANALYTICS_EVENTS.videoClicked}
                    className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
                  >
                    ▶ {video.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <HeroVisual role={role} country={country} />
      </div>
    </section>
  );
}
