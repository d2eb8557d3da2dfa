/**
 * The door's whole check, done in the browser with jose and listed one by one: algorithm allowed,
 * signature by a key in the issuer's JWKS, iss, aud (for a chosen door), exp, nbf, scope. Each is
 * evaluated on its own, so a reader sees every verdict, not just the first failure.
 */
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { decodeToken } from './decode';

export type CheckId = 'format' | 'alg' | 'signature' | 'iss' | 'aud' | 'exp' | 'nbf' | 'scope';
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
  clockToleranceS?: number;
  nowMs?: number;
}

export async function checkToken(token: string, x: Expectations): Promise<Check[]> {
  const d = decodeToken(token);
  if (!d.header || !d.payload) return [{ id: 'format', label: 'Well-formed JWT', verdict: 'fail', detail: d.problem ?? 'cannot decode' }];
  const now = Math.floor((x.nowMs ?? Date.now()) / 1000);
  const tol = x.clockToleranceS ?? 30;
  const p = d.payload;
  const alg = String(d.header.alg);
  const algOk = x.algorithms.includes(alg);
  const checks: Check[] = [
    { id: 'alg', label: 'Algorithm allowed', verdict: algOk ? 'pass' : 'fail', detail: `alg ${alg}; allowed: ${x.algorithms.join(', ')}` },
  ];
  if (!algOk) {
    checks.push({ id: 'signature', label: 'Signature by the issuer’s key', verdict: 'skip', detail: 'not attempted: the algorithm is not allowed' });
  } else {
    try {
      await compactVerify(token.trim(), createLocalJWKSet(x.jwks), { algorithms: [...x.algorithms] });
      checks.push({ id: 'signature', label: 'Signature by the issuer’s key', verdict: 'pass', detail: `verified with kid ${String(d.header.kid ?? '?')} from the JWKS` });
    } catch (err) {
      checks.push({ id: 'signature', label: 'Signature by the issuer’s key', verdict: 'fail', detail: err instanceof Error ? err.message : String(err) });
    }
  }
  checks.push({ id: 'iss', label: 'Issuer is trusted', verdict: p.iss === x.issuer ? 'pass' : 'fail', detail: `iss ${p.iss ?? '(missing)'}; expected ${x.issuer}` });
  const auds = Array.isArray(p.aud) ? p.aud : p.aud ? [p.aud] : [];
  checks.push({ id: 'aud', label: 'Audience is this door', verdict: auds.includes(x.audience) ? 'pass' : 'fail', detail: `aud ${auds.join(', ') || '(missing)'}; this door is ${x.audience}` });
  checks.push(
    typeof p.exp !== 'number'
      ? { id: 'exp', label: 'Not expired', verdict: 'fail', detail: 'no exp claim' }
      : { id: 'exp', label: 'Not expired', verdict: p.exp > now - tol ? 'pass' : 'fail', detail: `exp ${p.exp}` },
  );
  checks.push(
    typeof p.nbf !== 'number'
      ? { id: 'nbf', label: 'Already valid (nbf)', verdict: 'pass', detail: 'no nbf claim' }
      : { id: 'nbf', label: 'Already valid (nbf)', verdict: p.nbf <= now + tol ? 'pass' : 'fail', detail: `nbf ${p.nbf}` },
  );
  if (x.requiredScope) {
    const scopes = typeof p.scope === 'string' ? p.scope.split(/\s+/) : [];
    checks.push({ id: 'scope', label: `Scope includes ${x.requiredScope}`, verdict: scopes.includes(x.requiredScope) ? 'pass' : 'fail', detail: `scope ${p.scope ?? '(none)'}` });
  }
  return checks;
}

/** Which check a door's refusal (its error_description) names. */
export function checkNamedBy(description: string | undefined): CheckId | 'lab' | undefined {
  const d = (description ?? '').toLowerCase();
  if (d.startsWith('wrong audience')) return 'aud';
  if (d.startsWith('wrong issuer')) return 'iss';
  if (d.startsWith('expired')) return 'exp';
  if (d.startsWith('not yet valid')) return 'nbf';
  if (d.startsWith('bad signature')) return 'signature';
  if (d.startsWith('algorithm not allowed')) return 'alg';
  if (d.startsWith('malformed')) return 'format';
  if (d.startsWith('lab token')) return 'lab';
  if (d.startsWith('insufficient scope')) return 'scope';
  return undefined;
}
