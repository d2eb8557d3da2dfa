/**
 * The door's whole check, done in the browser with jose and listed one by one, in the door's order:
 * algorithm allowed, signature by a key in the issuer's JWKS, typ at+jwt, iss, aud (for a chosen door),
 * exp, nbf, scope. Each is evaluated on its own, so a reader sees every verdict, not just the first
 * failure. Ids and labels are the shared vocabulary's, the same the door's refusals carry.
 */
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { CHECK_LABELS, type CheckId } from '../vocabulary';
import { decodeToken } from './decode';

export type { CheckId } from '../vocabulary';
export type Verdict = 'pass' | 'fail' | 'skip';

export interface Check {
  id: CheckId;
  label: string;
  verdict: Verdict;
  detail: string;
}

export interface Expectations {
  issuer: string;
  jwks: JSONWebKeySet;
  audience: string;
  algorithms: readonly string[];
  requiredScope?: string;
  /** The doors require RFC 9068's `typ: at+jwt` unless AUTH_REQUIRE_AT_JWT=0 (default: required). */
  requireAtJwt?: boolean;
  clockToleranceS?: number;
  nowMs?: number;
}

export const NO_WEB_CRYPTO =
  'not checked in this browser: the page is plain http off loopback, not a secure context, so it has no Web Crypto to verify with; the door still checks it (open the page on https or on localhost to see it here)';

const check = (id: CheckId, verdict: Verdict, detail: string): Check => ({ id, label: CHECK_LABELS[id], verdict, detail });

/** jose's comparison: case-insensitive, with or without the `application/` prefix. */
const isAtJwt = (typ: unknown) => typeof typ === 'string' && typ.toLowerCase().replace(/^application\//, '') === 'at+jwt';

export async function checkToken(token: string, x: Expectations): Promise<Check[]> {
  const d = decodeToken(token);
  if (!d.header || !d.payload) return [check('format', 'fail', d.problem ?? 'cannot decode')];
  const now = Math.floor((x.nowMs ?? Date.now()) / 1000);
  const tol = x.clockToleranceS ?? 30;
  const p = d.payload;
  const alg = String(d.header.alg);
  const algOk = x.algorithms.includes(alg);
  const checks: Check[] = [check('alg', algOk ? 'pass' : 'fail', `alg ${alg}; allowed: ${x.algorithms.join(', ')}`)];
  if (!algOk) {
    checks.push(check('signature', 'skip', 'not attempted: the algorithm is not allowed'));
  } else if (typeof globalThis.crypto?.subtle === 'undefined') {
    // Not a failure of the token's: a page on plain http off loopback (a workshop's LAN origin) is no secure context and has no Web Crypto.
    checks.push(check('signature', 'skip', NO_WEB_CRYPTO));
  } else {
    try {
      await compactVerify(token.trim(), createLocalJWKSet(x.jwks), { algorithms: [...x.algorithms] });
      checks.push(check('signature', 'pass', `verified with kid ${String(d.header.kid ?? '?')} from the JWKS`));
    } catch (err) {
      checks.push(check('signature', 'fail', err instanceof Error ? err.message : String(err)));
    }
  }
  const typ = d.header.typ === undefined ? '(missing)' : String(d.header.typ);
  checks.push(
    x.requireAtJwt === false
      ? check('typ', 'skip', `typ ${typ}; this door does not require at+jwt (AUTH_REQUIRE_AT_JWT=0)`)
      : check('typ', isAtJwt(d.header.typ) ? 'pass' : 'fail', `typ ${typ}; expected at+jwt (RFC 9068), so an ID token cannot pass as an access token`),
  );
  checks.push(check('iss', p.iss === x.issuer ? 'pass' : 'fail', `iss ${p.iss ?? '(missing)'}; expected ${x.issuer}`));
  const auds = Array.isArray(p.aud) ? p.aud : p.aud ? [p.aud] : [];
  checks.push(check('aud', auds.includes(x.audience) ? 'pass' : 'fail', `aud ${auds.join(', ') || '(missing)'}; this door is ${x.audience}`));
  checks.push(typeof p.exp !== 'number' ? check('exp', 'fail', 'no exp claim') : check('exp', p.exp > now - tol ? 'pass' : 'fail', `exp ${p.exp}`));
  checks.push(typeof p.nbf !== 'number' ? check('nbf', 'pass', 'no nbf claim') : check('nbf', p.nbf <= now + tol ? 'pass' : 'fail', `nbf ${p.nbf}`));
  if (x.requiredScope) {
    const scopes = typeof p.scope === 'string' ? p.scope.split(/\s+/) : [];
    checks.push(check('scope', scopes.includes(x.requiredScope) ? 'pass' : 'fail', `needs ${x.requiredScope}; scope ${p.scope ?? '(none)'}`));
  }
  return checks;
}
