import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

export const metadata: Metadata = { robots: { index: false } };
export const dynamic = 'force-dynamic';

// Fails on the server on purpose (onRequestError); a 404 without ENABLE_TEST_ROUTES.
export default function ServerErrorTest() {
  if (!env.ENABLE_TEST_ROUTES) notFound();
  throw new Error('Absichtlicher Serverfehler (Fehlertest)');
}
