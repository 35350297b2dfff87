import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ThrowAfterMount } from '@/components/ui/throw-after-mount';
import { ERROR_TEST_COPY } from '@/content/layout';
import { testRoutesOn } from '@/lib/config/site';

export const metadata: Metadata = { robots: { index: false } };

// Fails in the browser on purpose, so e2e can see the error screen and the
// report; a 404 everywhere ENABLE_TEST_ROUTES is not set.
export default function BrowserErrorTest() {
  if (!testRoutesOn) notFound();
  return (
    <ThrowAfterMount text={ERROR_TEST_COPY.browserPage} message={ERROR_TEST_COPY.browserError} />
  );
}
