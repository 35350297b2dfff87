// The tree is the architecture (docs/architecture.md#feature-folders): lib/ and
// components/ hold one folder per feature over a shared core, a feature reaches
// another only through that core, content/ is a leaf of words, and no import
// goes round in a circle. `npm run check` holds app/, components/, content/,
// lib/, scripts/ and proxy.ts to these rules; scripts/architecture.test.ts
// plants a breach of each and sees it fail.

/** lib/ folders that are features; everything else in lib/ and content/ is the shared core. */
const LIB_FEATURES = '(analytics|checkout|consent|contact|declarations|experiments)';

module.exports = {
  forbidden: [
    // A feature's types are part of it: these hold type imports too.
    {
      name: 'lib-feature-crossing',
      comment: 'A feature of lib/ reaches another only through the shared core.',
      severity: 'error',
      from: { path: `^lib/${LIB_FEATURES}/` },
      to: { path: `^lib/${LIB_FEATURES}/`, pathNot: '^lib/$1/' },
    },
    {
      name: 'core-into-lib-feature',
      comment:
        'The shared core of lib/ uses no feature; lib/proxy/ composes them into the answer, as app/ does, and lib/env.ts composes their settings.',
      severity: 'error',
      from: { path: '^lib/', pathNot: `^lib/(${LIB_FEATURES}|proxy)/|^lib/env\\.ts$` },
      to: { path: `^lib/${LIB_FEATURES}/` },
    },
    {
      name: 'component-feature-crossing',
      comment:
        'A feature of components/ uses its own folder and the shared ui/ and form/; layout/ and landing/ compose the features.',
      severity: 'error',
      from: { path: '^components/([^/]+)/', pathNot: '^components/(layout|landing)/' },
      to: { path: '^components/', pathNot: '^components/($1|ui|form)/' },
    },
    {
      name: 'lib-into-components',
      comment: 'lib/ is the code behind the pages and uses no component.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^components/' },
    },
    {
      name: 'content-runs-lib',
      comment:
        'content/ is a leaf of words: it takes types from lib/, and what its texts name comes in as arguments.',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^lib/', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'content-beyond-lib',
      comment: 'content/ is a leaf: besides the types of lib/ it imports only content/.',
      severity: 'error',
      from: { path: '^content/' },
      to: { path: '^(app|components|scripts)/|^proxy\\.ts$' },
    },
    {
      name: 'into-routes',
      comment: 'app/ and proxy.ts compose everything into answers: nothing else imports them.',
      severity: 'error',
      from: { pathNot: '^app/' },
      to: { path: '^app/|^proxy\\.ts$' },
    },
    {
      name: 'site-into-scripts',
      comment: 'scripts/ are the tools around the site: the site imports none of them.',
      severity: 'error',
      from: { path: '^(app|components|content|lib)/|^proxy\\.ts$' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-cycle',
      comment: 'No import goes round in a circle, not even of types.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'unresolvable',
      comment:
        'An import the tool cannot resolve would pass every rule unseen: each must name a module or a package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Tests reach into what they test and into e2e/'s stand-ins; they are no part of the tree.
    exclude: { path: '\\.test\\.tsx?$' },
    doNotFollow: { path: 'node_modules' },
    // Reads the TypeScript itself, so that imports only of types are seen too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
