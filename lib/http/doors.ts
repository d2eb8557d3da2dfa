/**
 * The doors this deployment opens, and the description of them the capability card shows.
 * One server factory behind all of them; they differ only in their guard.
 */
import { createKeyGuard } from '../auth/resource-server/key-gate';
import { createOAuthGuard } from '../auth/resource-server/oauth-guard';
import { type AppConfig, config } from '../config';
import type { DoorAuth, ServerEnvironment } from '../mcp';
import { createDoor } from './door';
import { KEY_DOOR, MAIN_DOOR, OAUTH_DOOR } from './door-paths';
import { type Guard, openGuard } from '../auth/guard';
import { readJsonBody } from './json-body';

export { KEY_DOOR, MAIN_DOOR, OAUTH_DOOR };

/** Every HTTP door and how it lets callers in, as configured right now. */
export function httpDoors(cfg: AppConfig = config()): { path: string; auth: DoorAuth }[] {
  return [
    { path: MAIN_DOOR, auth: cfg.auth.mainDoor },
    { path: KEY_DOOR, auth: 'key' },
    { path: OAUTH_DOOR, auth: 'oauth' },
  ];
}

/** The doors that publish protected-resource metadata. */
export function oauthDoorPaths(cfg: AppConfig = config()): string[] {
  return httpDoors(cfg)
    .filter((d) => d.auth === 'oauth')
    .map((d) => d.path);
}

export function httpEnvironment(): ServerEnvironment {
  return {
    doors: [
      ...httpDoors().map((d) => ({ name: d.path, transport: 'streamable-http' as const, auth: d.auth })),
      { name: 'stdio', transport: 'stdio', auth: 'none' },
    ],
  };
}

const readBody = (req: Request) => readJsonBody(req, config().maxBodyBytes);

function guardFor(path: string, auth: DoorAuth): Guard {
  if (auth === 'key') return createKeyGuard(config);
  if (auth === 'oauth') return createOAuthGuard({ doorPath: path, cfg: config, readBody });
  return openGuard;
}

/** The main door's guard, chosen from config on first use (config is parsed once per process). */
let mainDoorGuard: Guard | undefined;
const mainGuard: Guard = (req) => (mainDoorGuard ??= guardFor(MAIN_DOOR, config().auth.mainDoor))(req);

/** /api/mcp: open by default; MCP_AUTH=key or oauth locks it. */
export const mainDoor = createDoor({ guard: mainGuard, environment: httpEnvironment });
/** /api/mcp/key: always behind the shared key. */
export const keyDoor = createDoor({ guard: guardFor(KEY_DOOR, 'key'), environment: httpEnvironment });
/** /api/mcp/oauth: always behind the OAuth resource-server gate. */
export const oauthDoor = createDoor({ guard: guardFor(OAUTH_DOOR, 'oauth'), environment: httpEnvironment });
