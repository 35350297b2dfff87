'use client';

import { useEffect } from 'react';
import '@/app/globals.css';
import { ErrorScreen } from '@/components/layout/error-screen';
import { reportError } from '@/lib/monitoring/report-error';

// The root layout itself failed: this replaces it, so it brings <html> and
// the site's styles. Its Kontakt button is a plain link to /kontakt: the popup
// lived in the layout that failed. Its `lang` is the language both country rows
// share: the layout that knows the country is what failed.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { digest: error.digest });
  }, [error]);
  return (
    <html lang="de">
      <body className="flex min-h-screen flex-col">
        <main id="inhalt" className="flex-1">
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}
