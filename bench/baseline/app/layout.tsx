import localFont from 'next/font/local';
import type { ReactNode } from 'react';

// The same self-hosted font setup as the site (components/fonts.ts).
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
  preload: false,
});

export const metadata = {
  title: 'Baseline',
  description: 'A bare Next.js page to measure the site against.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de" className={inter.variable}>
      <body style={{ fontFamily: 'var(--font-inter), sans-serif' }}>{children}</body>
    </html>
  );
}
