'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/layout/error-screen';
import { reportError } from '@/lib/monitoring/report-error';

// A page of either country failed to render: header, footer and the contact
// popup of the country layout stay, the page shows the error screen.
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { digest: error.digest });
  }, [error]);
  return <ErrorScreen />;
}
