import type { ReactNode } from 'react';

// Laid over bench/baseline by bench/run.mjs: the same bare page without a web
// font, the limit of any text page (the LCP goal is measured against it).
export const metadata = {
  title: 'Baseline',
  description: 'A bare Next.js page to measure the site against.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body style={{ fontFamily: 'sans-serif' }}>{children}</body>
    </html>
  );
}
