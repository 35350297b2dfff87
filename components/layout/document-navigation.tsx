'use client';

import { useEffect } from 'react';

/**
 * Makes every navigation into or out of a page in `paths` a document load.
 * A pupils' page starts clean: whatever an adult's consent started in this
 * document (analytics, ad networks) stays behind. The checkout's policy (PayPal's frames, `same-origin-allow-popups`) comes with
 * its document: a client navigation from a landing would keep the landing's
 * headers, whose `frame-src` blocks PayPal's buttons and whose COOP cuts its
 * popup, and one from /premium would keep PayPal allowed on the next page.
 * Runs in the capture phase before React's own listener, so the router never
 * sees the click and the browser follows the link itself.
 */
export function DocumentNavigation({ paths }: { paths: string[] }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
        return;
      }
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin) return;
      const own = (path: string) => paths.includes(path.replace(/\/$/, '') || '/');
      if (own(target.pathname) || own(window.location.pathname)) {
        event.stopPropagation();
      }
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [paths]);
  return null;
}
