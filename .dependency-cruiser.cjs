/**
 * The layer rules of docs/architecture.md, checked by `npm run lint:deps` (part of `npm test`).
 * Type-only imports count: a type that points back up is still an arrow back up.
 */
const BROWSER = '^lib/(wire|playground|walkthrough|jwt|break|exercises|browser|oauth-client)/';
const SERVER_ONLY = '^lib/(config\\.ts|corpus|mcp|http|routes|auth/(resource-server|authorization-server)|state|observe|telemetry)(/|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'A cycle has no direction: move the shared part down.', from: {}, to: { circular: true } },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment: 'Two folders that import each other are one tangle: move what both need below both.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-features-apart',
      severity: 'error',
      comment: 'The browser features share through lib/wire and the shared vocabulary, never through each other.',
      from: { path: '^lib/(playground|walkthrough|jwt|tour|break)/' },
      to: { path: '^lib/(playground|walkthrough|jwt|tour|break)/', pathNot: '^lib/$1/' },
    },
    {
      name: 'runtime-never-imports-the-lab',
      severity: 'error',
      comment:
        'lab/search builds the search data (the encoder, PCA, learned vectors, WordNet) and evaluates it (eval sets, tuning); what a request runs never loads it. The runtime reads the data through the corpus snapshot.',
      from: { path: '^(lib|app|components|content|proxy\\.ts|instrumentation)' },
      to: { path: '^lab/' },
    },
    {
      name: 'corpus-knows-nothing-above',
      severity: 'error',
      comment: 'lib/corpus knows nothing of MCP, HTTP or auth (lib/lru.ts and lib/instance-slots.ts are leaves: they import nothing).',
      from: { path: '^lib/corpus/' },
      to: { path: '^lib/(?!corpus/|vocabulary/|lru\\.ts$|instance-slots\\.ts$)' },
    },
    {
      name: 'oauth-client-below-the-features',
      severity: 'error',
      comment:
        'lib/oauth-client is the one OAuth client the walkthrough, the break bench, the playground and the tests share: it knows the shared vocabulary and the one bounded body reader, nothing else of lib/.',
      from: { path: '^lib/oauth-client/' },
      to: { path: '^lib/(?!oauth-client/|vocabulary/|bounded-body\\.ts$)' },
    },
    {
      name: 'vocabulary-is-pure',
      severity: 'error',
      comment: 'lib/vocabulary holds the facts server and browser share: it imports nothing but itself.',
      from: { path: '^lib/vocabulary/' },
      to: { path: '^(?!lib/vocabulary/)' },
    },
    {
      name: 'identity-knows-configuration-only',
      severity: 'error',
      comment: 'lib/identity answers "who am I" from configuration: it never reaches into MCP, HTTP doors or auth.',
      from: { path: '^lib/identity/' },
      to: { path: '^lib/(mcp|http|auth|corpus)/' },
    },
    {
      name: 'mcp-knows-no-http-or-auth',
      severity: 'error',
      comment: 'lib/mcp knows the corpus, not how bytes arrive or how a caller was let in.',
      from: { path: '^lib/mcp/' },
      to: { path: '^lib/(http|auth|config\\.ts)' },
    },
    {
      name: 'telemetry-knows-no-mcp-or-http',
      severity: 'error',
      comment: 'Tracing is below the MCP server and the doors: they name their spans; it knows neither (lib/instance-slots.ts is a leaf).',
      from: { path: '^lib/telemetry/' },
      to: { path: '^lib/(?!telemetry/|instance-slots\\.ts$)' },
    },
    {
      name: 'auth-below-http',
      severity: 'error',
      comment: 'lib/http mounts the guards; the guards never reach back into lib/http or lib/mcp.',
      from: { path: '^lib/auth/' },
      to: { path: '^lib/(http|mcp)/' },
    },
    {
      name: 'lib-never-imports-app-or-components',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'resource-server-never-imports-issuer',
      severity: 'error',
      comment: 'The resource server knows the issuer only by URL and JWKS, like any IdP.',
      from: { path: '^lib/auth/resource-server/' },
      to: { path: '^lib/auth/authorization-server/' },
    },
    {
      name: 'state-knows-no-mcp-or-oauth',
      severity: 'error',
      comment: 'lib/state knows its configuration (REDIS_URL) and nothing of MCP, HTTP or OAuth.',
      from: { path: '^lib/state/' },
      to: { path: '^lib/(?!state/|config\\.ts$|log\\.ts$|instance-slots\\.ts$)' },
    },
    {
      name: 'instance-slots-is-a-leaf',
      severity: 'error',
      comment: 'lib/instance-slots.ts holds process-wide state for every layer, so it imports nothing.',
      from: { path: '^lib/instance-slots\\.ts$' },
      to: {},
    },
    {
      name: 'browser-modules-no-node-builtins',
      severity: 'error',
      comment: 'These run in the browser.',
      from: { path: `${BROWSER}|^components/` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-modules-no-server-modules',
      severity: 'error',
      comment: 'Server modules (secrets, the corpus file, the factory) must not reach the client bundle; pages pass server data to components as props.',
      from: { path: `${BROWSER}|^components/` },
      to: { path: SERVER_ONLY },
    },
    {
      name: 'bench-and-tests-stay-out-of-the-app',
      severity: 'error',
      comment: 'Benchmark and test code must not ship in the build.',
      from: { path: '^(app|lib|components|scripts)/' },
      to: { path: '^(bench|tests|e2e)/' },
    },
    { name: 'tests-never-import-bench', severity: 'error', from: { path: '^(tests|e2e)/' }, to: { path: '^bench/' } },
    { name: 'bench-never-imports-tests', severity: 'error', from: { path: '^bench/' }, to: { path: '^(tests|e2e)/' } },
    {
      name: 'shipped-code-no-dev-dependencies',
      severity: 'error',
      comment: 'A devDependency is not installed in production.',
      from: { path: '^(app|lib|components)/' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|test-results|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
