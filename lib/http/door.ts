/**
 * One MCP door, in the order the design asks for: Host/Origin → guard → MCP (the SDK bounds the
 * body, checks Content-Type and JSON, and answers GET/DELETE with 405: it is stateless).
 * A guard refuses before any MCP work: no server is built for a caller who is not let in.
 * Doors differ only in their guard; all share the server factory.
 */
import { createMcpHandler, type McpHttpHandler } from '@modelcontextprotocol/server';
import { randomUUID } from 'node:crypto';
import { type AppConfig, config } from '../config';
import { CorpusMissingError, getCorpus } from '../corpus';
import { createPromptsServer, type ServerEnvironment } from '../mcp';
import { preflightResponse, withCors } from './cors';
import { withFastPath } from './fast-path';
import type { Guard } from './guard';
import { hostOriginRejection } from './host-origin';
import { jsonRpcErrorResponse } from './json-rpc-error';

export interface DoorOptions {
  guard: Guard;
  environment: () => ServerEnvironment;
  cfg?: () => AppConfig;
}

export interface Door {
  handle: (req: Request) => Promise<Response>;
  options: (req: Request) => Response;
}

export function createDoor({ guard, environment, cfg = config }: DoorOptions): Door {
  let handler: McpHttpHandler | undefined;
  // Built on first use, so a missing corpus surfaces as a clear 503 rather than a failed import.
  const mcp = () =>
    (handler ??= createMcpHandler(({ era }) => createPromptsServer({ door: 'http', era, environment: environment() }), {
      legacy: 'stateless',
      maxRequestBodySize: cfg().maxBodyBytes,
      onerror: (err) => {
        // Rejected requests are reported here too; they are the caller's fault, not ours: keep them quiet.
        if (process.env.MCP_DEBUG) console.error('[mcp]', err.message);
      },
    }));

  const answer = withFastPath(mcp, { maxBodyBytes: () => cfg().maxBodyBytes, enabled: () => cfg().fastPath });

  return {
    async handle(req) {
      const rejected = hostOriginRejection(req, cfg());
      if (rejected) return rejected;
      try {
        getCorpus(); // loaded once; throws CorpusMissingError with the fix when absent
        const outcome = await guard(req);
        if (!outcome.ok) return withCors(req, outcome.response);
        // parsedBody only when the guard had to read the body; otherwise the fast path or the SDK reads (and bounds) it.
        const opts = outcome.parsedBody === undefined ? { authInfo: outcome.authInfo } : { authInfo: outcome.authInfo, parsedBody: outcome.parsedBody };
        return withCors(req, await answer(req, opts));
      } catch (err) {
        return withCors(req, internalError(err));
      }
    },
    options(req) {
      return hostOriginRejection(req, cfg()) ?? preflightResponse(req, ['POST', 'GET', 'DELETE', 'OPTIONS']);
    },
  };
}

function internalError(err: unknown): Response {
  const ref = randomUUID().slice(0, 8);
  if (err instanceof CorpusMissingError) {
    // The message names a server path and the fix: for the operator's log, not for callers.
    console.error(`[mcp] ${err.message} (ref ${ref})`);
    return jsonRpcErrorResponse(503, -32603, `The prompts corpus is not loaded on this server; the operator's log says how to fix it (reference ${ref}).`, { 'X-Request-Ref': ref });
  }
  console.error(`[mcp] request failed (ref ${ref}):`, err);
  return jsonRpcErrorResponse(500, -32603, `Internal error (reference ${ref}).`, { 'X-Request-Ref': ref });
}
