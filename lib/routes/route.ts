/**
 * A route of the deployment: its path and a handler per HTTP method. The same handlers serve the
 * deployment's own `app/…/route.ts` files (through `nextRoute`) and an observation channel's copy of
 * the path (lib/observe/dispatch.ts), so the two cannot drift.
 */
import 'server-only';

/** `basePath`: '' on the deployment's own routes, `/o/<channel>` through a channel; `path`: the route's path below it. */
export type Handler = (req: Request, basePath: string, path: string) => Response | Promise<Response>;

export const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Methods = Partial<Record<HttpMethod, Handler>>;

export interface Route<M extends Methods = Methods> {
  path: string;
  /** Also every path below `path` (RFC 9728's path-inserted metadata URLs). */
  prefix?: true;
  methods: M;
}

/** A route's handlers as Next.js route exports: `export const { GET, OPTIONS } = nextRoute(ROUTE)`. */
export function nextRoute<M extends Methods>(route: Route<M>): { [K in keyof M]-?: (req: Request) => Promise<Response> } {
  // Next.js routed the request here: below a prefix route the path is the request's own, else it is the route's (no URL parsed per call)
  const pathOf = (req: Request) => (route.prefix ? new URL(req.url).pathname : route.path);
  const entries = Object.entries(route.methods).map(([method, handler]) => [method, async (req: Request) => (handler as Handler)(req, '', pathOf(req))]);
  return Object.fromEntries(entries);
}

/** The handler for `method`; HEAD is answered as GET, as Next.js does. */
export function methodHandler(route: Route, method: string): Handler | undefined {
  const methods = route.methods as Record<string, Handler | undefined>;
  return methods[method] ?? (method === 'HEAD' ? methods.GET : undefined);
}

/** The methods a route answers, for an `Allow` header. */
export function allowed(route: Route): string[] {
  const own = Object.keys(route.methods);
  return own.includes('GET') && !own.includes('HEAD') ? [...own, 'HEAD'] : own;
}
