import type { Metadata } from 'next';
import { ErrorScreen } from '@/components/layout/error-screen';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ERROR_COPY } from '@/content/error-screen';
import { showsDemoNotice } from '@/lib/config/operator';

export const metadata: Metadata = {
  title: ERROR_COPY.title,
  robots: { index: false },
};

// The build's 500 page: Next prerenders its own (`/_global-error`, which Vercel
// serves as static/500.html) from a built-in English page that no app file
// replaces (vercel/next.js#82444), so scripts/build-output/pin-scripts.mjs puts this page in
// its place. No visitor reaches it at /fehler: the proxy routes every request
// to a country's segment. Like the 404 it lives in the root layout, outside any
// country, and its copy has no ß, so it serves both.
export default function ServerError() {
  return (
    <>
      <SiteHeader />
      <main id="inhalt" className="flex-1">
        <ErrorScreen />
      </main>
      <SiteFooter demoNotice={showsDemoNotice} />
    </>
  );
}
