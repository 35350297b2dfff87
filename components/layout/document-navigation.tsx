'use client';

import { useEffect } from 'react';

/**
 * Makes a navigation a document load where a page must start as its own
 * document: into or out of a page with a policy of its own (`ownPolicy`). A
 * client navigation keeps the document's headers. From a landing into the
 * checkout they would block PayPal's frames (`frame-src`) and cut its popup
 * (COOP); out of the checkout they would keep PayPal allowed on the next page.
 * Out of a pupils' page they would block the trackers an adult then agrees to
 * and send no report (its policy names neither); into one, whatever an adult's
 * consent started in this document (analytics, ad networks) would come along.
 * So a pupils' page is always the page its document started on. Runs in the
 * capture phase before React's own listener, so the router never sees the
 * click and the browser follows the link itself.
 */
export function DocumentNavigation({ ownPolicy }: { ownPolicy: string[] }) {
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
      if (ownPolicy.includes(to) || ownPolicy.includes(from)) event.stopPropagation();
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [ownPolicy]);
  return null;
}
