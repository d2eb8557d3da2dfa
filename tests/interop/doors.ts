/** The key door in this process, beside tests/helpers/in-process-doors.ts's open door: same registry, the shared-key guard. */
import type { Door } from '../../lib/http/door';
import { IN_PROCESS_ORIGIN, inProcessDoors } from '../helpers/in-process-doors';

/** A key made per run: nothing real, nothing reused. */
export const INTEROP_KEY = `interop-${crypto.randomUUID()}`;

export function keyDoor(key = INTEROP_KEY): Door {
  return inProcessDoors({ MCP_API_KEY: key }).doors.key;
}

export const OPEN_URL = `${IN_PROCESS_ORIGIN}/api/mcp`;
export const KEY_URL = `${IN_PROCESS_ORIGIN}/api/mcp/key`;
