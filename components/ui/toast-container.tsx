'use client';

import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { containerMounted } from '@/components/ui/toasts';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/core/site';

/** Loaded with the first toast (components/ui/toast-host.tsx). */
export function Toasts() {
  useEffect(containerMounted, []);
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
