import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/app/globals.css';
import { ConsentManager } from '@/components/consent/consent-manager';
import { PreviewToolbar } from '@/components/experiments/preview-toolbar';
import { heldActionsScript } from '@/components/form/held-actions';
import { PartnerLogo, PartnerNote } from '@/components/landing/partner-logo';
import { DocumentHtml } from '@/components/layout/document-html';
import { DocumentNavigation } from '@/components/layout/document-navigation';
import { Providers } from '@/components/layout/providers';
import { SITE_ICON_URL } from '@/components/layout/site-icon';
import { consentBackingNote } from '@/content/consent';
import { partners } from '@/content/landing';
import { FRAME_LABELS } from '@/content/layout';
import { amplitudeConfig } from '@/lib/analytics/config';
import { backing, learners } from '@/lib/config/operator';
import { trackerIds } from '@/lib/consent/config';
import { consentHintScript } from '@/lib/consent/consent';
// Every setting validated, and a production build stopped on a sample operator (lib/env.ts).
import '@/lib/env';
import { company } from '@/lib/core/operator';
import { PRODUCT_NAME } from '@/lib/core/site';
import { vercelToolbarHost } from '@/lib/experiments/config';
import { experimentPaths } from '@/lib/experiments/experiments';
import { silentDocumentScript } from '@/lib/monitoring/report-error';
import { PUPILS_PATHS, SITE_PAGES } from '@/lib/routing/pages';

export const metadata: Metadata = {
  title: { default: PRODUCT_NAME, template: `%s | ${PRODUCT_NAME}` },
  // Inline: a linked icon is a request Lighthouse counts into the LCP (components/layout/site-icon.ts).
  // Icons given here replace the files' links, so app/apple-icon.png's is written out (Chrome does
  // not fetch it).
  icons: {
    icon: [{ url: SITE_ICON_URL, type: 'image/svg+xml', sizes: 'any' }],
    apple: [{ url: '/apple-icon.png', type: 'image/png', sizes: '180x180' }],
  },
};

export const viewport: Viewport = {
  themeColor: '#3730a3',
  width: 'device-width',
  initialScale: 1,
};

// One inline script before the first paint: the consent hint, the holding of
// what is clicked or submitted before the page's scripts run (components/form/held-actions.ts),
// and the mark of a pupils' page, which sends no error report (lib/monitoring/report-error.ts).
const HEAD_SCRIPT = `${consentHintScript(PUPILS_PATHS)};${heldActionsScript()};${silentDocumentScript(PUPILS_PATHS)}`;

// The checkout and the pupils' pages: each is served with a policy of its own (proxy.ts).
const OWN_POLICY_PATHS: string[] = [
  ...SITE_PAGES.flatMap((page) => ('checkout' in page && page.checkout ? [page.path] : [])),
  ...PUPILS_PATHS,
];

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The head script sets data-consent on <html> before React hydrates it.
    <DocumentHtml suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <noscript>
          <style>{'dialog[data-prepainted]{display:none}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#inhalt"
          className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700"
        >
          {FRAME_LABELS.skipToContent}
        </a>
        <Providers supportEmail={company.CONTACT_EMAIL}>
          {/* Before the page in the DOM, so the overlay paints in the first frame
              instead of after the whole page has been parsed. */}
          <ConsentManager
            analytics={amplitudeConfig}
            trackers={trackerIds}
            backingNote={consentBackingNote(backing)}
            learners={learners}
            experimentPaths={experimentPaths()}
            // The overlay never opens on a pupils' page (consent-manager.tsx).
            partnerLogos={partners(backing, { forPupils: false }).map((partner) => (
              <li key={partner.name}>
                <PartnerLogo partner={partner} className="rounded-lg bg-brand-50" />
                <PartnerNote partner={partner} />
              </li>
            ))}
          />
          {children}
        </Providers>
        <DocumentNavigation ownPolicy={OWN_POLICY_PATHS} />
        {vercelToolbarHost && <PreviewToolbar host={vercelToolbarHost} />}
      </body>
    </DocumentHtml>
  );
}
