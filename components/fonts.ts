import localFont from 'next/font/local';

// Self-hosted from @fontsource: no request ever goes to a font host. The Latin
// subset covers German umlauts and ß; the variable file serves every weight.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
  preload: true,
});
