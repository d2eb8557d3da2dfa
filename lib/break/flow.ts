/**
 * The honest client's moves, which every attack starts from and then bends one of: discover the
 * issuer, register, build an authorization request with the v2 client's own PKCE helper, get the
 * consent page's answer, redeem the code, call a door. Every request goes through the bench's tap,
 * so the page shows the exchange as it happened; nothing is simulated.
 *
 * The demo issuer has no accounts: the bench answers its consent page the way the person would
 * (a same-origin form post with the sealed ticket the page was given), so an attack needs no popup.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { callDoor, type DoorAnswer } from '../browser/door-calls';
import type { Tap } from '../browser/tap';
import { CLIENT_CALLBACK_PATH, DOOR, ISSUER_ENDPOINT_PATHS, ISSUER_PATH, type IssuerCheckId, isIssuerCheckId, SCOPE_READ } from '../vocabulary';

export interface BenchContext {
  tap: Tap;
  /** This deployment's origin: the doors and the issuer live here. */
  origin: string;
}

const sdk = () => import('@modelcontextprotocol/client');

export const at = (ctx: BenchContext, path: string) => new URL(path, ctx.origin).href;
export const callbackUri = (ctx: BenchContext) => at(ctx, CLIENT_CALLBACK_PATH);
export const oauthDoor = (ctx: BenchContext) => at(ctx, DOOR.oauth.path);

export interface Setup {
  asm: AuthorizationServerMetadata;
  clientId: string;
}

/** RFC 8414 discovery and dynamic registration (RFC 7591): a fresh client per attack, so attacks never share a code or a client. */
export async function setUp(ctx: BenchContext): Promise<Setup> {
  const { discoverAuthorizationServerMetadata } = await sdk();
  const asm = await discoverAuthorizationServerMetadata(at(ctx, ISSUER_PATH), { fetchFn: ctx.tap.fetch });
  if (!asm) throw new Error(`${at(ctx, ISSUER_PATH)} publishes no RFC 8414 metadata.`);
  const res = await ctx.tap.fetch(String(asm.registration_endpoint ?? at(ctx, ISSUER_ENDPOINT_PATHS.registration)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Break-it bench',
      redirect_uris: [callbackUri(ctx)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { client_id?: string; error_description?: string };
  if (!res.ok || !body.client_id) throw new Error(`Registration failed: HTTP ${res.status} ${body.error_description ?? ''}`);
  return { asm, clientId: body.client_id };
}

export interface AuthorizationRequest {
  url: URL;
  verifier: string;
  state: string;
}

/** The SDK's startAuthorization makes the verifier, the S256 challenge and the URL; an attack may leave `resource` out. */
export async function authorizationRequest(
  ctx: BenchContext,
  s: Setup,
  opts: { scope?: string; resource?: string | null; redirectUri?: string } = {},
): Promise<AuthorizationRequest> {
  const { startAuthorization } = await sdk();
  const state = crypto.randomUUID();
  const resource = opts.resource === undefined ? oauthDoor(ctx) : opts.resource;
  const { authorizationUrl, codeVerifier } = await startAuthorization(at(ctx, ISSUER_PATH), {
    metadata: s.asm,
    clientInformation: { client_id: s.clientId },
    redirectUrl: opts.redirectUri ?? callbackUri(ctx),
    scope: opts.scope ?? SCOPE_READ,
    state,
    ...(resource ? { resource: new URL(resource) } : {}),
  });
  return { url: authorizationUrl, verifier: codeVerifier, state };
}

export interface Callback {
  code?: string;
  state?: string;
  iss?: string;
  error?: string;
}

export type ConsentAnswer =
  | { kind: 'redirect'; callback: Callback }
  | { kind: 'refused'; status: number; error: string; description: string; check?: IssuerCheckId };

/** Reads a data-* attribute off the issuer's error page (its machine-readable refusal); never the prose. */
function attribute(html: string, name: string): string | undefined {
  const m = new RegExp(`${name}="([^"]*)"`).exec(html);
  return m?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Sends the browser to the authorization URL. The issuer answers with its consent page, or with its
 * own error page (it never redirects a request it refuses). On the consent page the bench approves,
 * and the issuer redirects to the client's callback with code, state and iss.
 */
export async function consent(ctx: BenchContext, req: AuthorizationRequest): Promise<ConsentAnswer> {
  const page = await ctx.tap.fetch(req.url.href);
  const html = await page.text();
  const error = attribute(html, 'data-authorize-error');
  if (error) {
    const check = attribute(html, 'data-authorize-check');
    return {
      kind: 'refused',
      status: page.status,
      error,
      description: attribute(html, 'data-authorize-error-description') ?? '',
      ...(isIssuerCheckId(check) ? { check } : {}),
    };
  }
  const ticket = new URL(page.url).searchParams.get('ticket');
  if (!ticket) throw new Error(`The issuer’s consent page offered no form (HTTP ${page.status}).`);
  const answer = await ctx.tap.fetch(at(ctx, ISSUER_ENDPOINT_PATHS.authorization), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket, decision: 'approve' }),
  });
  await answer.text();
  const back = new URL(answer.url);
  if (back.pathname !== CLIENT_CALLBACK_PATH) throw new Error(`The consent answer went to ${back.pathname}, not the callback (HTTP ${answer.status}).`);
  const p = back.searchParams;
  const get = (k: string) => p.get(k) ?? undefined;
  return { kind: 'redirect', callback: { code: get('code'), state: get('state'), iss: get('iss'), error: get('error') } };
}

/** An authorization request approved: its code (an attack that needs a code cannot go on without one). */
export async function approvedCode(ctx: BenchContext, req: AuthorizationRequest): Promise<Callback & { code: string }> {
  const a = await consent(ctx, req);
  if (a.kind !== 'redirect' || !a.callback.code) {
    throw new Error(`No code came back: ${a.kind === 'refused' ? `${a.error}: ${a.description}` : (a.callback.error ?? 'no code')}`);
  }
  return { ...a.callback, code: a.callback.code };
}

export interface TokenAnswer {
  status: number;
  body: { access_token?: string; scope?: string; error?: string; error_description?: string; check?: unknown };
  check?: IssuerCheckId;
}

/** POST /oauth/token with exactly the form given: the attack decides every field. */
export async function tokenRequest(ctx: BenchContext, form: Record<string, string>): Promise<TokenAnswer> {
  const res = await ctx.tap.fetch(at(ctx, ISSUER_ENDPOINT_PATHS.token), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form),
  });
  const body = (await res.json().catch(() => ({}))) as TokenAnswer['body'];
  return { status: res.status, body, ...(isIssuerCheckId(body.check) ? { check: body.check } : {}) };
}

/** The honest redemption's form, for an attack to change one field of. */
export const redemption = (ctx: BenchContext, s: Setup, code: string, req: AuthorizationRequest, resource = oauthDoor(ctx)) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: callbackUri(ctx),
  client_id: s.clientId,
  code_verifier: req.verifier,
  resource,
});

/** A real token: register, authorize, approve, redeem. */
export async function honestToken(ctx: BenchContext, s: Setup, opts: { scope?: string; resource?: string } = {}): Promise<string> {
  const req = await authorizationRequest(ctx, s, opts);
  const { code } = await approvedCode(ctx, req);
  const t = await tokenRequest(ctx, redemption(ctx, s, code, req, opts.resource));
  if (!t.body.access_token) throw new Error(`No token: HTTP ${t.status} ${t.body.error ?? ''}`);
  return t.body.access_token;
}

/** A call on the OAuth door with a bearer token; the answer as the door gave it (status, challenge, check). */
export function presentAtDoor(ctx: BenchContext, token: string, tool?: { name: string; arguments: Record<string, unknown> }): Promise<DoorAnswer> {
  return callDoor({ tap: ctx.tap, path: DOOR.oauth.path, origin: ctx.origin, credential: token, ...(tool ? { tool } : {}) });
}
