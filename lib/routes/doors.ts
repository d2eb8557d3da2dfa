/**
 * The doors' routes, in a module of their own: the doors' route files import this, not the whole
 * table (./table.ts), so a cold start's first MCP call does not load the built-in authorization
 * server's endpoints, its client-metadata fetcher (node:https, node:dns) and their schemas.
 * tests/unit/routes/mcp-route-graph.test.ts keeps it that way. The open door has its route file
 * (app/api/mcp/route.ts); every door below its path is served by one catch-all route file
 * (app/api/mcp/[...door]/route.ts, `nextDoorsBelow`), so a door there is its record alone.
 */
import 'server-only';
import type { Door } from '../http/door';
import { deploymentDoors } from '../http/doors';
import { DOOR, DOORS, type DoorFacts, type DoorId } from '../vocabulary';
import { type Handler, nextRoute, type Route } from './route';

const METHODS = ['POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type DoorMethods = Record<(typeof METHODS)[number], Handler>;

/** POST is MCP; OPTIONS the CORS preflight; every other method 405 (stateless: no GET stream, no session to DELETE). */
function doorRoute(d: DoorFacts, doors: () => Record<DoorId, Door>): Route<DoorMethods> {
  const door = () => doors()[d.id];
  const handle: Handler = (req, base) => door().handle(req, base);
  const notAllowed: Handler = (req) => door().notAllowed(req);
  const preflightOf: Handler = (req) => door().options(req);
  return { path: d.path, methods: { POST: handle, GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS: preflightOf } };
}

/** A route per door of DOORS, onto `doors` (this deployment's; tests pass doors built on their own configuration). */
export function doorRoutes(doors: () => Record<DoorId, Door>): Record<DoorId, Route<DoorMethods>> {
  return Object.fromEntries(DOORS.map((d) => [d.id, doorRoute(d, doors)])) as Record<DoorId, Route<DoorMethods>>;
}

export const DOOR_ROUTES = doorRoutes(deploymentDoors);

/** The doors served by app/api/mcp/[...door]/route.ts: every door whose path is below the open door's. */
export const DOORS_BELOW_OPEN: readonly DoorFacts[] = DOORS.filter((d) => d.path.startsWith(`${DOOR.open.path}/`));

/**
 * The catch-all's exports: each request goes to the door whose path it is (Next.js has routed it below the
 * open door's path; a door's own route file, such as the labs' naive door, wins over the catch-all). A path
 * with no door is a 404 that names the doors there are.
 */
export function nextDoorsBelow(routes: Record<DoorId, Route<DoorMethods>>): Record<keyof DoorMethods, (req: Request) => Promise<Response>> {
  const byPath = new Map(DOORS_BELOW_OPEN.map((d) => [d.path, nextRoute(routes[d.id])]));
  const known = DOORS.map((d) => d.path).join(', ');
  const dispatch = (method: keyof DoorMethods) => async (req: Request) => {
    const path = new URL(req.url).pathname;
    const door = byPath.get(path);
    if (door) return door[method](req);
    return new Response(`No MCP door at ${path.slice(0, 200)}. This server's doors: ${known}.\n`, {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  };
  return Object.fromEntries(METHODS.map((m) => [m, dispatch(m)])) as ReturnType<typeof nextDoorsBelow>;
}
