/**
 * The deployment's route table for everything an observation channel serves as well: every door (from
 * its record in lib/vocabulary/doors.ts), the built-in issuer's endpoints and both metadata documents,
 * and the labs' naive issuer (its metadata and endpoints, never named by the others).
 * Each `app/…/route.ts` of these paths is one line, `nextRoute(…)` of its entry here, and
 * lib/observe/dispatch.ts serves `/o/<channel>/<path>` from the same entries. The doors' entries live
 * in ./doors.ts, which their route files import alone (a door's cold start loads no issuer code).
 */
import 'server-only';
import { authorizeEndpoint, consentDecisionEndpoint } from '../auth/authorization-server/endpoints/authorize';
import { idpJwksEndpoint, idpMetadataEndpoint, idpPreflight, idpSignInEndpoint, idpTokenEndpoint } from '../auth/authorization-server/endpoints/idp';
import { jwksEndpoint, metadataEndpoint } from '../auth/authorization-server/endpoints/metadata';
import { naiveIssuerEndpoints as naive } from '../auth/authorization-server/endpoints/naive';
import { registerEndpoint } from '../auth/authorization-server/endpoints/register';
import { tokenEndpoint } from '../auth/authorization-server/endpoints/token';
import { publicPreflight } from '../auth/public-json';
import { protectedResourceMetadataResponse } from '../auth/resource-server/metadata';
import { config } from '../config';
import { oauthDoorPaths } from '../http/doors';
import { trustedIssuer } from '../http/trusted-issuer';
import {
  ASM_PREFIX,
  IDP_ENDPOINT_PATHS,
  IDP_PATH,
  ISSUER_ENDPOINT_PATHS,
  ISSUER_PATH,
  NAIVE_ISSUER,
  NAIVE_ISSUER_ENDPOINT_PATHS,
  PRM_PREFIX,
} from '../vocabulary';
import { DOOR_ROUTES } from './doors';
import type { Handler, Route } from './route';

const preflight =
  (...methods: string[]): Handler =>
  (req) =>
    publicPreflight(req, [...methods, 'OPTIONS']);

export const ISSUER_ROUTES = {
  /** RFC 8414 metadata at the issuer's path-inserted well-known URL. */
  metadata: { path: `${ASM_PREFIX}${ISSUER_PATH}`, methods: { GET: (req, base) => metadataEndpoint(req, base), OPTIONS: preflight('GET') } },
  /** GET starts a request (→ consent page); POST is the consent form's answer. */
  authorize: {
    path: ISSUER_ENDPOINT_PATHS.authorization,
    methods: { GET: (req, base) => authorizeEndpoint(req, base), POST: (req, base) => consentDecisionEndpoint(req, base) },
  },
  token: { path: ISSUER_ENDPOINT_PATHS.token, methods: { POST: (req, base) => tokenEndpoint(req, base), OPTIONS: preflight('POST') } },
  register: { path: ISSUER_ENDPOINT_PATHS.registration, methods: { POST: (req, base) => registerEndpoint(req, base), OPTIONS: preflight('POST') } },
  jwks: { path: ISSUER_ENDPOINT_PATHS.jwks, methods: { GET: (req) => jwksEndpoint(req), OPTIONS: preflight('GET') } },
} satisfies Record<string, Route>;

/**
 * The labs' naive issuer (NAIVE_ISSUER): the same endpoints with the naive flag, every answer labelled.
 * Its JWKS is the built-in issuer's (one key signs both); its consent page is app/oauth/naive/consent.
 */
export const NAIVE_ISSUER_ROUTES = {
  metadata: { path: `${ASM_PREFIX}${NAIVE_ISSUER.path}`, methods: { GET: (req, base) => naive.metadata(req, base), OPTIONS: naive.preflight('GET') } },
  authorize: {
    path: NAIVE_ISSUER_ENDPOINT_PATHS.authorization,
    methods: { GET: (req, base) => naive.authorize(req, base), POST: (req, base) => naive.decide(req, base) },
  },
  token: { path: NAIVE_ISSUER_ENDPOINT_PATHS.token, methods: { POST: (req, base) => naive.token(req, base), OPTIONS: naive.preflight('POST') } },
  register: {
    path: NAIVE_ISSUER_ENDPOINT_PATHS.registration,
    methods: { POST: (req, base) => naive.register(req, base), OPTIONS: naive.preflight('POST') },
  },
} satisfies Record<string, Route>;

/** The stand-in enterprise IdP (enterprise-managed authorization): its metadata, keys, simulated sign-in and token exchange. */
export const IDP_ROUTES = {
  metadata: { path: `${ASM_PREFIX}${IDP_PATH}`, methods: { GET: (req, base) => idpMetadataEndpoint(req, base), OPTIONS: idpPreflight('GET') } },
  jwks: { path: IDP_ENDPOINT_PATHS.jwks, methods: { GET: (req, base) => idpJwksEndpoint(req, base), OPTIONS: idpPreflight('GET') } },
  signIn: { path: IDP_ENDPOINT_PATHS.signIn, methods: { POST: (req, base) => idpSignInEndpoint(req, base), OPTIONS: idpPreflight('POST') } },
  token: { path: IDP_ENDPOINT_PATHS.token, methods: { POST: (req, base) => idpTokenEndpoint(req, base), OPTIONS: idpPreflight('POST') } },
} satisfies Record<string, Route>;

/** RFC 9728 protected-resource metadata of each OAuth door, at `PRM_PREFIX` + the door's path. */
export const PRM_ROUTE = {
  path: PRM_PREFIX,
  prefix: true,
  methods: {
    GET: (req, basePath, path) =>
      protectedResourceMetadataResponse(req, config(), oauthDoorPaths(), trustedIssuer, {
        basePath,
        doorPath: path.slice(PRM_PREFIX.length).replace(/\/$/, ''),
      }),
    OPTIONS: preflight('GET'),
  },
} satisfies Route;

export const ROUTES: readonly Route[] = [
  ...Object.values(DOOR_ROUTES),
  ...Object.values(ISSUER_ROUTES),
  ...Object.values(NAIVE_ISSUER_ROUTES),
  ...Object.values(IDP_ROUTES),
  PRM_ROUTE,
];

/** The route serving `path` (below any channel prefix), if the deployment has one. */
export function routeFor(path: string): Route | undefined {
  return ROUTES.find((r) => r.path === path) ?? ROUTES.find((r) => r.prefix && path.startsWith(`${r.path}/`));
}
