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
      name: 'server-engine-work-in-workers',
      comment:
        'Per-request engine work (reading, scoring, generating, rendering, truth checks) runs in the worker pool, never on the event loop: only apps/server/src/engine (the workers) imports it. Outside it: types, the file-type sniff, the facts form text and ENGINE_VERSION.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/engine/' },
      to: {
        path: '^packages/engine/src/',
        pathNot:
          '^packages/engine/src/(types|engine-error|detect-file-type|score-resume|generate/resume-data|generate/facts-to-text)[.]ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-worker-code-in-workers',
      comment:
        'The code a worker thread runs is reached through the EnginePool; the main thread may only re-export the truth checks (for their tests) or use their types.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/engine/' },
      to: {
        path: '^apps/server/src/engine/(run-engine-task|engine-worker|warm-up-engine|apply-truthfully|worker-pool)[.]ts$',
        dependencyTypesNot: ['type-only', 'export'],
      },
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
