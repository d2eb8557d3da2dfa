/**
 * This app's MCP doors in the test process, on node:http over loopback: real clients reach them with
 * real requests, exactly as they reach `next start`, but with the configuration passed as an object,
 * no build and no server process. What only the production build can show (routing, pages, the
 * issuer's routes, proxy.ts headers) stays in tests/protocol and tests/auth on `next start`.
 */
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { openGuard } from '../../lib/auth/guard';
import { createKeyGuard } from '../../lib/auth/resource-server/key-gate';
import { type AppConfig, parseConfig } from '../../lib/config';
import { createDoor, type Door } from '../../lib/http/door';
import { httpDoors } from '../../lib/http/doors';
import type { ServerEnvironment } from '../../lib/mcp';
import { DOOR } from '../../lib/vocabulary';
import { freePort } from './next-server';

export interface InProcessDoors {
  /** `http://localhost:<port>`: the configured origin, as a deployment's would be. */
  url: string;
  cfg: AppConfig;
  stop: () => Promise<void>;
}

/** The open door at /api/mcp and the key door at /api/mcp/key; `env` as a deployment's environment would set it. */
export async function startDoors(env: Record<string, string> = {}): Promise<InProcessDoors> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: url, ...env });
  const environment = (): ServerEnvironment => ({
    doors: [
      ...httpDoors(cfg).map((d) => ({ name: d.path, transport: 'streamable-http' as const, auth: d.auth })),
      { name: 'stdio', transport: 'stdio', auth: 'none' },
    ],
  });
  const doors: Record<string, Door> = {
    [DOOR.open.path]: createDoor({ id: 'open', guard: openGuard, environment, cfg: () => cfg }),
    [DOOR.key.path]: createDoor({ id: 'key', guard: createKeyGuard(() => cfg), environment, cfg: () => cfg }),
  };
  const route = async (req: Request): Promise<Response> => {
    const door = doors[new URL(req.url).pathname];
    if (!door) return new Response('not found', { status: 404 });
    if (req.method === 'POST') return door.handle(req);
    if (req.method === 'OPTIONS') return door.options(req);
    return door.notAllowed(req);
  };
  const http = createServer(toNodeHandler({ fetch: route }));
  await new Promise<void>((ok) => http.listen(port, '127.0.0.1', ok));
  return {
    url,
    cfg,
    stop: () =>
      new Promise<void>((ok) => {
        http.closeAllConnections();
        http.close(() => ok());
      }),
  };
}
