import localFont from 'next/font/local';

// Self-hosted from @fontsource: no request ever goes to a font host. The Latin
// subset covers German umlauts and ß; the variable file serves every weight.
// `optional`: the font is used when it is there for the first frame, else the
// page keeps next/font's metric-adjusted fallback (and a later page gets Inter
// from the cache). `swap` re-rendered the text when the font came late, which
// moved the LCP to that moment and could shift the page. Not preloaded: Chromium
// holds the first paint for a preloaded `optional` font (observed in Lighthouse
// runs: the first paint of `/` at 1,270 ms with the preload, 130–290 ms without).
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
});
