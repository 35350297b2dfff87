'use client';

import { useEffect, useState } from 'react';

/** Renders once, then throws during rendering: a test stand-in for a broken page. */
export function ThrowAfterMount() {
  const [mounted, setMounted] = useState(false);
  // The throw must come after hydration, in a render of the client's own.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error('Absichtlicher Renderfehler (Fehlertest)');
  return <p>Diese Seite scheitert gleich absichtlich.</p>;
}
