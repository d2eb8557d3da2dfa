/**
 * A real door in this process, and real clients talking to it over `fetch` into its handler (as the
 * SDK's own tests do): no server to spawn, milliseconds a request.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { openGuard } from '../../lib/auth/guard';
import { parseConfig } from '../../lib/config';
import { createDoor, type Door } from '../../lib/http/door';
import { MODERN } from './clients';

export const IN_PROCESS_ORIGIN = 'http://127.0.0.1:3000';

export function openDoor(env: Record<string, string> = {}): Door {
  const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: IN_PROCESS_ORIGIN, ...env });
  return createDoor({ id: 'open', guard: openGuard, environment: () => ({ doors: [] }), cfg: () => cfg });
}

/** What the network would do: a Request with the Host header the wire adds, into the door. */
export function doorFetch(door: Door) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    req.headers.set('host', new URL(req.url).host);
    return door.handle(req);
  };
}

/** The v2 client pinned to 2026-07-28, connected to the door in process. */
export async function connectInProcess(door: Door): Promise<Client> {
  const client = new Client({ name: 'observatory-attacks', version: '1.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', IN_PROCESS_ORIGIN), { fetch: doorFetch(door) }));
  return client;
}
