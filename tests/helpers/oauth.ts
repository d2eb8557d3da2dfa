/**
 * OAuth test helpers over the app's own client (lib/oauth-client): a headless OAuthClientProvider
 * that does what a user in a browser would (open the authorize URL, answer the consent page's form,
 * Approve or Deny) and keeps the redirect it lands on, plus small raw-HTTP steps for the refusal
 * tests. Nothing here is mocked: every step is a real request to the running server.
 */
import type {
  AuthorizationServerMetadata,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { TOOLS } from '../../lib/mcp/tools';
import {
  answerConsent,
  decide,
  type Decision,
  fetchServerMetadata,
  type IssuerRefusal,
  openConsentPage as openPage,
  postTokenForm,
  publicClient,
  redeemCode,
  registerDynamically,
  startAuthorizationRequest,
} from '../../lib/oauth-client';
import { ISSUER_ENDPOINT_PATHS, ISSUER_PATH, SCOPE_READ } from '../../lib/vocabulary';
import { MODERN } from './clients';

/** Nothing listens there: the redirect is read, never followed (`redirect: 'manual'`). */
export const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const MANUAL = { redirect: 'manual' } as const;

/**
 * The built-in issuer's endpoints on `baseUrl`, as its layout fixes them, for the raw tests that talk
 * to one instance by its own address (discovery would name the configured origin instead).
 */
export function builtInIssuer(baseUrl: string): AuthorizationServerMetadata {
  return {
    issuer: `${baseUrl}${ISSUER_PATH}`,
    authorization_endpoint: `${baseUrl}${ISSUER_ENDPOINT_PATHS.authorization}`,
    token_endpoint: `${baseUrl}${ISSUER_ENDPOINT_PATHS.token}`,
    registration_endpoint: `${baseUrl}${ISSUER_ENDPOINT_PATHS.registration}`,
    response_types_supported: ['code'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
  };
}

export interface ConsentPage {
  action?: string;
  ticket?: string;
  /** The issuer's machine-readable refusal, when it refused before asking. */
  refusal?: IssuerRefusal;
  /** What a person reads on the page (markup and scripts removed), for assertions on error pages. */
  text: string;
}

/** The page's words as a person reads them: test assertions only (the client reads the page's marks, lib/oauth-client/consent.ts). */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** GET the authorize URL and follow it to the consent page; `authorize` is the issuer's first answer. */
export async function openConsentPage(
  authorizationUrl: URL | string,
  headers: Record<string, string> = {},
): Promise<{ authorize: Response; page?: ConsentPage; pageUrl?: string }> {
  let authorize: Response | undefined;
  const first = async (url: string | URL, init?: RequestInit) => {
    const res = await fetch(url, init);
    authorize ??= res;
    return res;
  };
  const page = await openPage(first, authorizationUrl, { ...MANUAL, headers });
  if (authorize?.status !== 303) return { authorize: authorize! };
  return {
    authorize,
    page: { action: page.form?.action, ticket: page.form?.ticket, ...(page.refusal ? { refusal: page.refusal } : {}), text: visibleText(page.html) },
    pageUrl: page.url,
  };
}

/**
 * Opens the consent page and presses a button; returns the URL the browser is sent back to.
 * `headers` go on the first request only (e.g. X-Forwarded-Host, as a load balancer would add).
 */
export async function followConsent(authorizationUrl: URL | string, decision: Decision = 'approve', headers: Record<string, string> = {}): Promise<URL> {
  const page = await openPage(fetch, authorizationUrl, { ...MANUAL, headers });
  if (page.status === 302 && page.url) return new URL(page.url); // an error sent straight back
  if (!page.form)
    throw new Error(
      `No consent form (HTTP ${page.status}): ${page.refusal ? `${page.refusal.error}: ${page.refusal.description}` : visibleText(page.html).slice(0, 400)}`,
    );
  return decide(fetch, page, decision, MANUAL);
}

export interface HeadlessProviderOptions {
  clientMetadataUrl?: string;
  clientName?: string;
  decision?: Decision;
}

/** An OAuthClientProvider for the v2 client (and, structurally, the v1 client) that follows the consent page itself. */
export class HeadlessOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = REDIRECT_URI;
  readonly clientMetadataUrl?: string;
  readonly clientMetadata: OAuthClientMetadata;
  private readonly decision: Decision;
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
    this.clientMetadata = publicClient(opts.clientName ?? 'Observatory headless test client', [REDIRECT_URI]);
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

/** Dynamic registration at `baseUrl`'s own registration endpoint (for the raw AS tests). */
export async function registerClient(baseUrl: string, redirectUris = [REDIRECT_URI]): Promise<string> {
  const client = await registerDynamically(fetch, builtInIssuer(baseUrl), publicClient('raw test client', redirectUris));
  return client.client_id;
}

export interface AuthorizeRequest {
  url: URL;
  verifier: string;
  state: string;
  clientId: string;
  resource: string;
}

/** A valid authorization request at `baseUrl`'s own authorization endpoint (real PKCE S256, the v2 client's helper). */
export async function authorizationRequest(baseUrl: string, clientId: string, resource: string, scope = SCOPE_READ): Promise<AuthorizeRequest> {
  const req = await startAuthorizationRequest({
    metadata: builtInIssuer(baseUrl),
    client: { client_id: clientId },
    redirectUri: REDIRECT_URI,
    scope,
    resource,
  });
  return { url: new URL(req.authorizationUrl), verifier: req.verifier, state: req.state, clientId, resource };
}

export function tokenRequest(baseUrl: string, params: Record<string, string | undefined>, headers: Record<string, string> = {}): Promise<Response> {
  return postTokenForm(fetch, `${baseUrl}${ISSUER_ENDPOINT_PATHS.token}`, params, headers);
}

/** The whole flow as a client does it: discover the issuer, register, authorize, approve, redeem. Returns the access token. */
export async function obtainAccessToken(baseUrl: string, door: string, scope = SCOPE_READ): Promise<string> {
  const metadata = await fetchServerMetadata(fetch, `${baseUrl}${ISSUER_PATH}`);
  const client = await registerDynamically(fetch, metadata, publicClient('raw test client', [REDIRECT_URI]));
  const resource = `${baseUrl}${door}`;
  const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT_URI, scope, resource });
  const answer = await answerConsent(fetch, req.authorizationUrl, 'approve', MANUAL);
  if (answer.kind !== 'redirect' || !answer.callback.code) throw new Error(`no code on the callback: ${JSON.stringify(answer)}`);
  const token = await redeemCode(fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri: REDIRECT_URI, resource });
  return token.access_token;
}

/** One raw tools/call, 2026-07-28 style (Mcp-Name header) or 2025 style (body only). */
export async function callTool(
  url: string,
  tool: string,
  args: Record<string, unknown>,
  opts: {
    authorization?: string;
    era?: 'modern' | 'legacy';
    headers?: Record<string, string>;
    fetch?: (url: string, init: RequestInit) => Promise<Response>;
  } = {},
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
  return (opts.fetch ?? fetch)(url, {
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
