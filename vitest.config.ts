import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // 2 cores: protocol tests spawn servers of their own; don't oversubscribe.
    maxWorkers: 2,
    projects: [
      { test: { name: 'unit', include: ['tests/corpus/**/*.test.ts', 'tests/unit/**/*.test.ts'] } },
      {
        // Against the production build: one shared `next start`, plus servers some tests spawn themselves.
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
