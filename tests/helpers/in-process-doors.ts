/**
 * This app's MCP doors in the test process, built by the same registry as the deployment's
 * (lib/http/doors.ts, routed by lib/routes/table.ts) on a configuration passed as an object: no build and
 * no server process. Real clients reach them either over `fetch` into a door's handler (as the SDK's own
 * tests do: milliseconds a request) or, with `startDoors`, over node:http on loopback, exactly as they reach
 * `next start`. What only the production build can show (routing, pages, the issuer's routes, proxy.ts
 * headers) stays in tests/protocol and tests/auth on `next start`.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createServer } from 'node:http';
import { type AppConfig, parseConfig } from '../../lib/config';
import type { Door } from '../../lib/http/door';
import { buildDoors } from '../../lib/http/doors';
import { doorRoutes, methodHandler } from '../../lib/routes';
import type { DoorId } from '../../lib/vocabulary';
import { MODERN } from './clients';
import { freePort } from './next-server';

/** The origin of doors reached over `fetch` (nothing listens there). */
export const IN_PROCESS_ORIGIN = 'http://127.0.0.1:3000';

export interface DoorSet {
  cfg: AppConfig;
  doors: Record<DoorId, Door>;
  /** A request to any door's path, answered as the deployment's route for that path answers it. */
  route: (req: Request) => Promise<Response>;
}

/** Every door, on the configuration `env` gives, as a deployment's environment would set it. */
export function inProcessDoors(env: Record<string, string> = {}, origin = IN_PROCESS_ORIGIN): DoorSet {
  const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: origin, ...env });
  const doors = buildDoors({ cfg: () => cfg });
  const routes = Object.values(doorRoutes(() => doors));
  const route = async (req: Request): Promise<Response> => {
    const path = new URL(req.url).pathname;
    const door = routes.find((r) => r.path === path);
    const handler = door && methodHandler(door, req.method);
    return handler ? handler(req, '', path) : new Response('not found', { status: 404 });
  };
  return { cfg, doors, route };
}

/** The open door (/api/mcp) on `env`'s configuration. */
export function openDoor(env: Record<string, string> = {}): Door {
  return inProcessDoors(env).doors.open;
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

export interface InProcessDoors {
  /** `http://localhost:<port>`: the configured origin, as a deployment's would be. */
  url: string;
  cfg: AppConfig;
  stop: () => Promise<void>;
}

/** Every door at its path on node:http over loopback; `env` as a deployment's environment would set it. */
export async function startDoors(env: Record<string, string> = {}): Promise<InProcessDoors> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { cfg, route } = inProcessDoors(env, url);
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
