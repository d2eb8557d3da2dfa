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
          include: ['tests/corpus/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/attacks/**/*.test.ts'],
          // Files share a worker's module graph, so the corpus is parsed and indexed once per worker.
          isolate: false,
        },
      },
      {
        // Real third-party MCP clients against a door in this process (fetch into its handler). The
        // ones that need the issuer's pages or a spawned bridge run in the protocol project (*.next.test.ts).
        extends: true,
        test: {
          name: 'interop',
          include: ['tests/interop/**/*.test.ts'],
          exclude: ['tests/interop/**/*.next.test.ts'],
          // mcp-use's anonymized telemetry, off by its documented switch: tests talk to loopback only.
          env: { MCP_USE_ANONYMIZED_TELEMETRY: 'false' },
        },
      },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
        extends: true,
        test: {
          name: 'protocol',
          include: ['tests/protocol/**/*.test.ts', 'tests/auth/**/*.test.ts', 'tests/interop/**/*.next.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
