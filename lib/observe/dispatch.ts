/**
 * Everything under `/o/<channel>/…` is the same path without the prefix, served by the very same
 * handlers with the channel's prefix as their base path (so the OAuth door's resource URL, its
 * metadata and the issuer carry it), and recorded to the channel. Requests to paths the deployment
 * does not serve are recorded too: a client's wrong guesses are part of what it does.
 */
import 'server-only';
import { consentDecisionEndpoint, authorizeEndpoint } from '../auth/authorization-server/endpoints/authorize';
import { jwksEndpoint, metadataEndpoint } from '../auth/authorization-server/endpoints/metadata';
import { registerEndpoint } from '../auth/authorization-server/endpoints/register';
import { tokenEndpoint } from '../auth/authorization-server/endpoints/token';
import { oauthErrorJson, publicPreflight } from '../auth/public-json';
import { protectedResourceMetadataResponse } from '../auth/resource-server/metadata';
import { config } from '../config';
import type { Door } from '../http/door';
import { keyDoor, mainDoor, oauthDoor, oauthDoorPaths } from '../http/doors';
import { trustedIssuer } from '../http/trusted-issuer';
import { checkHostHeaders } from '../identity';
import { isStateUnavailable } from '../state';
import { ASM_PREFIX, DOOR, ISSUER_ENDPOINT_PATHS, ISSUER_PATH, PRM_PREFIX } from '../vocabulary';
import { channelBasePath, channelExists } from './channel';
import { observe } from './record';

type Handler = (req: Request, basePath: string) => Response | Promise<Response>;

const DOORS: Record<string, Door> = { [DOOR.open.path]: mainDoor, [DOOR.key.path]: keyDoor, [DOOR.oauth.path]: oauthDoor };

const notFound = (path: string) =>
  oauthErrorJson(404, 'not_found', `Nothing at ${path.slice(0, 200)} on this server (the same path without the channel's prefix answers the same).`);

/** The handler the deployment uses for `path` (below the prefix) and this method. */
export function handlerFor(path: string, method: string): Handler {
  const door = DOORS[path];
  if (door) {
    if (method === 'POST') return (req, base) => door.handle(req, base);
    if (method === 'OPTIONS') return (req) => door.options(req);
    return (req) => door.notAllowed(req);
  }
  const get = method === 'GET' || method === 'HEAD';
  if (path.startsWith(`${PRM_PREFIX}/`)) {
    if (method === 'OPTIONS') return (req) => publicPreflight(req, ['GET', 'OPTIONS']);
    const doorPath = path.slice(PRM_PREFIX.length).replace(/\/$/, '');
    if (get) return (req, basePath) => protectedResourceMetadataResponse(req, config(), oauthDoorPaths(), trustedIssuer, { basePath, doorPath });
  }
  if (path === `${ASM_PREFIX}${ISSUER_PATH}`) {
    if (method === 'OPTIONS') return (req) => publicPreflight(req, ['GET', 'OPTIONS']);
    if (get) return (req, base) => metadataEndpoint(req, base);
  }
  if (path === ISSUER_ENDPOINT_PATHS.authorization) {
    if (get) return (req, base) => authorizeEndpoint(req, base);
    if (method === 'POST') return (req, base) => consentDecisionEndpoint(req, base);
  }
  const posts: Record<string, Handler> = {
    [ISSUER_ENDPOINT_PATHS.token]: (req, base) => tokenEndpoint(req, base),
    [ISSUER_ENDPOINT_PATHS.registration]: (req, base) => registerEndpoint(req, base),
  };
  if (posts[path]) {
    if (method === 'POST') return posts[path];
    if (method === 'OPTIONS') return (req) => publicPreflight(req, ['POST', 'OPTIONS']);
  }
  if (path === ISSUER_ENDPOINT_PATHS.jwks) {
    if (get) return (req) => jwksEndpoint(req);
    if (method === 'OPTIONS') return (req) => publicPreflight(req, ['GET', 'OPTIONS']);
  }
  return () => notFound(path);
}

/** The URL as the client used it, on the configured origin (never rebuilt from Host). */
function shownUrl(req: Request): string {
  const u = new URL(req.url);
  const origin = config().publicOrigin;
  return origin ? `${origin}${u.pathname}${u.search}` : req.url;
}

/**
 * Serves one request of a channel: `path` is what the same request would have without the prefix.
 * An unknown or expired channel: 404 naming what to do (nothing is recorded, nothing is served).
 */
export async function serveChannel(req: Request, channel: string, path: string): Promise<Response> {
  const host = checkHostHeaders(req.headers, config());
  if (!host.ok) return oauthErrorJson(403, 'invalid_request', `${host.reason}.`);
  let exists: boolean;
  try {
    exists = await channelExists(channel);
  } catch (err) {
    if (isStateUnavailable(err))
      return oauthErrorJson(503, 'temporarily_unavailable', 'Observation channels live in the shared state store, which is not answering; try again shortly.');
    throw err;
  }
  if (!exists) {
    return oauthErrorJson(
      404,
      'not_found',
      'No such observation channel: it expired after hours without traffic, or never existed. Open /observe for a new one.',
    );
  }
  const basePath = channelBasePath(channel);
  const handler = handlerFor(path, req.method);
  return observe({ channel, path, url: shownUrl(req) }, req, (r) => Promise.resolve(handler(r, basePath)));
}
