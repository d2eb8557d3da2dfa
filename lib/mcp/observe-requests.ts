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
type AnyHandler = (request: { params?: Record<string, unknown> }, ctx: unknown) => unknown;

export function observeRequests(server: McpServer, at: ObserveContext): void {
  const lowLevel = server.server;
  const register = lowLevel.setRequestHandler.bind(lowLevel) as (method: string, ...rest: unknown[]) => void;
  lowLevel.setRequestHandler = ((method: string, ...rest: unknown[]) => {
    if (typeof rest[0] !== 'function') return register(method, ...rest);
    const handler = rest[0] as AnyHandler;
    const observed: AnyHandler = (request, ctx) => observeRequest(method, request.params, at, async () => handler(request, ctx));
    return register(method, observed);
  }) as LowLevel['setRequestHandler'];
}
