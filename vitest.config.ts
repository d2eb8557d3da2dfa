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
          include: ['tests/corpus/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          // Files share a worker's module graph, so the corpus is parsed and indexed once per worker.
          isolate: false,
        },
      },
      {
        // Issue 19's attacks replayed: in process, plus files that start a `next start` of their own (run under the heavy lock).
        extends: true,
        test: { name: 'attacks', include: ['tests/attacks/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
      },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
        extends: true,
        test: {
          name: 'protocol',
          include: ['tests/protocol/**/*.test.ts', 'tests/auth/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
