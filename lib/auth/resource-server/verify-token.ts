/**
 * The whole check on an access token, with jose: an allowed algorithm, a signature by the
 * issuer's key, `typ` at+jwt, exact `iss`, `aud` = this door (the confused-deputy check), exp/nbf
 * with a small tolerance. No database call. A refusal names the one check that failed; it never
 * repeats the token or its claims.
 */
import 'server-only';
import { type AuthInfo, OAuthErrorCode } from '@modelcontextprotocol/server';
import { decodeProtectedHeader, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { LAB_CLAIM } from '../../vocabulary';
import { logThrottled } from '../../log';
import { invalidToken, Refusal } from './refusal';

export interface VerifyContext {
  issuer: string;
  /** The trusted issuer's public keys (never chosen by the request). */
  keys: JWTVerifyGetKey;
  audience: string;
  algorithms: readonly string[];
  requireAtJwt: boolean;
  clockToleranceS: number;
}

/** Three parts, a decodable header, an allowed `alg`: checked before jose so `none` and HS* get the same plain answer as any other unlisted algorithm. */
function checkShapeAndAlgorithm(token: string, algorithms: readonly string[]): void {
  if (token.split('.').length !== 3) throw invalidToken('format', 'malformed: not a signed JWT (expected three dot-separated parts)');
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    throw invalidToken('format', 'malformed: the JWT header is not valid base64url JSON');
  }
  if (typeof alg !== 'string' || !algorithms.includes(alg)) {
    throw invalidToken('alg', `algorithm not allowed: this door accepts ${algorithms.join(', ')}`);
  }
}

/**
 * The payload once every check passes (no `audience`: that one is not made, the labs' naive door), else the
 * refusal naming the check that failed; `named` is the issuer and audience a refusal says were expected.
 */
export async function verifiedPayload(
  token: string,
  ctx: Omit<VerifyContext, 'issuer' | 'audience'> & { issuer: string | readonly string[]; audience?: string },
  named: Pick<VerifyContext, 'issuer' | 'audience'>,
): Promise<JWTPayload> {
  checkShapeAndAlgorithm(token, ctx.algorithms);
  try {
    const { payload } = await jwtVerify(token, ctx.keys, {
      algorithms: [...ctx.algorithms],
      issuer: typeof ctx.issuer === 'string' ? ctx.issuer : [...ctx.issuer],
      audience: ctx.audience,
      typ: ctx.requireAtJwt ? 'at+jwt' : undefined,
      clockTolerance: ctx.clockToleranceS,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (err) {
    throw describe(err, { ...named, algorithms: ctx.algorithms });
  }
}

export async function verifyAccessToken(token: string, ctx: VerifyContext): Promise<AuthInfo> {
  const payload = await verifiedPayload(token, ctx, ctx);
  // After every ordinary check, so each lab token fails for the reason it teaches; this catches the rest.
  if (LAB_CLAIM in payload) throw invalidToken('lab', 'lab token: minted for teaching and never accepted by any door');
  return {
    token,
    clientId: stringClaim(payload.client_id) ?? stringClaim(payload.azp) ?? payload.sub ?? 'unknown',
    scopes: scopesOf(payload),
    expiresAt: payload.exp,
    resource: safeUrl(ctx.audience),
    extra: { sub: payload.sub, iss: payload.iss, jti: payload.jti },
  };
}

/** jose's error as the refusal that names the failed check. */
function describe(err: unknown, ctx: Pick<VerifyContext, 'issuer' | 'audience' | 'algorithms'>): Refusal {
  if (err instanceof errors.JWTExpired) return invalidToken('exp', 'expired: the exp claim is in the past');
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.reason === 'missing') {
      // A token with no aud is for no one in particular: it fails the audience check, not a formality.
      if (err.claim === 'aud') return invalidToken('aud', `no audience: this door accepts only tokens for ${ctx.audience} (RFC 8707)`);
      if (err.claim === 'iss') return invalidToken('iss', `no issuer: this door trusts tokens from ${ctx.issuer}`);
      return invalidToken('format', `malformed: the ${err.claim} claim is missing`);
    }
    switch (err.claim) {
      case 'iss':
        return invalidToken('iss', `wrong issuer: this door trusts tokens from ${ctx.issuer}`);
      case 'aud':
        return invalidToken('aud', `wrong audience: this door accepts tokens for ${ctx.audience}`);
      case 'nbf':
        return invalidToken('nbf', 'not yet valid: the nbf claim is in the future');
      case 'typ':
        return invalidToken('typ', 'wrong token type: expected an access token with typ at+jwt (RFC 9068)');
      default:
        return invalidToken('format', `malformed: the ${err.claim} claim is invalid`);
    }
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) return invalidToken('signature', 'bad signature: not signed by the issuer key');
  if (err instanceof errors.JWKSNoMatchingKey || err instanceof errors.JWKSMultipleMatchingKeys) {
    return invalidToken('signature', 'bad signature: no single key in the issuer key set matches this token');
  }
  if (err instanceof errors.JOSEAlgNotAllowed) return invalidToken('alg', `algorithm not allowed: this door accepts ${ctx.algorithms.join(', ')}`);
  if (err instanceof errors.JWSInvalid || err instanceof errors.JWTInvalid || err instanceof errors.JOSENotSupported) {
    return invalidToken('format', 'malformed: not a well-formed signed JWT');
  }
  // Anything else is ours (the key set could not be fetched): a server error, not the caller's token.
  logThrottled('[auth] the trusted issuer keys could not be had:', err instanceof Error ? `${err.name}: ${err.message}` : 'unknown error');
  return new Refusal(OAuthErrorCode.ServerError, 'The issuer signing keys could not be fetched; try again shortly.', 'issuer-keys');
}

function scopesOf(payload: JWTPayload): string[] {
  if (typeof payload.scope === 'string') return payload.scope.split(/\s+/).filter(Boolean);
  // Okta and Azure AD put scopes in an `scp` array.
  if (Array.isArray(payload.scp)) return payload.scp.filter((s): s is string => typeof s === 'string');
  return [];
}

function stringClaim(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

function safeUrl(s: string): URL | undefined {
  try {
    return new URL(s);
  } catch {
    return undefined;
  }
}
