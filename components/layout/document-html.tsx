'use client';

import type { ComponentProps } from 'react';
import { useSegmentCountry } from '@/components/ui/country-context';
import { COUNTRY_TABLE } from '@/lib/countries/countries';

/** The document's `<html>`, in its country's language: `de`, `de-CH`. */
export function DocumentHtml(props: ComponentProps<'html'>) {
  return <html {...props} lang={COUNTRY_TABLE[useSegmentCountry()].lang} />;
}
