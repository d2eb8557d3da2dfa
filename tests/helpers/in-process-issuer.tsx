/**
 * This app's authorization server and its OAuth door in the test process, behind one `fetch`: the
 * issuer's own endpoint handlers (metadata, registration, authorize and the consent form's answer,
 * token), the door's protected-resource metadata and the door itself, with the configuration passed
 * as an object. The consent page is the page's own components (components/oauth) rendered for the
 * sealed ticket, as app/oauth/consent does. Beside them, the labs' naive issuer (its labelled endpoints,
 * as the route table mounts them, and its consent page) and the naive door. Redirects are answered, never followed: a client sees
 * each 303 as `redirect: 'manual'` would show it. No server, no build; milliseconds a request.
 */
import { createLocalJWKSet } from 'jose';
import { openConsent } from '../../lib/auth/authorization-server/consent-ticket';
import { DEMO_SUBJECT } from '../../lib/auth/authorization-server/decision';
import { authorizeEndpoint, consentDecisionEndpoint } from '../../lib/auth/authorization-server/endpoints/authorize';
import { metadataEndpoint } from '../../lib/auth/authorization-server/endpoints/metadata';
import { naiveIssuerEndpoints } from '../../lib/auth/authorization-server/endpoints/naive';
import { registerEndpoint } from '../../lib/auth/authorization-server/endpoints/register';
import { tokenEndpoint } from '../../lib/auth/authorization-server/endpoints/token';
import { signingKey } from '../../lib/auth/authorization-server/keys';
import { protectedResourceMetadataResponse } from '../../lib/auth/resource-server/metadata';
import { createOAuthGuard } from '../../lib/auth/resource-server/oauth-guard';
import type { IssuerSource } from '../../lib/auth/resource-server/trusted-issuer';
import { parseConfig } from '../../lib/config';
import { createDoor } from '../../lib/http/door';
import { createNaiveDoor } from '../../lib/http/naive-door';
import { readJsonBody } from '../../lib/http/json-body';
import { deploymentUrls } from '../../lib/identity/urls';
import { TOOL_SCOPES } from '../../lib/mcp';
import { formMarkup, noticeMarkup, page } from './consent-markup';
import {
  ASM_PREFIX,
  DOOR,
  ISSUER_ENDPOINT_PATHS,
  ISSUER_PATH,
  NAIVE_DOOR,
  NAIVE_ISSUER,
  NAIVE_ISSUER_ENDPOINT_PATHS,
  parseScope,
  PRM_PREFIX,
} from '../../lib/vocabulary';

export const ISSUER_ORIGIN = 'http://localhost:3000';
const SECRET = 'an in-process issuer secret, long enough for the issuer';

export interface InProcessIssuer {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  /** Every request the issuer and the door saw, as `METHOD /path status`. */
  log: string[];
  origin: string;
  issuer: string;
  door: string;
  /** The labs' naive issuer and the naive door (NAIVE_ISSUER, NAIVE_DOOR). */
  naiveIssuer: string;
  naiveDoor: string;
}

const html = (body: string) => new Response(page(body), { headers: { 'content-type': 'text/html; charset=utf-8' } });

/** GET /oauth/consent?ticket=… (or the naive issuer's): what app/oauth/consent/consent-view.tsx renders for that ticket. */
async function renderConsent(url: URL, issuerAuthorization: string, naive = false): Promise<Response> {
  const raw = url.searchParams.get('ticket') ?? '';
  const ticket = raw ? await openConsent(SECRET, raw, naive) : undefined;
  if (!ticket) return html(noticeMarkup({ title: 'This consent link is invalid or has expired' }));
  if (ticket.t === 'error') {
    const { error: code, description, check } = ticket;
    return html(noticeMarkup({ title: 'This authorization request cannot continue', code, description, check, prose: description }));
  }
  return html(
    formMarkup({
      action: issuerAuthorization,
      ticket: raw,
      clientName: ticket.client_name,
      clientId: ticket.client_id,
      clientKind: ticket.client_kind,
      redirectUri: ticket.redirect_uri,
      resource: ticket.resource,
      scopes: parseScope(ticket.scope),
      subject: DEMO_SUBJECT,
    }),
  );
}

export async function startInProcessIssuer(env: Record<string, string> = {}): Promise<InProcessIssuer> {
  const cfg = parseConfig({ NODE_ENV: 'test', MCP_PUBLIC_ORIGIN: ISSUER_ORIGIN, AUTH_SECRET: SECRET, ...env });
  const urls = deploymentUrls(ISSUER_ORIGIN);
  const keys = createLocalJWKSet({ keys: [(await signingKey(SECRET)).publicJwk] });
  const issuerSource: IssuerSource = () => ({ ok: true, issuer: { issuer: urls.issuer, keys, builtIn: true } });
  const door = createDoor({
    id: 'oauth',
    guard: createOAuthGuard({
      doorPath: DOOR.oauth.path,
      cfg: () => cfg,
      issuer: issuerSource,
      readBody: (req) => readJsonBody(req, cfg.maxBodyBytes),
      toolScopes: TOOL_SCOPES,
    }),
    environment: () => ({ doors: [] }),
    cfg: () => cfg,
  });
  const naiveDoor = createNaiveDoor(
    () => cfg,
    () => ({ doors: [] }),
  );
  const routes: Record<string, (req: Request) => Response | Promise<Response>> = {
    [`GET ${ASM_PREFIX}${ISSUER_PATH}`]: (req) => metadataEndpoint(req, '', cfg),
    [`POST ${ISSUER_ENDPOINT_PATHS.registration}`]: (req) => registerEndpoint(req, '', cfg),
    [`GET ${ISSUER_ENDPOINT_PATHS.authorization}`]: (req) => authorizeEndpoint(req, '', cfg),
    [`POST ${ISSUER_ENDPOINT_PATHS.authorization}`]: (req) => consentDecisionEndpoint(req, '', cfg),
    [`GET ${ISSUER_ENDPOINT_PATHS.consent}`]: (req) => renderConsent(new URL(req.url), urls.issuerEndpoints.authorization),
    [`POST ${ISSUER_ENDPOINT_PATHS.token}`]: (req) => tokenEndpoint(req, '', cfg),
    [`GET ${PRM_PREFIX}${DOOR.oauth.path}`]: (req) => protectedResourceMetadataResponse(req, cfg, [DOOR.oauth.path], issuerSource),
    [`POST ${DOOR.oauth.path}`]: (req) => door.handle(req),
    [`GET ${ASM_PREFIX}${NAIVE_ISSUER.path}`]: (req) => naiveIssuerEndpoints.metadata(req, '', cfg),
    [`POST ${NAIVE_ISSUER_ENDPOINT_PATHS.registration}`]: (req) => naiveIssuerEndpoints.register(req, '', cfg),
    [`GET ${NAIVE_ISSUER_ENDPOINT_PATHS.authorization}`]: (req) => naiveIssuerEndpoints.authorize(req, '', cfg),
    [`POST ${NAIVE_ISSUER_ENDPOINT_PATHS.authorization}`]: (req) => naiveIssuerEndpoints.decide(req, '', cfg),
    [`GET ${NAIVE_ISSUER_ENDPOINT_PATHS.consent}`]: (req) => renderConsent(new URL(req.url), urls.naiveIssuerEndpoints.authorization, true),
    [`POST ${NAIVE_ISSUER_ENDPOINT_PATHS.token}`]: (req) => naiveIssuerEndpoints.token(req, '', cfg),
    [`POST ${NAIVE_DOOR.path}`]: (req) => naiveDoor.handle(req),
  };
  const log: string[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const req = new Request(input, init);
    req.headers.set('host', new URL(req.url).host); // what the wire adds
    const path = new URL(req.url).pathname;
    const route = routes[`${req.method} ${path}`];
    const res = route ? await route(req) : new Response('not found', { status: 404 });
    log.push(`${req.method} ${path} ${res.status}`);
    return res;
  };
  return {
    fetch,
    log,
    origin: ISSUER_ORIGIN,
    issuer: urls.issuer,
    door: urls.resource(DOOR.oauth.path),
    naiveIssuer: urls.naiveIssuer,
    naiveDoor: urls.resource(NAIVE_DOOR.path),
  };
}
