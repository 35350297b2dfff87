import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{lib,components,content,app,scripts,bench}/**/*.test.ts?(x)'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The outbox's Lua scripts as their text, as Turbopack bundles them (next.config.ts).
  transform: { '\\.lua$': '<rootDir>/scripts/text-module.cjs' },
});
