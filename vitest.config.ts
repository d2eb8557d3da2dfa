import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// `server-only` throws unless resolved under the react-server condition; tests run server modules
// in plain Node, so they get the package's empty module (what Next.js itself resolves it to there).
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

// Which project a test file runs in is decided by where it lives, plus one suffix:
// - unit (no build, runs beside `next build` in `npm test`): tests/corpus, tests/unit, tests/attacks, and
//   tests/conformance (the official suite against the fixture server on node:http);
// - protocol (against the production build, after it): tests/protocol, tests/auth, and any
//   `*.next-start.test.ts` under tests/attacks (an attack that needs `next start` rather than the door in process).
const NEEDS_BUILD = '**/*.next-start.test.ts';

export default defineConfig({
  resolve: { alias: { 'server-only': serverOnly } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // 2 cores: protocol tests spawn servers of their own; don't oversubscribe.
    maxWorkers: 2,
    projects: [
      {
        // `extends: true`: an inline project otherwise ignores the root options (timeouts, alias).
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/corpus/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/attacks/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          exclude: [...configDefaults.exclude, NEEDS_BUILD],
          // Files share a worker's module graph, so the corpus is parsed and indexed once per worker.
          isolate: false,
        },
      },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
        extends: true,
        test: {
          name: 'protocol',
          include: ['tests/protocol/**/*.test.ts', 'tests/auth/**/*.test.ts', `tests/attacks/${NEEDS_BUILD}`],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
