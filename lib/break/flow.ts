/**
 * The honest client's moves, which every attack starts from and then bends one of: discover the
 * issuer, register, build an authorization request, get the consent page's answer, redeem the code,
 * call a door. Each move is lib/oauth-client's, over the bench's tap, so the page shows the exchange
 * as it happened; nothing is simulated.
 *
 * The demo issuer has no accounts: the bench answers its consent page the way the person would
 * (the page's own form, posted from this origin), so an attack needs no popup.
 */
import type { AuthorizationServerMetadata } from '@modelcontextprotocol/client';
import { callDoor, type DoorAnswer } from '../browser/door-calls';
import type { Tap } from '../browser/tap';
import {
  type AuthorizationRequest as ClientAuthorizationRequest,
  answerConsent,
  type CallbackParams,
  type ConsentAnswer,
  fetchServerMetadata,
  postTokenForm,
  publicClient,
  redemptionForm,
  registerDynamically,
  startAuthorizationRequest,
} from '../oauth-client';
import { CLIENT_CALLBACK_PATH, DOOR, ISSUER_ENDPOINT_PATHS, ISSUER_PATH, type IssuerCheckId, isIssuerCheckId, type LabKind, SCOPE_READ } from '../vocabulary';

export interface BenchContext {
  tap: Tap;
  /** This deployment's origin: the doors and the issuer live here. */
  origin: string;
}

export const at = (ctx: BenchContext, path: string) => new URL(path, ctx.origin).href;
export const callbackUri = (ctx: BenchContext) => at(ctx, CLIENT_CALLBACK_PATH);
export const oauthDoor = (ctx: BenchContext) => at(ctx, DOOR.oauth.path);

export interface Setup {
  asm: AuthorizationServerMetadata;
  clientId: string;
}

/**
 * RFC 8414 discovery and dynamic registration (RFC 7591): a fresh client per attack, so attacks never
 * share a code or a client. `issuerPath`: the built-in issuer's, or the labs' naive issuer's.
 */
export async function setUp(ctx: BenchContext, issuerPath: string = ISSUER_PATH): Promise<Setup> {
  const asm = await fetchServerMetadata(ctx.tap.fetch, at(ctx, issuerPath));
  const client = await registerDynamically(ctx.tap.fetch, asm, publicClient('Break-it bench', [callbackUri(ctx)])).catch((err: unknown) => {
    throw new Error(`Registration failed: ${err instanceof Error ? err.message : String(err)}`);
  });
  return { asm, clientId: client.client_id };
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
  const req: ClientAuthorizationRequest = await startAuthorizationRequest({
    metadata: s.asm,
    client: { client_id: s.clientId },
    redirectUri: opts.redirectUri ?? callbackUri(ctx),
    scope: opts.scope ?? SCOPE_READ,
    resource: opts.resource === undefined ? oauthDoor(ctx) : opts.resource,
  });
  return { url: new URL(req.authorizationUrl), verifier: req.verifier, state: req.state };
}

/**
 * Sends the browser to the authorization URL. The issuer answers with its consent page, or with its
 * own error page (it never redirects a request it refuses). On the consent page the bench approves,
 * and the issuer redirects to the client's callback with code, state and iss.
 */
export async function consent(ctx: BenchContext, req: AuthorizationRequest): Promise<ConsentAnswer> {
  const answer = await answerConsent(ctx.tap.fetch, req.url, 'approve');
  if (answer.kind === 'redirect' && answer.back.pathname !== CLIENT_CALLBACK_PATH) {
    throw new Error(`The consent answer went to ${answer.back.pathname}, not the callback.`);
  }
  return answer;
}

/** An authorization request approved: its code (an attack that needs a code cannot go on without one). */
export async function approvedCode(ctx: BenchContext, req: AuthorizationRequest): Promise<CallbackParams & { code: string }> {
  const a = await consent(ctx, req);
  if (a.kind !== 'redirect' || !a.callback.code) {
    throw new Error(`No code came back: ${a.kind === 'refused' ? `${a.error}: ${a.description}` : (a.callback.error ?? 'no code')}`);
  }
  return { ...a.callback, code: a.callback.code };
}

export interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; scope?: string; error?: string; error_description?: string; check?: unknown };
  check?: IssuerCheckId;
}

/** POST /oauth/token (or `endpoint`, the naive issuer's) with exactly the form given: the attack decides every field. */
export async function tokenRequest(ctx: BenchContext, form: Record<string, string>, endpoint = at(ctx, ISSUER_ENDPOINT_PATHS.token)): Promise<TokenAnswer> {
  const res = await postTokenForm(ctx.tap.fetch, endpoint, form);
  const body = (await res.json().catch(() => ({}))) as TokenAnswer['body'];
  return { status: res.status, body, ...(isIssuerCheckId(body.check) ? { check: body.check } : {}) };
}

/** The honest redemption's form, for an attack to change one field of. */
export const redemption = (ctx: BenchContext, s: Setup, code: string, req: AuthorizationRequest, resource = oauthDoor(ctx)) =>
  redemptionForm({ code, client: { client_id: s.clientId }, verifier: req.verifier, redirectUri: callbackUri(ctx), resource });

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

/** One token of `kind` from the issuer's lab, aimed at the OAuth door. */
export async function labToken(ctx: BenchContext, kind: LabKind): Promise<string> {
  const res = await ctx.tap.fetch(at(ctx, ISSUER_ENDPOINT_PATHS.lab), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ door: DOOR.oauth.path }),
  });
  const minted = (await res.json().catch(() => ({}))) as { tokens?: { kind: string; token: string }[] };
  const token = minted.tokens?.find((t) => t.kind === kind)?.token;
  if (!token) throw new Error(`The lab minted no ${kind} token (HTTP ${res.status}).`);
  return token;
}
