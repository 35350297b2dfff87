'use client';

import { useEffect } from 'react';

/**
 * Makes every navigation into or out of a checkout page a document load. The
 * checkout's policy (PayPal's frames, `same-origin-allow-popups`) comes with
 * its document: a client navigation from a landing would keep the landing's
 * headers, whose `frame-src` blocks PayPal's buttons and whose COOP cuts its
 * popup, and one from /premium would keep PayPal allowed on the next page.
 * Runs in the capture phase before React's own listener, so the router never
 * sees the click and the browser follows the link itself.
 */
export function DocumentNavigation({ checkoutPaths }: { checkoutPaths: string[] }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
        return;
      }
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin) return;
      const checkout = (path: string) => checkoutPaths.includes(path.replace(/\/$/, '') || '/');
      if (checkout(target.pathname) || checkout(window.location.pathname)) {
        event.stopPropagation();
      }
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [checkoutPaths]);
  return null;
}
