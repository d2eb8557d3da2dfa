/**
 * The doors this deployment opens, built from their records in lib/vocabulary/doors.ts: one server
 * factory behind all of them, differing only in the guard their auth kind names. A door is its record;
 * a new kind of guard is its file and its line in GUARDS.
 */
import type { IssuerSource } from '../auth/resource-server/trusted-issuer';
import { type AppConfig, config } from '../config';
import { type DoorAuth, type ServerEnvironment, TOOL_SCOPES } from '../mcp';
import { type AuthKind, DOORS, type DoorFacts, type DoorId } from '../vocabulary';
import { createDoor, type Door } from './door';
import { type Guard, openGuard } from '../auth/guard';
import { readJsonBody } from './json-body';
import { trustedIssuerFor } from './trusted-issuer';

/** How a door lets callers in, as configured: a door whose record says `configurableAuth` takes MCP_AUTH's. */
export function authOf(door: DoorFacts, cfg: AppConfig = config()): DoorAuth {
  return door.configurableAuth ? cfg.auth.mainDoor : door.auth;
}

/** Every HTTP door and how it lets callers in, as configured right now. */
export function httpDoors(cfg: AppConfig = config()): { id: DoorId; path: string; auth: DoorAuth }[] {
  return DOORS.map((d) => ({ id: d.id, path: d.path, auth: authOf(d, cfg) }));
}

/** The doors that publish protected-resource metadata. */
export function oauthDoorPaths(cfg: AppConfig = config()): string[] {
  return httpDoors(cfg).flatMap((d) => (d.auth === 'oauth' ? [d.path] : []));
}

/** What the server says of this deployment's doors and issuer (the capability resource, /status). */
export function environmentOf(cfg: () => AppConfig, issuer: IssuerSource = trustedIssuerFor(cfg)): () => ServerEnvironment {
  return () => {
    const trusted = issuer();
    return {
      doors: [
        ...httpDoors(cfg()).map((d) => ({ name: d.path, transport: 'streamable-http' as const, auth: d.auth })),
        { name: 'stdio', transport: 'stdio', auth: 'none' },
      ],
      issuer: !trusted.ok ? { kind: 'off', reason: trusted.description } : { kind: trusted.issuer.builtIn ? 'demo' : 'external', url: trusted.issuer.issuer },
    };
  };
}

type GuardContext = { path: string; cfg: () => AppConfig; issuer: IssuerSource };

/**
 * Each auth kind's guard, for a door at `path`. A gate's code (token verification, jose) is loaded on
 * its door's first request: the open door's cold start does not wait for it.
 */
const GUARDS: Record<AuthKind, (at: GuardContext) => Guard | Promise<Guard>> = {
  none: () => openGuard,
  key: async ({ cfg }) => (await import('../auth/resource-server/key-gate')).createKeyGuard(cfg),
  oauth: async ({ path, cfg, issuer }) =>
    (await import('../auth/resource-server/oauth-guard')).createOAuthGuard({
      doorPath: path,
      cfg,
      issuer,
      readBody: (req) => readJsonBody(req, cfg().maxBodyBytes),
      toolScopes: TOOL_SCOPES,
    }),
};

/**
 * Every door of DOORS, on the configuration `cfg` gives (the process's by default; tests pass their own).
 * Each guard is chosen on the door's first request, so configuration is read once parsed, not at import.
 */
export function buildDoors({ cfg = config, issuer = trustedIssuerFor(cfg) }: { cfg?: () => AppConfig; issuer?: IssuerSource } = {}): Record<DoorId, Door> {
  const environment = environmentOf(cfg, issuer);
  const entries = DOORS.map((d): [DoorId, Door] => {
    let guard: Guard | Promise<Guard> | undefined;
    const lazyGuard: Guard = async (req, basePath) => {
      guard ??= GUARDS[authOf(d, cfg())]({ path: d.path, cfg, issuer });
      return (await guard)(req, basePath);
    };
    return [d.id, createDoor({ id: d.id, guard: lazyGuard, environment, cfg })];
  });
  return Object.fromEntries(entries) as Record<DoorId, Door>;
}

let deployed: Record<DoorId, Door> | undefined;

/** This deployment's doors (built once per instance). */
export function deploymentDoors(): Record<DoorId, Door> {
  deployed ??= buildDoors();
  return deployed;
}
