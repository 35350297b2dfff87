import { publicPath } from '@/lib/countries/country-rules';
import { adsAllowedOn, isPupilsPage } from '@/lib/routing/pages';

// Where the ad networks may not follow a visitor: a page without ads, and a
// pupils' page, are loaded anew by the browser instead of the client-side
// router, so that nothing an adult's consent started runs there.

/**
 * A page without ads is loaded anew by the browser when the ad networks run in
 * this document: a click on a link to it skips the client-side router (which
 * would keep their code in memory), and a way back reloads before the pixels
 * hear of it. `Kontakt` is such a link too: its form never opens beside them.
 */
export function reloadWithoutAds(event: PopStateEvent) {
  if (adsAllowedOn(publicPath(window.location.pathname))) return;
  event.stopImmediatePropagation();
  window.location.reload();
}

/** A click on a link to a page without ads: the browser's own navigation, past the router. */
export function leaveAdsBehind(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin === window.location.origin && !adsAllowedOn(publicPath(url.pathname))) {
    event.stopPropagation();
  }
}

/**
 * A way back to a pupils' page from a document where consent may have started
 * something loads it anew. Registered before analytics starts, so Amplitude's
 * listener never hears of it; the router's render, which is asynchronous, is
 * cut short by the reload.
 */
export function reloadForPupils(event: PopStateEvent) {
  if (!isPupilsPage(publicPath(window.location.pathname))) return;
  event.stopImmediatePropagation();
  window.location.reload();
}
