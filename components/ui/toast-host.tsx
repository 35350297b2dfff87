'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onContainerWanted } from '@/components/ui/toasts';

const Toasts = dynamic(() => import('@/components/ui/toast-container').then((m) => m.Toasts), {
  ssr: false,
});

/** Mounts the toast container when the first toast is wanted (components/ui/toasts.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onContainerWanted(() => setWanted(true)), []);
  return wanted ? <Toasts /> : null;
}
