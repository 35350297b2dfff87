'use client';

import { useEffect } from 'react';
import { servedByPreview, type TimedResponse } from '@/lib/experiments/assignment-timing';

/**
 * Mounts the Vercel Toolbar (comments, Flags Explorer) on a deployment that is
 * not production. The root layout renders this only in such a build, and the
 * page's own response must say so too (the proxy decides at run time), so a
 * production server never loads the toolbar. Its script is inserted by our
 * trusted chunk, which `'strict-dynamic'` lets through, after the page is idle:
 * never in the landing's critical path. `<html data-vercel-toolbar>` says what
 * happened (`off` or `mounted`), for the tests.
 */
export function PreviewToolbar({ host }: { host: string }) {
  useEffect(() => {
    const root = document.documentElement;
    const navigation = performance.getEntriesByType('navigation') as TimedResponse[];
    if (!servedByPreview(navigation)) {
      root.dataset.vercelToolbar = 'off';
      return;
    }
    let cancelled = false;
    const mount = () =>
      void import('@vercel/toolbar').then(({ mountVercelToolbar }) => {
        if (cancelled) return;
        mountVercelToolbar({ scriptHostname: host });
        root.dataset.vercelToolbar = 'mounted';
      });
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(mount);
      return () => {
        cancelled = true;
        window.cancelIdleCallback(idle);
      };
    }
    const timer = setTimeout(mount);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [host]);
  return null;
}
