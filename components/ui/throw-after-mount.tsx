'use client';

import { useEffect, useState } from 'react';
import { ERROR_TEST_COPY } from '@/content/layout';

/** Renders once, then throws during rendering: a test stand-in for a broken page. */
export function ThrowAfterMount() {
  const [mounted, setMounted] = useState(false);
  // The throw must come after hydration, in a render of the client's own.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error(ERROR_TEST_COPY.browserError);
  return <p>{ERROR_TEST_COPY.browserPage}</p>;
}
