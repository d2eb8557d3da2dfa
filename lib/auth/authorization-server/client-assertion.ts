/**
 * `private_key_jwt` client authentication (RFC 7523 §2.2 and §3): the client signs a short JWT with the
 * key it registered, and the issuer checks it before any grant. What must hold:
 * - the algorithm is the registered key's own (ES256 or EdDSA): `none`, HS256 keyed with the public key
 *   or any other algorithm never verifies;
 * - `iss` = `sub` = the client_id (and a `client_id` sent beside it is the same);
 * - `aud` is exactly the audience asked for (this issuer's identifier, from configuration; the enterprise
 *   IdP's own when the IdP checks it), so an assertion made for one server opens nothing elsewhere;
 * - `exp` is present and at most MAX_ASSERTION_LIFETIME_S ahead; `jti` is present and used once, across
 *   instances (the shared store), inside a per-client budget of live assertions so no client can fill
 *   the store with used ids.
 */
import { errors as joseErrors, importJWK, type JWTPayload, jwtVerify } from 'jose';
import type { AppConfig } from '../../config';
import { isStateUnavailable, type StateStore, stateStore } from '../../state';
import { CLIENT_ASSERTION_TYPE, MAX_ASSERTION_LIFETIME_S } from '../../vocabulary';
import { type ConfidentialClient, resolveConfidentialClient } from './clients/confidential';
import { digest } from './pkce';
import { stateUnavailableDescription } from './state-unavailable';
import { fail, type TokenOutcome } from './token-outcome';
import { isStoreFault, useCodeOnce } from './used-codes';

/** Live (unexpired) assertions one client may have spent at once: one a second for the longest lifetime, twice over a room's need. */
export const ASSERTIONS_PER_CLIENT = 120;
const MAX_JTI = 128;
/** Clock skew allowed on `exp` and `iat`, seconds. */
const SKEW_S = 30;

export type ClientAuth = { ok: true; client: ConfidentialClient } | { ok: false; outcome: TokenOutcome };

const refuse = (description: string): ClientAuth => ({ ok: false, outcome: fail(401, 'invalid_client', description, 'client-assertion') });

/**
 * Authenticates the client of a token request by its `client_assertion`, for `audience`. `grant`: the
 * grant it asks for, which its registration must list.
 */
export async function authenticateClient(
  form: URLSearchParams,
  opts: { secret: string; audience: string; grant: string; cfg?: AppConfig; store?: StateStore; nowMs?: number },
): Promise<ClientAuth> {
  const type = form.get('client_assertion_type');
  const assertion = form.get('client_assertion');
  if (type !== CLIENT_ASSERTION_TYPE || !assertion)
    return refuse(
      `This grant needs private_key_jwt client authentication: client_assertion_type=${CLIENT_ASSERTION_TYPE} and a client_assertion signed with the registered key.`,
    );
  if (assertion.length > 16_000) return refuse('client_assertion is too long.');
  // Who claims to sign it, read before verifying only to find the key; nothing else is trusted until it verifies.
  const claimed = unverifiedIssuer(assertion);
  if (!claimed) return refuse('client_assertion is not a JWT with an iss claim.');
  const client = await resolveConfidentialClient(claimed, opts.secret);
  if (!client) return refuse('The client_assertion’s iss is not a client registered here with private_key_jwt (or AUTH_SECRET changed since): register again.');
  const sent = form.get('client_id');
  if (sent !== null && sent !== client.clientId) return refuse('client_id differs from the client_assertion’s iss and sub.');
  if (!client.grantTypes.includes(opts.grant))
    return { ok: false, outcome: fail(400, 'unauthorized_client', `This client was registered without the ${opts.grant} grant.`, 'grant-type') };

  const nowS = Math.floor((opts.nowMs ?? Date.now()) / 1000);
  let payload: JWTPayload;
  try {
    const key = await importJWK(client.jwk, client.alg);
    ({ payload } = await jwtVerify(assertion, key, {
      algorithms: [client.alg],
      issuer: client.clientId,
      subject: client.clientId,
      audience: opts.audience,
      requiredClaims: ['exp', 'jti'],
      clockTolerance: SKEW_S,
      currentDate: new Date(nowS * 1000),
    }));
  } catch (err) {
    return refuse(`client_assertion refused: ${describeJoseError(err, opts.audience)}`);
  }
  if (payload.exp! > nowS + MAX_ASSERTION_LIFETIME_S + SKEW_S)
    return refuse(`client_assertion lives too long: exp may be at most ${MAX_ASSERTION_LIFETIME_S} s ahead.`);
  const jti = payload.jti!;
  if (typeof jti !== 'string' || jti.length === 0 || jti.length > MAX_JTI) return refuse(`client_assertion's jti must be 1–${MAX_JTI} characters.`);

  const spent = await spendAssertion(`assertion:${digest(client.clientId)}`, jti, payload.exp!, opts.store ?? stateStore(), opts.nowMs);
  if (spent !== 'ok') return { ok: false, outcome: spent };
  return { ok: true, client };
}

/**
 * Spends `jti` once under `scope` (a client's, or an ID-JAG issuer's and subject's), until `exp`, inside
 * that scope's budget of live ids. Either refusal is an OAuth error naming the check.
 */
export async function spendAssertion(scope: string, jti: string, exp: number, store: StateStore, nowMs = Date.now()): Promise<'ok' | TokenOutcome> {
  try {
    const ttlMs = Math.max(1000, exp * 1000 - nowMs + 1000);
    const place = await store.claim(`${scope}:live`, jti, { max: ASSERTIONS_PER_CLIENT, ttlMs });
    if (!place.ok)
      return fail(
        429,
        'temporarily_unavailable',
        `This client has ${ASSERTIONS_PER_CLIENT} unexpired assertions spent already; its budget frees in ${Math.ceil(place.retryAfterMs / 1000)} s.`,
        'assertion-replay',
      );
  } catch (err) {
    if (isStateUnavailable(err)) return fail(503, 'temporarily_unavailable', stateUnavailableDescription(err.reason), 'state-store');
    throw err;
  }
  const use = await useCodeOnce(`${scope}:${jti}`, exp, undefined, store, nowMs);
  if (isStoreFault(use)) return fail(503, 'temporarily_unavailable', stateUnavailableDescription(use), 'state-store');
  if (use !== 'first-use')
    return fail(400, 'invalid_grant', 'This assertion (its jti) was already used: sign a new one for every request.', 'assertion-replay');
  return 'ok';
}

function unverifiedIssuer(jwt: string): string | undefined {
  const parts = jwt.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof claims.iss === 'string' && claims.iss.length <= 16_000 ? claims.iss : undefined;
  } catch {
    return undefined;
  }
}

/** jose's reason, in the words a client developer needs. */
export function describeJoseError(err: unknown, audience: string): string {
  if (err instanceof joseErrors.JWTExpired) return 'it has expired (exp is past).';
  if (err instanceof joseErrors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return `aud must be exactly ${audience}.`;
    if (err.claim === 'iss' || err.claim === 'sub') return 'iss and sub must both be the client_id.';
    return `the ${err.claim} claim is missing or wrong (${err.reason}).`;
  }
  if (err instanceof joseErrors.JOSEAlgNotAllowed) return 'its alg is not the registered key’s algorithm (none and HMAC are never accepted).';
  if (err instanceof joseErrors.JWSSignatureVerificationFailed) return 'its signature does not verify with the registered key.';
  if (err instanceof joseErrors.JOSEError) return `it is not a valid signed JWT (${err.code}).`;
  return 'it is not a valid signed JWT.';
}
