import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// `server-only` throws unless resolved under the react-server condition; tests run server modules
// in plain Node, so they get the package's empty module (what Next.js itself resolves it to there).
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

// Which project a test file runs in is decided by where it lives, plus one suffix under tests/attacks:
// - unit (no build; `npm test` runs it beside `next build`): tests/corpus, tests/lab, tests/unit, tests/conformance
//   (the official suite against the fixture server on node:http), and tests/attacks/**/*.unit.test.ts
//   (attack replays in process); the few of them in UNIT_ISOLATED run as unit-isolated;
// - protocol (against the production build, after it): tests/protocol, tests/auth, and every other
//   tests/attacks file (a file that is not marked in process gets the build and the shared `next start`),
//   and tests/interop/**/*.next.test.ts (third-party clients that need the issuer's pages or loopback);
// - interop (no build; run with unit): every other tests/interop file, third-party clients in process.
const IN_PROCESS_ATTACKS = 'tests/attacks/**/*.unit.test.ts';
const UNIT = ['tests/corpus/**/*.test.ts', 'tests/lab/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/conformance/**/*.test.ts', IN_PROCESS_ATTACKS];
// Unit files that need a module graph of their own: they mock a module (vi.mock) or set the environment that
// config() reads once. The rest share one per worker.
export const UNIT_ISOLATED = [
  'tests/unit/request-span.test.ts',
  'tests/unit/walk/one-click-sign-in.test.ts',
  'tests/unit/browser/exercise-ticks.test.ts',
  'tests/unit/playground-session.test.ts',
  'tests/unit/observe/join-response.test.ts',
  'tests/unit/faults/code-single-use-restart.test.ts',
];

export default defineConfig({
  // `@/`: the app's own import root (tsconfig paths), for tests that render the app's components.
  resolve: {
    alias: [
      { find: 'server-only', replacement: serverOnly },
      { find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) },
    ],
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // 2 cores: protocol tests spawn servers of their own; don't oversubscribe.
    maxWorkers: 2,
    // Pool options are the root's, whatever a project says: `isolate: false` on a project alone still gave each
    // file a fresh process (and the corpus loaded per file). Threads are where the unit tier shares a worker.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        // `extends: true`: an inline project otherwise ignores the root options (timeouts, alias).
        extends: true,
        test: {
          name: 'unit',
          include: UNIT,
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          // Files share a worker's module graph, so the corpus is loaded once per worker, not once per file:
          // unit + unit-isolated + interop took 64 s of CPU, against 120 s for this project alone on forks.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        // Forks, isolated. After the threads (groupOrder): two pools at once would be four workers on two cores.
        extends: true,
        test: { name: 'unit-isolated', include: UNIT_ISOLATED, sequence: { groupOrder: 1 } },
      },
      {
        // Real third-party MCP clients against a door in this process (fetch into its handler). The
        // ones that need the issuer's pages or a spawned bridge run in the protocol project (*.next.test.ts).
        extends: true,
        test: {
          name: 'interop',
          include: ['tests/interop/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/interop/**/*.next.test.ts'],
          // mcp-use's anonymized telemetry, off by its documented switch: tests talk to loopback only.
          env: { MCP_USE_ANONYMIZED_TELEMETRY: 'false' },
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
        extends: true,
        test: {
          name: 'protocol',
          include: ['tests/protocol/**/*.test.ts', 'tests/auth/**/*.test.ts', 'tests/attacks/**/*.test.ts', 'tests/interop/**/*.next.test.ts'],
          exclude: [...configDefaults.exclude, IN_PROCESS_ATTACKS],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
