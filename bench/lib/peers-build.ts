/** Builds the peers app (bench/peers-app) with the repository's Next.js when its build is missing or stale. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PEERS_APP, REPO_ROOT } from './processes';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function ensurePeersBuild(): void {
  const buildId = resolve(PEERS_APP, '.next', 'BUILD_ID');
  const sources = Math.max(newestSource(PEERS_APP), statSync(resolve(REPO_ROOT, 'bench', 'echo-handler.ts')).mtimeMs);
  if (existsSync(buildId) && statSync(buildId).mtimeMs > sources) return;
  console.log('building the peers app (bench/peers-app) …');
  execFileSync(process.execPath, [resolve(REPO_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', PEERS_APP], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}
