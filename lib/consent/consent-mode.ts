import { NO_CONSENT, consentModeState, type ConsentChoice } from '@/lib/consent/consent';

// Google Consent Mode v2 through the `gtag` queue. Kept apart from the tracker
// loaders so that the default can be set on every page without loading them.

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** How long tags wait for the visitor's update before they run with the default. */
const WAIT_FOR_UPDATE_MS = 500;

function gtag(...args: unknown[]) {
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag =
    w.gtag ??
    function gtagShim() {
      // Google's tags read the `arguments` object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
  try {
    w.gtag(...args);
  } catch (error) {
    console.warn('[consent] consent mode update failed', error);
  }
}

let defaultSet = false;

/** Denied for all four categories; runs before any tag can. Idempotent. */
export function setConsentDefault() {
  if (defaultSet) return;
  defaultSet = true;
  gtag('consent', 'default', {
    ...consentModeState(NO_CONSENT),
    wait_for_update: WAIT_FOR_UPDATE_MS,
  });
}

/** Statistics and marketing each for their own categories. */
export function updateConsentMode(choice: ConsentChoice) {
  setConsentDefault();
  gtag('consent', 'update', consentModeState(choice));
}
