/**
 * The break-it bench's attacks, run live: each starts as the honest client would (lib/break/flow.ts),
 * bends one thing, and reports every refusal it met as a leg: who refused, with which check (read from
 * the refusal itself: the door's or the token endpoint's `check`, the issuer page's
 * data-authorize-check, the client's own check), and the exact header or error. What each attack must
 * meet is in the shared vocabulary (ATTACKS); `verdict` compares the two.
 */
import type { DoorAnswer } from '../browser/door-calls';
import { checkIssuer, fetchServerMetadata, hasWebCrypto, randomToken } from '../oauth-client';
import {
  ATTACK,
  type AttackId,
  type AttackRefusal,
  type ClientCheckId,
  DOOR,
  ISSUER_ENDPOINT_PATHS,
  ISSUER_PATH,
  refusalRef,
  type Refuser,
  SCOPE_OFFLINE,
  SCOPE_READ,
  SCOPE_REFINE,
} from '../vocabulary';
import {
  approvedCode,
  at,
  authorizationRequest,
  type BenchContext,
  consent,
  honestToken,
  labToken,
  oauthDoor,
  presentAtDoor,
  redemption,
  setUp,
  type TokenAnswer,
  tokenRequest,
} from './flow';

export interface Leg {
  /** What was tried, in a few words. */
  label: string;
  by: Refuser;
  /** False when it got through: the bench shows that loudly. */
  refused: boolean;
  /** The check the refusal named (a door, issuer or client check id). */
  check?: string;
  status?: number;
  /** The OAuth error code, for an HTTP refusal. */
  error?: string;
  description?: string;
  /** The exact evidence: the WWW-Authenticate header, or the error body, or the client check's words. */
  evidence: string;
}

export const fromDoor = (label: string, a: DoorAnswer): Leg => ({
  label,
  by: 'door',
  refused: a.status !== 200 && a.status !== 0,
  ...(a.check ? { check: a.check } : {}),
  status: a.status,
  ...(a.error ? { error: a.error } : {}),
  ...(a.description ? { description: a.description } : {}),
  evidence: a.challenge ? `WWW-Authenticate: ${a.challenge}` : (a.detail ?? `HTTP ${a.status}`),
});

export const fromToken = (label: string, t: TokenAnswer): Leg => ({
  label,
  by: 'issuer',
  refused: t.status !== 200,
  ...(t.check ? { check: t.check } : {}),
  status: t.status,
  ...(t.body.error ? { error: t.body.error } : {}),
  ...(t.body.error_description ? { description: t.body.error_description } : {}),
  // A token that came back is shown as present, never as its value.
  evidence: JSON.stringify({
    ...t.body,
    ...(t.body.access_token ? { access_token: '…' } : {}),
    ...(t.body.refresh_token ? { refresh_token: '…' } : {}),
  }),
});

async function fromAuthorize(label: string, ctx: BenchContext, req: Awaited<ReturnType<typeof authorizationRequest>>): Promise<Leg> {
  const a = await consent(ctx, req);
  if (a.kind === 'redirect')
    return { label, by: 'issuer', refused: false, evidence: `The issuer redirected back with ${a.callback.code ? 'a code' : a.callback.error}` };
  return {
    label,
    by: 'issuer',
    refused: true,
    ...(a.check ? { check: a.check } : {}),
    // The issuer's error page is a page (200) shown to the person: the refusal is its error, not a status.
    ...(a.status !== 200 ? { status: a.status } : {}),
    error: a.error,
    description: a.description,
    evidence: `Shown on the issuer’s own page, not redirected: error=${a.error} (${a.description})`,
  };
}

const clientLeg = (label: string, check: ClientCheckId, ok: boolean, evidence: string): Leg => ({
  label,
  by: 'client',
  refused: !ok,
  ...(ok ? {} : { check }),
  evidence,
});

const REFINE = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'shorter' } };

const RUNS: Record<AttackId, (ctx: BenchContext) => Promise<Leg[]>> = {
  async 'token-passthrough'(ctx) {
    const s = await setUp(ctx);
    const other = at(ctx, DOOR.open.path);
    const token = await honestToken(ctx, s, { resource: other });
    return [fromDoor(`A token for ${DOOR.open.path}, presented at ${DOOR.oauth.path}`, await presentAtDoor(ctx, token))];
  },

  async 'missing-resource'(ctx) {
    const s = await setUp(ctx);
    const asked = await fromAuthorize('Authorize without resource', ctx, await authorizationRequest(ctx, s, { resource: null }));
    return [asked, fromDoor('A token with no aud (what a lax issuer mints)', await presentAtDoor(ctx, await labToken(ctx, 'no-audience')))];
  },

  async 'wrong-verifier'(ctx) {
    const s = await setUp(ctx);
    const req = await authorizationRequest(ctx, s);
    const { code } = await approvedCode(ctx, req);
    const stolen = randomToken(32);
    return [fromToken('Redeem the code with another verifier', await tokenRequest(ctx, { ...redemption(ctx, s, code, req), code_verifier: stolen }))];
  },

  async 'wrong-redirect-uri'(ctx) {
    const s = await setUp(ctx);
    const attacker = 'https://attacker.example/callback';
    const asked = await fromAuthorize('Authorize with an unregistered redirect_uri', ctx, await authorizationRequest(ctx, s, { redirectUri: attacker }));
    const req = await authorizationRequest(ctx, s);
    const { code } = await approvedCode(ctx, req);
    const redeemed = await tokenRequest(ctx, { ...redemption(ctx, s, code, req), redirect_uri: attacker });
    return [asked, fromToken('Redeem the code naming another redirect_uri', redeemed)];
  },

  async 'forged-state-mix-up'(ctx) {
    const s = await setUp(ctx);
    const req = await authorizationRequest(ctx, s);
    const honest = await approvedCode(ctx, req);
    // A forged redirect: a code and a state this client never asked for (login CSRF).
    const forgedState = randomToken(); // not randomUUID: a page on plain http off loopback has none
    const stateLeg = clientLeg(
      'A redirect carrying a state this client never sent',
      'state',
      forgedState === req.state,
      `state=${forgedState} came back; this client sent state=${req.state}: the redirect answers someone else’s request, so its code is never redeemed.`,
    );
    // A mix-up: the right state, but the response says it comes from another authorization server.
    const attackerIssuer = 'https://attacker.example/oauth';
    const iss = await checkIssuer(attackerIssuer, s.asm);
    const issEvidence = iss.ok
      ? `iss=${attackerIssuer} was accepted`
      : `The v2 client's validateAuthorizationResponseIssuer: ${iss.detail}. The honest redirect said iss=${honest.iss}.`;
    return [stateLeg, clientLeg(`The right state, but iss=${attackerIssuer}`, 'iss', iss.ok, issEvidence)];
  },

  async 'replayed-code'(ctx) {
    const s = await setUp(ctx);
    const req = await authorizationRequest(ctx, s);
    const { code } = await approvedCode(ctx, req);
    const first = await tokenRequest(ctx, redemption(ctx, s, code, req));
    if (first.status !== 200) throw new Error(`The first redemption failed: HTTP ${first.status} ${first.body.error ?? ''}`);
    return [fromToken('Redeem the same code a second time', await tokenRequest(ctx, redemption(ctx, s, code, req)))];
  },

  async 'replayed-refresh-token'(ctx) {
    const s = await setUp(ctx);
    const req = await authorizationRequest(ctx, s, { scope: `${SCOPE_READ} ${SCOPE_OFFLINE}` });
    const { code } = await approvedCode(ctx, req);
    const signedIn = await tokenRequest(ctx, redemption(ctx, s, code, req));
    const copied = signedIn.body.refresh_token;
    if (!copied) throw new Error(`No refresh token came with the code: HTTP ${signedIn.status} ${signedIn.body.error ?? ''}`);
    const refreshWith = (refreshToken: string) => ({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: s.clientId,
      resource: oauthDoor(ctx),
    });
    const rotated = await tokenRequest(ctx, refreshWith(copied));
    const current = rotated.body.refresh_token;
    if (!current) throw new Error(`The client’s own refresh failed: HTTP ${rotated.status} ${rotated.body.error ?? ''}`);
    return [
      fromToken('Present the refresh token the client already spent (a kept copy)', await tokenRequest(ctx, refreshWith(copied))),
      fromToken('Then the client’s own current refresh token', await tokenRequest(ctx, refreshWith(current))),
    ];
  },

  async 'hs256-public-key'(ctx) {
    const asm = await fetchServerMetadata(ctx.tap.fetch, at(ctx, ISSUER_PATH));
    const jwksRes = await ctx.tap.fetch(String(asm.jwks_uri ?? at(ctx, ISSUER_ENDPOINT_PATHS.jwks)));
    const jwk = ((await jwksRes.json()) as { keys?: { kid?: string; x?: string; n?: string }[] }).keys?.[0];
    const publicBytes = jwk?.x ?? jwk?.n;
    if (!jwk || !publicBytes) throw new Error('The issuer’s JWKS has no public key to misuse.');
    if (!hasWebCrypto()) {
      throw new Error(
        'Forging the HS256 signature needs Web Crypto, which a page on plain http off loopback does not have: run this attack on https or on localhost.',
      );
    }
    const { SignJWT, base64url: b64 } = await import('jose');
    const forged = await new SignJWT({ scope: `${SCOPE_READ} ${SCOPE_REFINE}`, client_id: 'break-it-bench' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...(jwk.kid ? { kid: jwk.kid } : {}) })
      .setIssuer(String(asm.issuer))
      .setAudience(oauthDoor(ctx))
      .setSubject('attacker')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(b64.decode(publicBytes));
    return [fromDoor('HS256, keyed with the issuer’s public key', await presentAtDoor(ctx, forged))];
  },

  async 'scope-escalation'(ctx) {
    const s = await setUp(ctx);
    const asked = await fromAuthorize('Ask for prompts:admin', ctx, await authorizationRequest(ctx, s, { scope: `${SCOPE_READ} prompts:admin` }));
    const req = await authorizationRequest(ctx, s, { scope: SCOPE_READ });
    const { code } = await approvedCode(ctx, req);
    const widened = await tokenRequest(ctx, { ...redemption(ctx, s, code, req), scope: `${SCOPE_READ} ${SCOPE_REFINE}` });
    const token = widened.body.access_token;
    if (!token) throw new Error(`The redemption failed: HTTP ${widened.status} ${widened.body.error ?? ''}`);
    const door = fromDoor(`Call refine_prompt with the token (granted: ${widened.body.scope ?? '?'})`, await presentAtDoor(ctx, token, REFINE));
    return [asked, door];
  },
};

export function runAttack(id: AttackId, ctx: BenchContext): Promise<Leg[]> {
  return RUNS[id](ctx);
}

/** Each expected refusal met, in order, by a leg that was refused with that check. */
export function verdict(id: AttackId, legs: readonly Leg[]): { refused: boolean; met: boolean[] } {
  const expected = ATTACK[id].refusals;
  const met = expected.map((r: AttackRefusal, i) => {
    const leg = legs[i];
    return Boolean(leg?.refused) && `${leg?.by}:${leg?.check}` === refusalRef(r);
  });
  return { refused: legs.length === expected.length && met.every(Boolean), met };
}
