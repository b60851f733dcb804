// Import structure, checked by `npm run lint`: imports flow one way (domain → server / web shared parts →
// features → app) and nothing imports in a circle. dependency-cruiser resolves TypeScript with the compiler itself.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'The domain imports no app code.',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'server-not-web',
      comment: 'The server does not import web or e2e code.',
      severity: 'error',
      from: { path: '^apps/server' },
      to: { path: '^(apps/web|e2e)/' },
    },
    {
      name: 'web-not-server',
      comment: 'The web does not import server or e2e code.',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^(apps/server|e2e)/' },
    },
    {
      name: 'components-not-features',
      comment: 'Shared components do not import features or the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/components' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'lib-below-features',
      comment: 'lib is below features and app.',
      severity: 'error',
      from: { path: '^apps/web/src/lib' },
      to: { path: '^apps/web/src/(features|app|components)/' },
    },
    {
      name: 'features-not-app',
      comment: 'Features do not import the app shell.',
      severity: 'error',
      from: { path: '^apps/web/src/features' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'plugins-not-modules',
      comment: 'Cross-cutting server plugins do not import business modules.',
      severity: 'error',
      from: { path: '^apps/server/src/plugins' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'lib-not-modules',
      comment: 'Server lib is below the business modules.',
      severity: 'error',
      from: { path: '^apps/server/src/lib' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'db-below-modules',
      comment:
        'The database layer (schema, client) is below the modules and the seed that uses them (its tests may use both).',
      severity: 'error',
      from: { path: '^apps/server/src/db', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(modules|seed)/' },
    },
    {
      name: 'modules-not-seed',
      comment: 'The seed calls the modules’ use cases: it sits above them, never the other way.',
      severity: 'error',
      from: { path: '^apps/server/src/modules' },
      to: { path: '^apps/server/src/seed/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|coverage|artifacts)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
