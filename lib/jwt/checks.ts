/**
 * The door's whole check, done in the browser with jose and listed one by one: algorithm allowed,
 * signature by a key in the issuer's JWKS, iss, aud (for a chosen door), exp, nbf, scope. Each is
 * evaluated on its own, so a reader sees every verdict, not just the first failure.
 */
import { compactVerify, createLocalJWKSet, type JSONWebKeySet } from 'jose';
import { CHECK_LABELS, type CheckId } from '../vocabulary';
import { decodeToken } from './decode';

export type { CheckId };
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
  if (!d.header || !d.payload) return [{ id: 'format', label: CHECK_LABELS.format, verdict: 'fail', detail: d.problem ?? 'cannot decode' }];
  const now = Math.floor((x.nowMs ?? Date.now()) / 1000);
  const tol = x.clockToleranceS ?? 30;
  const p = d.payload;
  const alg = String(d.header.alg);
  const algOk = x.algorithms.includes(alg);
  const checks: Check[] = [
    { id: 'alg', label: CHECK_LABELS.alg, verdict: algOk ? 'pass' : 'fail', detail: `alg ${alg}; allowed: ${x.algorithms.join(', ')}` },
  ];
  if (!algOk) {
    checks.push({ id: 'signature', label: CHECK_LABELS.signature, verdict: 'skip', detail: 'not attempted: the algorithm is not allowed' });
  } else {
    try {
      await compactVerify(token.trim(), createLocalJWKSet(x.jwks), { algorithms: [...x.algorithms] });
      checks.push({ id: 'signature', label: CHECK_LABELS.signature, verdict: 'pass', detail: `verified with kid ${String(d.header.kid ?? '?')} from the JWKS` });
    } catch (err) {
      checks.push({ id: 'signature', label: CHECK_LABELS.signature, verdict: 'fail', detail: err instanceof Error ? err.message : String(err) });
    }
  }
  checks.push({ id: 'iss', label: CHECK_LABELS.iss, verdict: p.iss === x.issuer ? 'pass' : 'fail', detail: `iss ${p.iss ?? '(missing)'}; expected ${x.issuer}` });
  const auds = Array.isArray(p.aud) ? p.aud : p.aud ? [p.aud] : [];
  checks.push({ id: 'aud', label: CHECK_LABELS.aud, verdict: auds.includes(x.audience) ? 'pass' : 'fail', detail: `aud ${auds.join(', ') || '(missing)'}; this door is ${x.audience}` });
  checks.push(
    typeof p.exp !== 'number'
      ? { id: 'exp', label: CHECK_LABELS.exp, verdict: 'fail', detail: 'no exp claim' }
      : { id: 'exp', label: CHECK_LABELS.exp, verdict: p.exp > now - tol ? 'pass' : 'fail', detail: `exp ${p.exp}` },
  );
  checks.push(
    typeof p.nbf !== 'number'
      ? { id: 'nbf', label: CHECK_LABELS.nbf, verdict: 'pass', detail: 'no nbf claim' }
      : { id: 'nbf', label: CHECK_LABELS.nbf, verdict: p.nbf <= now + tol ? 'pass' : 'fail', detail: `nbf ${p.nbf}` },
  );
  if (x.requiredScope) {
    const scopes = typeof p.scope === 'string' ? p.scope.split(/\s+/) : [];
    checks.push({ id: 'scope', label: `Scope includes ${x.requiredScope}`, verdict: scopes.includes(x.requiredScope) ? 'pass' : 'fail', detail: `scope ${p.scope ?? '(none)'}` });
  }
  return checks;
}
