/**
 * The doors this deployment opens, and the description of them the capability card shows.
 * One server factory behind all of them; they differ only in their guard.
 */
import { createKeyGuard } from '../auth/resource-server/key-gate';
import { createOAuthGuard } from '../auth/resource-server/oauth-guard';
import { type AppConfig, config } from '../config';
import { type DoorAuth, type ServerEnvironment, TOOL_SCOPES } from '../mcp';
import { DOOR } from '../vocabulary';
import { createDoor } from './door';
import { type Guard, openGuard } from '../auth/guard';
import { readJsonBody } from './json-body';
import { trustedIssuer } from './trusted-issuer';

/** Every HTTP door and how it lets callers in, as configured right now. */
export function httpDoors(cfg: AppConfig = config()): { path: string; auth: DoorAuth }[] {
  return [
    { path: DOOR.open.path, auth: cfg.auth.mainDoor },
    { path: DOOR.key.path, auth: DOOR.key.auth },
    { path: DOOR.oauth.path, auth: DOOR.oauth.auth },
  ];
}

/** The doors that publish protected-resource metadata. */
export function oauthDoorPaths(cfg: AppConfig = config()): string[] {
  return httpDoors(cfg)
    .filter((d) => d.auth === 'oauth')
    .map((d) => d.path);
}

export function httpEnvironment(): ServerEnvironment {
  const trusted = trustedIssuer();
  return {
    doors: [
      ...httpDoors().map((d) => ({ name: d.path, transport: 'streamable-http' as const, auth: d.auth })),
      { name: 'stdio', transport: 'stdio', auth: 'none' },
    ],
    issuer: !trusted.ok ? { kind: 'off', reason: trusted.description } : { kind: trusted.issuer.builtIn ? 'demo' : 'external', url: trusted.issuer.issuer },
  };
}

const readBody = (req: Request) => readJsonBody(req, config().maxBodyBytes);

function guardFor(path: string, auth: DoorAuth): Guard {
  if (auth === 'key') return createKeyGuard(config);
  if (auth === 'oauth') return createOAuthGuard({ doorPath: path, cfg: config, issuer: trustedIssuer, readBody, toolScopes: TOOL_SCOPES });
  return openGuard;
}

/** The main door's guard, chosen from config on first use (config is parsed once per process). */
let mainDoorGuard: Guard | undefined;
const mainGuard: Guard = (req, basePath) => {
  mainDoorGuard ??= guardFor(DOOR.open.path, config().auth.mainDoor);
  return mainDoorGuard(req, basePath);
};

/** /api/mcp: open by default; MCP_AUTH=key or oauth locks it. */
export const mainDoor = createDoor({ id: 'open', guard: mainGuard, environment: httpEnvironment });
/** /api/mcp/key: always behind the shared key. */
export const keyDoor = createDoor({ id: 'key', guard: guardFor(DOOR.key.path, 'key'), environment: httpEnvironment });
/** /api/mcp/oauth: always behind the OAuth resource-server gate. */
export const oauthDoor = createDoor({ id: 'oauth', guard: guardFor(DOOR.oauth.path, 'oauth'), environment: httpEnvironment });
