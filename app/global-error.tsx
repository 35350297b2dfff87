'use client';

import { useEffect } from 'react';
import '@/app/globals.css';
import { ErrorScreen } from '@/components/layout/error-screen';
import { reportError } from '@/lib/monitoring/report-error';

// The root layout itself failed: this replaces it, so it brings <html> and
// the site's styles. Its Kontakt button is a plain link to /kontakt: the popup
// lived in the layout that failed. Its `lang` is the language both country rows
// share: the layout that knows the country is what failed.
// It is also the HTML the server answers when a page's render fails on a request
// (scripts/patch-next-error-shell.mjs): the id is the one of Next's own shell, which
// tells Next's client to render the page afresh over it instead of hydrating it.
// The server renders it without props: the error is the browser's, which it reports.
export default function GlobalError({ error }: { error?: Error & { digest?: string } }) {
  useEffect(() => {
    if (error) reportError(error, { digest: error.digest });
  }, [error]);
  return (
    <html lang="de" id="__next_error__">
      <body className="flex min-h-screen flex-col">
        <main id="inhalt" className="flex-1">
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}
