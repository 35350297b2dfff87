// A file imported as its text: the outbox's Lua scripts (lib/outbox/redis-scripts.ts),
// which Turbopack bundles as strings (next.config.ts's rule for *.lua), so that no
// server reads them from disk and none depends on the build's file tracing. jest
// (its transform, jest.config.mjs), jiti (scripts/site-modules.mjs) and Playwright (a
// require hook in playwright.config.ts) run the same modules outside Next and give
// the same import the same string.

/** @param {string} source */
const textModule = (source) =>
  `module.exports = { __esModule: true, default: ${JSON.stringify(source)} };`;

module.exports = {
  textModule,
  /** jest's transformer interface. @param {string} source */
  process: (source) => ({ code: textModule(source) }),
};
