/**
 * The refusals a guarded door sends (RFC 6750 §3, RFC 9728 §5.1). A missing credential gets a bare
 * challenge, with no error code (§3.1); a bad one gets `invalid_token`, a thin one `insufficient_scope`,
 * both built by the SDK's `bearerAuthChallengeResponse`. Bodies are JSON and never echo the token.
 */
import { bearerAuthChallengeResponse, OAuthError, OAuthErrorCode } from '@modelcontextprotocol/server';
import type { CheckId } from '../../vocabulary';
import type { GuardOutcome } from '../guard';
import { parseBearerHeader } from './bearer-header';
import { invalidToken, Refusal } from './refusal';

export interface ChallengeContext {
  /** The scopes the request needs, advertised as `scope` so a client asks for the right ones. */
  scopes: string[];
  /** RFC 9728 metadata URL (OAuth doors); absent on the key door, which has none. */
  resourceMetadataUrl?: string;
  /** Realm for doors without metadata, so a challenge still names what it guards. */
  realm?: string;
}

/** 401 with a bare challenge: no credential was presented (check `credential`). */
export function missingCredentialResponse(ctx: ChallengeContext, description: string): Response {
  return Response.json(
    { error: 'unauthorized', error_description: description, check: 'credential' satisfies CheckId },
    { status: 401, headers: { 'WWW-Authenticate': bareChallenge(ctx), 'Cache-Control': 'no-store' } },
  );
}

/** The SDK builds the status and challenge; the body gains `check`, the id of the check that failed. */
export function refusalResponse(error: unknown, ctx: ChallengeContext): Response {
  const res = bearerAuthChallengeResponse(error, { requiredScopes: ctx.scopes, resourceMetadataUrl: ctx.resourceMetadataUrl });
  const headers = new Headers(res.headers);
  const challenge = headers.get('WWW-Authenticate');
  if (challenge) headers.set('WWW-Authenticate', withRealm(challenge, ctx.realm));
  headers.set('Cache-Control', 'no-store');
  const body = error instanceof OAuthError ? { ...error.toResponseObject(), ...(error instanceof Refusal ? { check: error.check } : {}) } : undefined;
  return body ? Response.json(body, { status: res.status, headers }) : new Response(res.body, { status: res.status, headers });
}

/** What the SDK writes first in every challenge it builds for an empty invalid_token (tests/unit/challenge.test.ts pins it). */
const SDK_ERROR_PARAMS = 'Bearer error="invalid_token", error_description=""';

/**
 * The challenge without an error code (RFC 6750 §3.1: none when no credential came): the SDK's own,
 * its values quoted by the SDK, minus the error it always names.
 */
function bareChallenge(ctx: ChallengeContext): string {
  const sdk = bearerAuthChallengeResponse(new OAuthError(OAuthErrorCode.InvalidToken, ''), {
    requiredScopes: ctx.scopes,
    resourceMetadataUrl: ctx.resourceMetadataUrl,
  }).headers.get('WWW-Authenticate');
  if (!sdk?.startsWith(SDK_ERROR_PARAMS))
    throw new Error('challenge: the SDK no longer starts its challenge with the error (lib/auth/resource-server/challenge.ts)');
  const rest = sdk.slice(SDK_ERROR_PARAMS.length).replace(/^, /, '');
  return withRealm(rest ? `Bearer ${rest}` : 'Bearer', ctx.realm);
}

/** A realm (a fixed name from the vocabulary, never caller input) as the challenge's first parameter. */
function withRealm(challenge: string, realm: string | undefined): string {
  if (!realm) return challenge;
  const params = challenge.slice('Bearer'.length).replace(/^ /, '');
  return `Bearer realm="${realm}"${params ? `, ${params}` : ''}`;
}

/** A guard's refusal of `error` (refusalResponse). */
export const refuse = (error: unknown, ctx: ChallengeContext): GuardOutcome => ({ ok: false, response: refusalResponse(error, ctx) });

/** The request's bearer token, or the guard's refusal: none presented (`missing` says what to send), or not `Bearer <one value>`. */
export function bearerToken(req: Request, ctx: ChallengeContext, missing: string): string | GuardOutcome {
  const header = parseBearerHeader(req.headers.get('authorization'));
  if (header.kind === 'missing') return { ok: false, response: missingCredentialResponse(ctx, missing) };
  if (header.kind === 'malformed') return refuse(invalidToken('credential', header.description), ctx);
  return header.token;
}

/** 503 for a door whose gate cannot work in this deployment; the message names the setting to fix. */
export function gateOff(description: string): GuardOutcome {
  const response = Response.json(
    { error: 'temporarily_unavailable', error_description: description },
    { status: 503, headers: { 'Cache-Control': 'no-store' } },
  );
  return { ok: false, response };
}
