/** The key door in this process, beside tests/helpers/in-process-door.ts's open door: same factory, the shared-key guard. */
import { createKeyGuard } from '../../lib/auth/resource-server/key-gate';
import { parseConfig } from '../../lib/config';
import { createDoor, type Door } from '../../lib/http/door';
import { IN_PROCESS_ORIGIN } from '../helpers/in-process-door';

/** A key made per run: nothing real, nothing reused. */
export const INTEROP_KEY = `interop-${crypto.randomUUID()}`;

export function keyDoor(key = INTEROP_KEY): Door {
  const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: IN_PROCESS_ORIGIN, MCP_API_KEY: key });
  return createDoor({ id: 'key', guard: createKeyGuard(() => cfg), environment: () => ({ doors: [] }), cfg: () => cfg });
}

export const OPEN_URL = `${IN_PROCESS_ORIGIN}/api/mcp`;
export const KEY_URL = `${IN_PROCESS_ORIGIN}/api/mcp/key`;
