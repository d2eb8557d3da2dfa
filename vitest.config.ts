import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `server-only` throws unless resolved under the react-server condition; tests run server modules
// in plain Node, so they get the package's empty module (what Next.js itself resolves it to there).
const serverOnly = fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url));

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
          include: ['tests/corpus/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/attacks/**/*.unit.test.ts'],
          // Files share a worker's module graph, so the corpus is parsed and indexed once per worker.
          isolate: false,
        },
      },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
        extends: true,
        test: {
          name: 'protocol',
          include: ['tests/protocol/**/*.test.ts', 'tests/auth/**/*.test.ts', 'tests/attacks/**/*.test.ts'],
          // Attack replays in process (`*.unit.test.ts`) run in the unit project; the rest against `next start`.
          exclude: ['**/node_modules/**', 'tests/attacks/**/*.unit.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
