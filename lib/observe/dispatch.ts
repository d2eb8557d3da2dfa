/**
 * Everything under `/o/<channel>/…` is the same path without the prefix, served by the very same
 * handlers (lib/routes/table.ts) with the channel's prefix as their base path (so the OAuth door's resource URL, its
 * metadata and the issuer carry it), and recorded to the channel. Requests to paths the deployment
 * does not serve are recorded too: a client's wrong guesses are part of what it does.
 */
import 'server-only';
import { oauthErrorJson } from '../auth/public-json';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { allowed, type Handler, methodHandler, routeFor } from '../routes';
import { isStateUnavailable } from '../state';
import { channelBasePath, channelExists } from './channel';
import { observe } from './record';

const notFound = (path: string) =>
  oauthErrorJson(404, 'not_found', `Nothing at ${path.slice(0, 200)} on this server (the same path without the channel's prefix answers the same).`);

/** The handler the deployment uses for `path` (below the prefix) and this method: the route table's own. */
export function handlerFor(path: string, method: string): (req: Request, basePath: string) => Response | Promise<Response> {
  const route = routeFor(path);
  if (!route) return () => notFound(path);
  const handler: Handler | undefined = methodHandler(route, method);
  if (handler) return (req, basePath) => handler(req, basePath, path);
  const allow = allowed(route).join(', ');
  return () => oauthErrorJson(405, 'method_not_allowed', `${path.slice(0, 200)} answers ${allow}, not ${method.slice(0, 20)}.`, { Allow: allow });
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
      'No such observation channel: it expired (minutes after its last exchange with no observer), or never existed. Open /observe for a new one.',
    );
  }
  const basePath = channelBasePath(channel);
  const handler = handlerFor(path, req.method);
  return observe({ channel, path, url: shownUrl(req) }, req, (r) => Promise.resolve(handler(r, basePath)));
}
