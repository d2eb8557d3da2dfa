/**
 * The doors a playground can knock on. They share one server; only the guard differs. The key and
 * OAuth doors answer 401 with a WWW-Authenticate challenge until a credential is presented.
 */
export type DoorId = 'open' | 'key' | 'oauth';
export type EraChoice = 'modern' | 'legacy';

export interface DoorInfo {
  id: DoorId;
  path: string;
  label: string;
  /** What the person must present, if anything. */
  credential: 'none' | 'key' | 'token';
  blurb: string;
}

export const DOORS: readonly DoorInfo[] = [
  { id: 'open', path: '/api/mcp', label: 'Open', credential: 'none', blurb: 'No credentials: anyone may call.' },
  { id: 'key', path: '/api/mcp/key', label: 'API key', credential: 'key', blurb: 'Authorization: Bearer <shared key>.' },
  { id: 'oauth', path: '/api/mcp/oauth', label: 'OAuth', credential: 'token', blurb: 'An OAuth 2.1 access token whose audience is this server.' },
];

export const ERAS: readonly { id: EraChoice; label: string; blurb: string }[] = [
  { id: 'modern', label: '2026-07-28', blurb: 'server/discover, then every request carries its own _meta.' },
  { id: 'legacy', label: '2025 (initialize)', blurb: 'The initialize handshake first, then requests.' },
];

export function doorById(id: string | null | undefined): DoorInfo | undefined {
  return DOORS.find((d) => d.id === id);
}

/**
 * Where another page (the sign-in walkthrough) may leave a bearer credential for a door, so the
 * playground can use it without the person copying it across. Session-scoped, never persisted.
 */
export function handedOffCredential(door: DoorId): string | undefined {
  try {
    return sessionStorage.getItem(`mcp-observatory.bearer.${door}`) ?? undefined;
  } catch {
    return undefined;
  }
}
