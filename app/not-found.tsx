import type { Metadata } from 'next';
import Link from 'next/link';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { NOT_FOUND_COPY } from '@/content/layout';
import { showsDemoNotice } from '@/lib/config/operator';

export const metadata: Metadata = {
  title: NOT_FOUND_COPY.title,
  robots: { index: false },
};

// Unknown paths of either country match no country route and end here, in the
// root layout: the page brings header and footer itself, and its copy has no ß
// so it serves both countries. (A root layout under a dynamic segment would
// leave this 404 without server-rendered HTML, see vercel/next.js#97000.)
export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="inhalt" className="flex-1">
        <section className="mx-auto max-w-2xl px-4 py-24 text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {NOT_FOUND_COPY.code}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900">
            {NOT_FOUND_COPY.heading}
          </h1>
          <p className="mt-4 text-muted">{NOT_FOUND_COPY.text}</p>
          <Link
            href="/"
            // Centred and as wide without its label as with it: a label still arriving moved
            // it by half its width (e2e/layout-shift.spec.ts).
            className="mt-8 inline-block min-w-56 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
          >
            {NOT_FOUND_COPY.home}
          </Link>
        </section>
      </main>
      <SiteFooter demoNotice={showsDemoNotice} />
    </>
  );
}
