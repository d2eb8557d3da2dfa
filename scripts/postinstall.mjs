/**
 * `npm install`'s own step: obtain and verify the corpus (scripts/corpus.ts), then compile the stdio bin
 * (scripts/build-stdio.mjs). Both need dev dependencies (tsx, esbuild). A production-only install
 * (`npm ci --omit=dev`) cannot build the app either: it is for running a build made elsewhere, which
 * carries data/ and dist/ with it; so there this step says so and skips, rather than failing the install.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const missing = ['tsx', 'esbuild'].filter((name) => {
  try {
    require.resolve(name);
    return false;
  } catch {
    return true;
  }
});
if (missing.length > 0) {
  console.error(
    `[postinstall] ${missing.join(' and ')} not installed (dev dependencies omitted?): skipping the corpus and the stdio compile. ` +
      'Run a full `npm install`, then `npm run corpus` and `npm run build:stdio`, or copy data/ and dist/ from the build.',
  );
  process.exit(0);
}

const steps = [['--conditions=react-server', '--import', 'tsx', 'scripts/corpus.ts'], ['scripts/build-stdio.mjs']];
for (const args of steps) {
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
