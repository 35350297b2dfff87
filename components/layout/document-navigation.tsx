'use client';

import { useEffect } from 'react';

/**
 * Makes a navigation a document load where the page must start as its own
 * document. Into or out of a checkout page (`ownPolicy`): the checkout's policy
 * (PayPal's frames, `same-origin-allow-popups`) comes with its document; a
 * client navigation from a landing would keep the landing's headers, whose
 * `frame-src` blocks PayPal's buttons and whose COOP cuts its popup, and one
 * from /premium would keep PayPal allowed on the next page. Into a pupils' page
 * (`cleanStart`): whatever an adult's consent started in this document
 * (analytics, ad networks) stays behind; out of one nothing needs leaving, and
 * its links that open a popup keep working. Runs in the capture phase before
 * React's own listener, so the router never sees the click and the browser
 * follows the link itself.
 */
export function DocumentNavigation({
  ownPolicy,
  cleanStart,
}: {
  ownPolicy: string[];
  cleanStart: string[];
}) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
        return;
      }
      const target = new URL(link.href, window.location.href);
      if (target.origin !== window.location.origin) return;
      const path = (pathname: string) => pathname.replace(/\/$/, '') || '/';
      const to = path(target.pathname);
      const from = path(window.location.pathname);
      if (
        ownPolicy.includes(to) ||
        ownPolicy.includes(from) ||
        (cleanStart.includes(to) && to !== from)
      ) {
        event.stopPropagation();
      }
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [ownPolicy, cleanStart]);
  return null;
}
