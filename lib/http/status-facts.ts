/**
 * What this instance is running with, for the status page: the corpus it loaded, how each door lets
 * callers in, who issues tokens, and the origin it believes it has. The same facts /api/health and the
 * capability card draw on (getCorpus, httpDoors, trustedIssuer, config); never a secret, only whether one is set.
 */
import { resolveApiKey } from '../auth/resource-server/key-gate';
import { type AppConfig, config } from '../config';
import { getCorpus } from '../corpus';
import { SERVER_INFO } from '../mcp';
import type { AuthKind } from '../vocabulary';
import { httpDoors } from './doors';
import { trustedIssuer } from './trusted-issuer';

export type CorpusStatus = { loaded: true; count: number; sha256: string } | { loaded: false };

export interface DoorStatus {
  path: string;
  auth: AuthKind;
  /** What the door checks, in a sentence. */
  checks: string;
  /** false: the door is guarded but cannot let anyone in (its credential source is not configured). */
  usable: boolean;
}

export type IssuerStatus = { kind: 'built-in'; url: string; demo: boolean } | { kind: 'external'; url: string } | { kind: 'off'; reason: string };

export interface StatusFacts {
  server: { name: string; version: string };
  corpus: CorpusStatus;
  origin: { url: string; source: string } | undefined;
  doors: DoorStatus[];
  issuer: IssuerStatus;
  /** The shared key's source: MCP_API_KEY, derived from AUTH_SECRET (demo), or none. */
  sharedKey: 'env' | 'demo' | 'none';
}

export function corpusStatus(): CorpusStatus {
  try {
    const c = getCorpus();
    return { loaded: true, count: c.count, sha256: c.sha256 };
  } catch {
    return { loaded: false };
  }
}

export function statusFacts(cfg: AppConfig = config()): StatusFacts {
  const trusted = trustedIssuer();
  const issuer: IssuerStatus = !trusted.ok
    ? { kind: 'off', reason: trusted.description }
    : trusted.issuer.builtIn
      ? { kind: 'built-in', url: trusted.issuer.issuer, demo: cfg.auth.demo }
      : { kind: 'external', url: trusted.issuer.issuer };
  const key = resolveApiKey(cfg);
  const doorStatus = ({ path, auth }: { path: string; auth: AuthKind }): DoorStatus => {
    const [checks, usable]: [string, boolean] =
      auth === 'none'
        ? ['Nothing: anyone may call.', true]
        : auth === 'key'
          ? key
            ? [`A shared key (Authorization: Bearer), ${key.source === 'env' ? 'set by MCP_API_KEY' : 'the demo key derived from AUTH_SECRET'}.`, true]
            : ['A shared key, but none is configured (MCP_API_KEY, or AUTH_DEMO=1 with AUTH_SECRET): every call is refused.', false]
          : issuer.kind === 'off'
            ? ['An OAuth access token, but no issuer is configured: every call is refused.', false]
            : [
                `An OAuth access token (JWT) from ${issuer.url}: signature${cfg.auth.requireAtJwt ? ', typ at+jwt' : ''}, iss, aud = this door, exp, nbf, scope.`,
                true,
              ];
    return { path, auth, checks, usable };
  };
  return {
    server: { name: SERVER_INFO.name, version: SERVER_INFO.version },
    corpus: corpusStatus(),
    origin: cfg.publicOrigin ? { url: cfg.publicOrigin, source: cfg.publicOriginSource ?? 'MCP_PUBLIC_ORIGIN' } : undefined,
    doors: httpDoors(cfg).map(doorStatus),
    issuer,
    sharedKey: key?.source ?? 'none',
  };
}
