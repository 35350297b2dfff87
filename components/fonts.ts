import localFont from 'next/font/local';

// Self-hosted from @fontsource: no request ever goes to a font host. The Latin
// subset covers German umlauts and ß; the variable file serves every weight.
// `optional`: the preloaded font is used when it is there for the first frame,
// else the page keeps next/font's metric-adjusted fallback. `swap` re-rendered
// the text when the font came late, which moved the LCP to that moment and
// could shift the page.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: true,
});
