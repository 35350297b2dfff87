import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next*/**',
    '.vercel/**',
    'node_modules/**',
    'bench/baseline*/**',
    'bench/results/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    rules: {
      'no-shadow': 'off',
      '@typescript-eslint/no-shadow': 'error',
      // `l` reads as 1 and I: the localiser is `localize`.
      'id-denylist': ['error', 'l'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        // `typeof import(…)` types a module loaded on demand.
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // Images are static files sized by hand, or by getImageProps on the server
      // (components/ui/static-image.tsx): next/image's client code would ship on every page.
      '@next/next/no-img-element': 'off',
      // Written for pages/, which this app has not; its plain links are full navigations on purpose.
      '@next/next/no-html-link-for-pages': 'off',
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      'import/no-duplicates': 'error',
    },
  },
  {
    // Playwright's fixtures hand over with `use`, which the hooks rules take for React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A stand-in for Vercel's function runtime, which loads CommonJS.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
]);
