import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExperimentExposure } from '@/components/experiments/experiment-exposure';
import { PreviewFlagValues } from '@/components/experiments/preview-flag-values';
import { FaqSection } from '@/components/landing/faq-section';
import { LandingHero } from '@/components/landing/landing-hero';
import { PartnerLogo, PartnerNote } from '@/components/landing/partner-logo';
import { ShortVideoStrip } from '@/components/landing/short-video-strip';
import { StaticImage } from '@/components/ui/static-image';
import {
  claims,
  LANDING_LABELS,
  landingContent,
  partners,
  shortVideosCopy,
  testimonial,
  type Backing,
  type LandingRole,
} from '@/content/landing';
import type { Learners } from '@/content/learners-claim';
import { outboundLinks, type OutboundLinks, type OutboundOrigins } from '@/lib/core/outbound-links';
import type { Country } from '@/lib/countries/countries';
import type { Assignment } from '@/lib/experiments/experiments';
import { isPupilsPage, LANDING_PATHS } from '@/lib/routing/pages';

/** The configuration every landing shows: its links, its backing and claim, and the Flags Explorer's key. */
export type LandingSite = {
  outboundOrigins: OutboundOrigins;
  backing: Backing;
  learners: Learners;
  flagsSecret: string | null;
};

type LandingPageProps = {
  role: LandingRole;
  country: Country;
  site: LandingSite;
  /** The experiment this page view shows, reported as an exposure when it has a variant. */
  assignment?: Assignment;
  /** Copy a variant replaces. */
  overrides?: { title?: string; primaryLabel?: string };
  /** Role-specific sections shown between the benefits and the shared trust sections. */
  children?: ReactNode;
};

export function LandingPage({
  role,
  country,
  site,
  assignment,
  overrides,
  children,
}: LandingPageProps) {
  const { outboundOrigins, backing, learners } = site;
  const links = outboundLinks(country, outboundOrigins);
  const base = landingContent(role, links, country);
  const content = {
    ...base,
    title: overrides?.title ?? base.title,
    primary: { ...base.primary, label: overrides?.primaryLabel ?? base.primary.label },
  };
  // Nothing of a third party loads where children read (Art. 8 DSGVO): videos are links there.
  const forPupils = isPupilsPage(LANDING_PATHS[role]);
  const shortVideos = shortVideosCopy(country, forPupils);
  return (
    <>
      {assignment && (
        <PreviewFlagValues
          flagKey={assignment.flagKey}
          variant={assignment.variant}
          secret={site.flagsSecret}
        />
      )}
      {assignment?.variant && (
        <ExperimentExposure
          flagKey={assignment.flagKey}
          variant={assignment.variant}
          experimentKey={assignment.experimentKey}
        />
      )}
      <LandingHero content={content} role={role} country={country} />

      <section aria-labelledby="vorteile" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="vorteile" className="text-3xl font-bold tracking-tight text-brand-900">
          {content.benefitsHeading}
        </h2>
        <ul className="mt-8 grid gap-6 desktop:grid-cols-3">
          {content.benefits.map((benefit, index) => (
            <li
              key={benefit.title}
              className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-brand-900"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {children}

      <section aria-label={LANDING_LABELS.figures} className="bg-brand-900 text-white">
        <ul className="mx-auto grid max-w-6xl gap-8 px-4 py-12 desktop:grid-cols-3">
          {claims(country, backing, learners).map((claim) => (
            <li key={claim.value}>
              <p className="text-3xl font-extrabold text-accent-400">{claim.value}</p>
              <p className="mt-1 text-brand-100">{claim.text}</p>
              {claim.basis && <p className="mt-1 text-sm text-brand-100">{claim.basis}</p>}
            </li>
          ))}
        </ul>
      </section>

      <TestimonialSection country={country} />

      <PartnersSection links={links} backing={backing} forPupils={forPupils} />

      <section aria-labelledby="kurzvideos" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="kurzvideos" className="text-3xl font-bold tracking-tight text-brand-900">
          {shortVideos.heading}
        </h2>
        <p className="mt-2 max-w-2xl text-muted">
          {shortVideos.text}{' '}
          <Link
            href="/datenschutz#einwilligung"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {shortVideos.privacyLink}
          </Link>
        </p>
        <div className="mt-8">
          <ShortVideoStrip
            videos={links.shortVideos.map((src, index) => ({
              src,
              title: shortVideos.titles[index] ?? '',
            }))}
            providerHost={new URL(outboundOrigins.video).host}
            playLabel={shortVideos.playLabel}
            notice={shortVideos.notice}
            asLinks={forPupils}
          />
        </div>
      </section>

      <FaqSection role={role} country={country} />
    </>
  );
}

/** One voice of a parent, a teacher or a pupil. */
function TestimonialSection({ country }: { country: Country }) {
  const quote = testimonial(country);
  return (
    <section aria-labelledby="stimmen" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="stimmen" className="sr-only">
        {quote.heading}
      </h2>
      <figure className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
        <StaticImage
          src={quote.image.src}
          alt={quote.image.alt}
          width={quote.image.width}
          height={quote.image.height}
          className="size-28 rounded-full"
        />
        <blockquote className="text-xl leading-relaxed text-ink desktop:text-2xl">
          {quote.quote}
        </blockquote>
        <figcaption>
          <span className="block font-semibold text-brand-700">{quote.author}</span>
          <span className="mt-1 block text-sm text-muted">{quote.note}</span>
        </figcaption>
      </figure>
    </section>
  );
}

/** Who supports, funds and writes about Rechenweg, each linked. */
function PartnersSection({
  links,
  backing,
  forPupils,
}: {
  links: OutboundLinks;
  backing: Backing;
  forPupils: boolean;
}) {
  return (
    <section aria-labelledby="partner" className="border-y border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2
          id="partner"
          className="text-center text-sm font-semibold tracking-wider text-muted uppercase"
        >
          {LANDING_LABELS.partners}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-6 desktop:grid-cols-4">
          {partners(backing, { forPupils }).map((partner) => (
            <li key={partner.name}>
              <a
                href={links[partner.href]}
                className="block rounded-xl bg-white p-2 shadow-sm hover:shadow"
              >
                <PartnerLogo partner={partner} />
              </a>
              <PartnerNote partner={partner} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
