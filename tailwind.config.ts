import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from CSS; this file is loaded through `@config` in
// app/globals.css and only carries what CSS variables cannot express.
export default {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // Spec section 9: the mobile layout applies at 600 px and below.
        desktop: '601px',
      },
    },
  },
} satisfies Config;
