/** Cold start: from spawning `next start` to the first search_prompts answered with a result (or what `probe` waits for). */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { answers } from './mcp-request';
import { cpuMs, REPO_ROOT, startNext } from './processes';
import { searchCall } from './queries';

/** Wall time from spawn to the answer, and the CPU time the server spent getting there. */
export async function coldStart(
  dir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  probe = (url: string) => answers(`${url}/api/mcp`, searchCall('linux terminal')),
): Promise<{ wallMs: number; cpuMs: number }> {
  // No public origin here: the app answers to 127.0.0.1 on its port only when loopback names are allowed.
  const server = await startNext(dir, probe, {
    env: { MCP_ALLOW_LOOPBACK_HOSTS: '1', ...env },
    timeoutMs,
  });
  const cpu = cpuMs(server.pid);
  await server.stop();
  return { wallMs: server.readyAt - server.spawnedAt, cpuMs: cpu };
}

/** A copy of the pinned CSV alone in a temp dir: loading it parses and indexes (no snapshot beside it). */
export function csvWithoutSnapshot(): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'prompts-bare-'));
  const path = join(dir, 'prompts.csv');
  copyFileSync(resolve(REPO_ROOT, 'data', 'prompts.csv'), path);
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
