'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onContainerWanted } from '@/lib/toasts';

const Toasts = dynamic(() => import('@/components/toast-container').then((m) => m.Toasts), {
  ssr: false,
});

/** Mounts the toast container when the first toast is wanted (lib/toasts.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onContainerWanted(() => setWanted(true)), []);
  return wanted ? <Toasts /> : null;
}
