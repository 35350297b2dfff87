'use client';

import { useEffect, useState } from 'react';

/** Renders `text` once, then throws `message` during rendering: a test stand-in for a broken page. */
export function ThrowAfterMount({ text, message }: { text: string; message: string }) {
  const [mounted, setMounted] = useState(false);
  // The throw must come after hydration, in a render of the client's own.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error(message);
  return <p>{text}</p>;
}
