// Architecture rules: one-way dependencies between the four parts, no cycles, and no feature of
// the web app reaching into another feature. `npm run lint` (and so `npm test`) enforces them.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycles', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contract-depends-on-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/contract' },
      to: { path: '^(packages/engine|apps|e2e|bench)' },
    },
    {
      name: 'engine-is-pure',
      comment: 'The engine knows no HTTP, database or app code.',
      severity: 'error',
      from: { path: '^packages/engine' },
      to: {
        path: '^(packages/contract|apps|e2e|bench)|node_modules/(fastify|pg|@electric-sql|drizzle-orm)',
      },
    },
    {
      name: 'web-depends-only-on-contract',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^(packages/engine|apps/server)' },
    },
    {
      name: 'server-not-on-web',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^apps/web' },
    },
    {
      name: 'no-cross-feature-imports',
      comment:
        'Features are independent; app/ and pages compose them, shared code lives in components/, lib/ or stores/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-not-on-app',
      comment: 'Features are composed by app/ and pages; they never import them.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/(app|pages)/' },
    },
    {
      name: 'no-barrel-files',
      comment: 'Import the file that defines a thing, not an index that re-exports it.',
      severity: 'error',
      from: {},
      to: { path: '(^|/)index\\.tsx?$', pathNot: 'node_modules' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist)/|^data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
