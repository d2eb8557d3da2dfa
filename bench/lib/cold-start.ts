/** Cold start: from spawning `next start` to the first search_prompts answered with a result. */
import { answers } from './mcp-request';
import { startNext } from './processes';
import { searchCall } from './queries';

export async function coldStart(dir: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<number> {
  const server = await startNext(dir, (url) => answers(`${url}/api/mcp`, searchCall('linux terminal')), { env, timeoutMs });
  await server.stop();
  return server.readyAt - server.spawnedAt;
}
