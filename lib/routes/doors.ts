/**
 * The doors' routes, in a module of their own: a door's `app/…/route.ts` imports this, not the whole
 * table (./table.ts), so a cold start's first MCP call does not load the built-in authorization
 * server's endpoints, its client-metadata fetcher (node:https, node:dns) and their schemas.
 * tests/unit/routes/mcp-route-graph.test.ts keeps it that way.
 */
import 'server-only';
import type { Door } from '../http/door';
import { deploymentDoors } from '../http/doors';
import { DOORS, type DoorFacts, type DoorId } from '../vocabulary';
import type { Handler, Route } from './route';

type DoorMethods = Record<'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS', Handler>;

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
