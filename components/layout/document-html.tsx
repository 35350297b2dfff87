'use client';

import type { ComponentProps } from 'react';
import { useSegmentCountry } from '@/components/ui/country-context';

/** The document's `<html>`: Swiss pages are `de-CH`, everything else `de`. */
export function DocumentHtml(props: ComponentProps<'html'>) {
  return <html {...props} lang={useSegmentCountry() === 'CH' ? 'de-CH' : 'de'} />;
}
