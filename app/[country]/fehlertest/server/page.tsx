import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ERROR_TEST_COPY } from '@/content/layout';
import { testRoutesOn } from '@/lib/config/site';

export const metadata: Metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

// Fails on the server on purpose (onRequestError); a 404 without ENABLE_TEST_ROUTES.
export default function ServerErrorTest() {
  if (!testRoutesOn) notFound();
  throw new Error(ERROR_TEST_COPY.serverError);
}
