'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import type { ComponentProps } from 'react';
import { countryFromSegment } from '@/lib/country';

/**
 * The document's `<html>`: Swiss pages are `de-CH`, everything else `de`. The
 * root layout sits above the country segment, so the segment below it names
 * the country; each country's pages stay prerendered.
 */
export function DocumentHtml(props: ComponentProps<'html'>) {
  const segment = useSelectedLayoutSegment();
  const swiss = segment !== null && countryFromSegment(segment) === 'CH';
  return <html {...props} lang={swiss ? 'de-CH' : 'de'} />;
}
