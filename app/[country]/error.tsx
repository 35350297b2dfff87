'use client';

import { lazy, Suspense, useEffect } from 'react';
import { reportError } from '@/lib/monitoring/report-error';

// The screen loads when a page fails, not with every page: global-error.tsx
// already brings a copy of it to every page, and a second one in this
// boundary's chunk weighed on every page's first load (docs/performance.md).
// If this load fails too (the network is gone), the failure reaches
// global-error.tsx, which shows its own copy.
const PageErrorScreen = lazy(() =>
  import('@/components/layout/page-error-screen').then((module) => ({
    default: module.PageErrorScreen,
  })),
);

// A page of either country failed to render: header, footer and the contact
// popup of the country layout stay, the page shows the error screen.
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error, { digest: error.digest });
  }, [error]);
  return (
    <Suspense fallback={null}>
      <PageErrorScreen />
    </Suspense>
  );
}
