/**
 * The doors this deployment opens: one server factory behind each, differing only in the guard.
 * Pure data, imported by the server (routes, guards, metadata) and the browser (playground, walkthrough)
 * alike; the only place a door's path is written. Adding a door: its id and record here; lib/http/doors.ts
 * builds it from its auth kind, and app/api/mcp/[...door]/route.ts serves it when its path is below /api/mcp
 * (elsewhere it needs a one-line route file: `nextRoute(DOOR_ROUTES.<id>)`).
 */

/** How a door lets callers in. `none` is an auth kind, never a door id. */
export const AUTH_KINDS = ['none', 'key', 'oauth'] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

/** What a person must present at a door. */
export type CredentialKind = 'none' | 'key' | 'token';

export const DOOR_IDS = ['open', 'key', 'oauth'] as const;
export type DoorId = (typeof DOOR_IDS)[number];

export interface DoorFacts {
  id: DoorId;
  path: string;
  /** The guard it has unless configuration says otherwise. */
  auth: AuthKind;
  /** MCP_AUTH may lock it with another guard (the main door only). */
  configurableAuth?: true;
  credential: CredentialKind;
  label: string;
  blurb: string;
}

export const DOORS: readonly DoorFacts[] = [
  { id: 'open', path: '/api/mcp', auth: 'none', configurableAuth: true, credential: 'none', label: 'Open', blurb: 'No credentials: anyone may call.' },
  { id: 'key', path: '/api/mcp/key', auth: 'key', credential: 'key', label: 'API key', blurb: 'Authorization: Bearer <shared key>.' },
  {
    id: 'oauth',
    path: '/api/mcp/oauth',
    auth: 'oauth',
    credential: 'token',
    label: 'OAuth',
    blurb: 'An OAuth 2.1 access token whose audience is this server.',
  },
];

export const DOOR: Readonly<Record<DoorId, DoorFacts>> = Object.fromEntries(DOORS.map((d) => [d.id, d])) as Record<DoorId, DoorFacts>;

export function doorById(id: string | null | undefined): DoorFacts | undefined {
  return DOORS.find((d) => d.id === id);
}

export function doorByPath(path: string): DoorFacts | undefined {
  return DOORS.find((d) => d.path === path);
}
