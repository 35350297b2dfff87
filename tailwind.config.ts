import type { Config } from 'tailwindcss';
import { LAYOUT } from './lib/core/site';

// Tailwind 4 reads its theme from CSS; this file is loaded through `@config` in
// app/globals.css and only carries what CSS variables cannot express.
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // The mobile layout applies up to and including the breakpoint.
        desktop: `${LAYOUT.mobileBreakpointPx + 1}px`,
      },
    },
  },
} satisfies Config;
