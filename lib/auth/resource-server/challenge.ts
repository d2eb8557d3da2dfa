/**
 * The refusals a guarded door sends (RFC 6750 §3, RFC 9728 §5.1). A missing credential gets a bare
 * challenge, with no error code (§3.1); a bad one gets `invalid_token`, a thin one `insufficient_scope`,
 * both built by the SDK's `bearerAuthChallengeResponse`. Bodies are JSON and never echo the token.
 */
import { bearerAuthChallengeResponse, OAuthError } from '@modelcontextprotocol/server';
import type { CheckId } from '../../vocabulary';
import { Refusal } from './refusal';

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
  const params = [
    ctx.realm ? `realm="${ctx.realm}"` : undefined,
    ctx.resourceMetadataUrl ? `resource_metadata="${ctx.resourceMetadataUrl}"` : undefined,
    ctx.scopes.length > 0 ? `scope="${ctx.scopes.join(' ')}"` : undefined,
  ].filter(Boolean);
  return Response.json(
    { error: 'unauthorized', error_description: description, check: 'credential' satisfies CheckId },
    { status: 401, headers: { 'WWW-Authenticate': `Bearer ${params.join(', ')}`, 'Cache-Control': 'no-store' } },
  );
}

/** The SDK builds the status and challenge; the body gains `check`, the id of the check that failed. */
export function refusalResponse(error: unknown, ctx: ChallengeContext): Response {
  const res = bearerAuthChallengeResponse(error, { requiredScopes: ctx.scopes, resourceMetadataUrl: ctx.resourceMetadataUrl });
  const headers = new Headers(res.headers);
  if (ctx.realm && headers.has('WWW-Authenticate')) {
    headers.set('WWW-Authenticate', headers.get('WWW-Authenticate')!.replace(/^Bearer /, `Bearer realm="${ctx.realm}", `));
  }
  headers.set('Cache-Control', 'no-store');
  const body = error instanceof OAuthError ? { ...error.toResponseObject(), ...(error instanceof Refusal ? { check: error.check } : {}) } : undefined;
  return body ? Response.json(body, { status: res.status, headers }) : new Response(res.body, { status: res.status, headers });
}

/** 503 for a door whose gate cannot work in this deployment; the message names the setting to fix. */
export function gateOffResponse(description: string): Response {
  return Response.json({ error: 'temporarily_unavailable', error_description: description }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
}
