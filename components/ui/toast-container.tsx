'use client';

import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { containerMounted } from '@/components/ui/toasts';

const TOAST_AUTO_CLOSE_MS = 3000;

/** Loaded with the first toast (components/ui/toast-host.tsx). */
export function Toasts() {
  useEffect(containerMounted, []);
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
