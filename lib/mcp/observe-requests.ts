/**
 * A seam in front of every request handler registered on a server from here on (McpServer's
 * tools, resources, prompts, completion, and the Tasks methods): each runs inside its request's
 * span, and tools/call results come back metered (./meter.ts). Installed before anything is
 * registered, so it is the outermost wrapper: the meter covers the SDK's own validation and a Tasks
 * handle too. Handlers the SDK registers itself when a server is built (initialize, server/discover)
 * are not wrapped; their span is the transport's.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import { type ObserveContext, observeRequest } from './meter';

type LowLevel = McpServer['server'];
type Ctx = { mcpReq?: { _meta?: Record<string, unknown> } } | undefined;
type RequestHandler = (request: { params?: Record<string, unknown> }, ctx: Ctx) => unknown;
/** The form with a params schema (e.g. tasks/get): the handler gets parsed params, so `_meta` comes from the context. */
type ParamsHandler = (params: unknown, ctx: Ctx) => unknown;

export function observeRequests(server: McpServer, at: ObserveContext): void {
  const lowLevel = server.server;
  const register = lowLevel.setRequestHandler.bind(lowLevel) as (method: string, ...rest: unknown[]) => void;
  lowLevel.setRequestHandler = ((method: string, ...rest: unknown[]) => {
    if (typeof rest[0] === 'function') {
      const handler = rest[0] as RequestHandler;
      const observed: RequestHandler = (request, ctx) =>
        observeRequest(
          method,
          { ...request.params, _meta: (request.params?._meta as Record<string, unknown> | undefined) ?? ctx?.mcpReq?._meta },
          at,
          async () => handler(request, ctx),
        );
      return register(method, observed);
    }
    if (typeof rest[1] === 'function') {
      const handler = rest[1] as ParamsHandler;
      const observed: ParamsHandler = (params, ctx) => observeRequest(method, { _meta: ctx?.mcpReq?._meta }, at, async () => handler(params, ctx));
      return register(method, rest[0], observed);
    }
    return register(method, ...rest);
  }) as LowLevel['setRequestHandler'];
}
