import 'server-only';
import { fragment, id, parseFragment, switchedOff, type Parsed } from '@/lib/config/fields';

// The trackers' ids: each one is loaded only with its id, and only with consent.

export const consentSettings = fragment({
  server: {},
  client: {
    NEXT_PUBLIC_GTM_ID: id(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX'),
    NEXT_PUBLIC_META_PIXEL_ID: id(/^\d{6,20}$/, 'must be the numeric Meta pixel id'),
    NEXT_PUBLIC_TIKTOK_PIXEL_ID: id(/^[A-Z0-9]{10,30}$/, 'must be the TikTok pixel id'),
  },
});

export type ConsentEnv = Parsed<typeof consentSettings>;

export const consentNotes = (parsed: ConsentEnv) => [
  ...switchedOff('Google Tag Manager', parsed, ['NEXT_PUBLIC_GTM_ID']),
  ...switchedOff('Meta pixel', parsed, ['NEXT_PUBLIC_META_PIXEL_ID']),
  ...switchedOff('TikTok pixel', parsed, ['NEXT_PUBLIC_TIKTOK_PIXEL_ID']),
];

export const consentEnv = parseFragment(consentSettings, process.env);

/** The trackers the consent overlay offers; null for one that is never loaded. */
export const trackerIds = {
  gtm: consentEnv.NEXT_PUBLIC_GTM_ID ?? null,
  metaPixel: consentEnv.NEXT_PUBLIC_META_PIXEL_ID ?? null,
  tiktokPixel: consentEnv.NEXT_PUBLIC_TIKTOK_PIXEL_ID ?? null,
};
