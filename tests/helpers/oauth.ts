/**
 * OAuth test helpers: a headless OAuthClientProvider that does what a user in a browser would
 * (open the authorize URL, read the consent page, press Approve or Deny) and keeps the redirect it
 * lands on, plus small raw-HTTP steps for the refusal tests. Nothing here is mocked: every step is a
 * real request to the running server.
 */
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { startAuthorization } from '@modelcontextprotocol/client';
import { TOOLS } from '../../lib/mcp/tools';
import { MODERN } from './clients';

export const REDIRECT_URI = 'http://127.0.0.1:9/callback';

export interface ConsentPage {
  action?: string;
  ticket?: string;
  /** The page's text, for assertions on error pages. */
  text: string;
}

/** Reads the consent page the way a user would see it: the form, or the notice in its place. */
export function readConsentPage(html: string): ConsentPage {
  const form = /<form[^>]*action="([^"]+)"/.exec(html);
  const ticket = /name="ticket" value="([^"]+)"/.exec(html);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { action: form?.[1].replace(/&amp;/g, '&'), ticket: ticket?.[1], text };
}

/** GET the authorize URL and follow it to the consent page. */
export async function openConsentPage(
  authorizationUrl: URL | string,
  headers: Record<string, string> = {},
): Promise<{ authorize: Response; page?: ConsentPage; pageUrl?: string }> {
  const authorize = await fetch(authorizationUrl, { redirect: 'manual', headers });
  const location = authorize.headers.get('location');
  if (authorize.status !== 303 || !location) return { authorize };
  const pageUrl = new URL(location, authorizationUrl).href;
  const html = await (await fetch(pageUrl)).text();
  return { authorize, page: readConsentPage(html), pageUrl };
}

/**
 * Opens the consent page and presses a button; returns the URL the browser is sent back to.
 * `headers` go on the first request only (e.g. X-Forwarded-Host, as a load balancer would add).
 */
export async function followConsent(
  authorizationUrl: URL | string,
  decision: 'approve' | 'deny' = 'approve',
  headers: Record<string, string> = {},
): Promise<URL> {
  const { authorize, page, pageUrl } = await openConsentPage(authorizationUrl, headers);
  if (authorize.status === 302) return new URL(authorize.headers.get('location')!); // an error sent straight back
  if (!page?.action || !page.ticket) {
    throw new Error(`No consent form (authorize answered ${authorize.status}): ${page?.text.slice(0, 400) ?? (await authorize.text())}`);
  }
  const res = await fetch(page.action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(pageUrl!).origin },
    body: new URLSearchParams({ ticket: page.ticket, decision }),
  });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`Consent answered ${res.status}: ${await res.text()}`);
  return new URL(location);
}

export interface HeadlessProviderOptions {
  clientMetadataUrl?: string;
  clientName?: string;
  decision?: 'approve' | 'deny';
}

/** An OAuthClientProvider for the v2 client (and, structurally, the v1 client) that follows the consent page itself. */
export class HeadlessOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = REDIRECT_URI;
  readonly clientMetadataUrl?: string;
  readonly clientMetadata: OAuthClientMetadata;
  private readonly decision: 'approve' | 'deny';
  private client?: StoredOAuthClientInformation;
  private stored?: StoredOAuthTokens;
  private verifier?: string;
  private discovery?: OAuthDiscoveryState;
  lastState?: string;
  /** Where the consent page sent the browser back to (code or error, state, iss). */
  callback?: URL;
  /** Every authorization URL the SDK built, in order. */
  readonly authorizationUrls: URL[] = [];

  constructor(opts: HeadlessProviderOptions = {}) {
    this.clientMetadataUrl = opts.clientMetadataUrl;
    this.decision = opts.decision ?? 'approve';
    this.clientMetadata = {
      client_name: opts.clientName ?? 'Observatory headless test client',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state() {
    this.lastState = crypto.randomUUID();
    return this.lastState;
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: StoredOAuthClientInformation) {
    this.client = info;
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.stored = tokens;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    if (!this.verifier) throw new Error('no code verifier saved');
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
  async redirectToAuthorization(url: URL) {
    this.authorizationUrls.push(url);
    this.callback = await followConsent(url, this.decision);
  }
  /** The callback's query, after checking `state` as a real client must (the SDK does not). */
  callbackParams(): URLSearchParams {
    if (!this.callback) throw new Error('the provider was never sent to the authorization server');
    const params = this.callback.searchParams;
    if (params.get('state') !== this.lastState) throw new Error('state mismatch on the callback');
    return params;
  }
}

/** Records every request a client makes (method, path, status), for asserting the discovery sequence. */
export function recordingFetch(log: string[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    log.push(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url.pathname} ${res.status}`);
    return res;
  };
}

/** Dynamic registration by hand (for the raw AS tests). */
export async function registerClient(baseUrl: string, redirectUris = [REDIRECT_URI]): Promise<string> {
  const res = await fetch(`${baseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'raw test client', redirect_uris: redirectUris, token_endpoint_auth_method: 'none' }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { client_id: string }).client_id;
}

export interface AuthorizeRequest {
  url: URL;
  verifier: string;
  state: string;
  clientId: string;
  resource: string;
}

/** Builds a valid authorization request with the v2 client's helper (real PKCE S256). */
export async function authorizationRequest(baseUrl: string, clientId: string, resource: string, scope = 'prompts:read'): Promise<AuthorizeRequest> {
  const state = crypto.randomUUID();
  const { authorizationUrl, codeVerifier } = await startAuthorization(`${baseUrl}/oauth`, {
    metadata: undefined,
    clientInformation: { client_id: clientId },
    redirectUrl: REDIRECT_URI,
    scope,
    state,
    resource,
  });
  // Without metadata the helper guesses /authorize at the origin; ours lives under the issuer path.
  const url = new URL(`${baseUrl}/oauth/authorize${authorizationUrl.search}`);
  return { url, verifier: codeVerifier, state, clientId, resource };
}

export async function tokenRequest(baseUrl: string, params: Record<string, string | undefined>, headers: Record<string, string> = {}): Promise<Response> {
  const body = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
  return fetch(`${baseUrl}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
}

/** The whole flow by hand: register, authorize, approve, exchange. Returns the access token. */
export async function obtainAccessToken(baseUrl: string, door: string, scope = 'prompts:read'): Promise<string> {
  const clientId = await registerClient(baseUrl);
  const req = await authorizationRequest(baseUrl, clientId, `${baseUrl}${door}`, scope);
  const code = (await followConsent(req.url)).searchParams.get('code');
  if (!code) throw new Error('no code on the callback');
  const res = await tokenRequest(baseUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    code_verifier: req.verifier,
    resource: req.resource,
  });
  if (res.status !== 200) throw new Error(`token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One raw tools/call, 2026-07-28 style (Mcp-Name header) or 2025 style (body only). */
export async function callTool(
  url: string,
  tool: string,
  args: Record<string, unknown>,
  opts: { authorization?: string; era?: 'modern' | 'legacy'; headers?: Record<string, string> } = {},
): Promise<Response> {
  const modern = (opts.era ?? 'modern') === 'modern';
  const params: Record<string, unknown> = { name: tool, arguments: args };
  if (modern) {
    params._meta = {
      'io.modelcontextprotocol/protocolVersion': MODERN,
      'io.modelcontextprotocol/clientCapabilities': {},
      'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1' },
    };
  }
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': modern ? MODERN : '2025-11-25',
      ...(modern ? { 'mcp-method': 'tools/call', 'mcp-name': tool } : {}),
      ...(opts.authorization ? { authorization: opts.authorization } : {}),
      ...opts.headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params }),
  });
}

/** A tools/call answer as JSON, whether it came as JSON or as one SSE event. */
export async function rpcResult(res: Response): Promise<{ result?: { structuredContent?: unknown; isError?: boolean }; error?: unknown }> {
  const text = await res.text();
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const data = text
      .split('\n')
      .filter((l) => l.startsWith('data:'))
      .map((l) => JSON.parse(l.slice(5)))
      .find((m) => 'result' in m || 'error' in m);
    return data;
  }
  return JSON.parse(text);
}

/** Every tool's name and sample arguments, from the tools themselves: a new tool joins every matrix. */
export const TOOL_ARGS: Record<string, Record<string, unknown>> = Object.fromEntries(TOOLS.map((t) => [t.name, t.example]));
