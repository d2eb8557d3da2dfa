/**
 * One MCP door, in the order the design asks for: Host/Origin → request shape (method, Accept,
 * batches) → rate limit → guard → MCP (the SDK bounds the body and checks Content-Type and JSON; a
 * subscriptions/listen for task ids is served by task-listen.ts).
 * A guard refuses before any MCP work: no server is built for a caller who is not let in.
 * Doors differ only in their guard; all share the server factory.
 * Every request has its span from its arrival (lib/telemetry/request-span.ts): opened here with the
 * `traceparent` header, begun by the MCP side from the request's `_meta` (lib/mcp/meter.ts), or here
 * when no handler ran; and, when a tool call was metered, its timings as `Server-Timing`.
 */
import 'server-only';
import { createMcpHandler, type McpHttpHandler } from '@modelcontextprotocol/server';
import { randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { type AppConfig, config } from '../config';
import { CorpusMissingError, getCorpus } from '../corpus';
import { createPromptsServer, REPLAYABLE_TOOLS, replayedMeter, type ServerEnvironment } from '../mcp';
import { httpAnalysis } from './analysis-support';
import { httpTaskSupport } from './task-support';
import { taskListenResponse } from './task-listen';
import { preflightResponse, withCors } from './cors';
import type { Guard } from '../auth/guard';
import { hostOriginRejection } from './host-origin';
import { isJsonPost, readJsonBody, readJsonBodyOrBytes } from './json-body';
import { createAnswerCache } from './answer-cache';
import { jsonRpcErrorResponse } from './json-rpc-error';
import { cancelLegacyCall, holdLegacyCall } from './legacy-cancel';
import { acceptRejection, batchRejection, DOOR_METHODS, methodNotAllowed } from './request-shape';
import { doorRateLimit } from './rate-limit';
import { withServerTiming } from './server-timing';
import { exportingTraces, flushTraces, headerCarrier, RequestSpan } from '../telemetry';
import { type DoorId, eraOfProtocolVersion, MODERN_PROTOCOL_VERSION, type NAIVE_DOOR } from '../vocabulary';

export interface DoorOptions {
  /** Which door this is (spans and the meter say so); the open door when not given. The labs' naive door is not a DoorId. */
  id?: DoorId | typeof NAIVE_DOOR.id;
  guard: Guard;
  environment: () => ServerEnvironment;
  cfg?: () => AppConfig;
}

export interface Door {
  /** `basePath`: an observation channel's `/o/<channel>` when reached through one (see lib/observe). */
  handle: (req: Request, basePath?: string) => Promise<Response>;
  options: (req: Request) => Response;
  /** Every method but POST and OPTIONS: 405, after the same Host/Origin check. */
  notAllowed: (req: Request) => Response;
}

export function createDoor({ id = 'open', guard, environment, cfg = config }: DoorOptions): Door {
  let handler: McpHttpHandler | undefined;
  const answers = createAnswerCache({ replayableTools: REPLAYABLE_TOOLS });
  // Built on first use, so a missing corpus surfaces as a clear 503 rather than a failed import.
  const mcp = () =>
    (handler ??= createMcpHandler(
      ({ era }) => createPromptsServer({ transport: 'http', era, environment: environment(), tasks: httpTaskSupport(cfg()), analysis: httpAnalysis(cfg()) }),
      {
        legacy: 'stateless',
        maxRequestBodySize: cfg().maxBodyBytes,
        onerror: (err) => {
          // Rejected requests are reported here too; they are the caller's fault, not ours: keep them quiet.
          if (process.env.MCP_DEBUG) console.error('[mcp]', err.message);
        },
      },
    ));

  async function serve(req: Request, basePath: string): Promise<Response> {
    const rejected = hostOriginRejection(req, cfg()) ?? (req.method === 'POST' ? acceptRejection(req) : methodNotAllowed());
    if (rejected) return withCors(req, rejected);
    const limited = await doorRateLimit(req, cfg());
    if (limited) return withCors(req, limited);
    try {
      getCorpus(); // loaded once; throws CorpusMissingError with the fix when absent
      const outcome = await guard(req, basePath);
      if (!outcome.ok) return withCors(req, outcome.response);
      let parsedBody = outcome.parsedBody;
      let forward = req;
      const listen = req.headers.get('mcp-method') === 'subscriptions/listen';
      const legacyEra = req.headers.get('mcp-protocol-version') !== MODERN_PROTOCOL_VERSION;
      // A listen, or a 2025-era JSON POST (which may be a batch), is judged by the door: its body must be JSON.
      if (parsedBody === undefined && (listen || (legacyEra && isJsonPost(req)))) {
        const read = await readJsonBody(req, cfg().maxBodyBytes);
        if (!read.ok) return withCors(req, read.response);
        parsedBody = read.body;
      } else if (parsedBody === undefined && isJsonPost(req)) {
        // Read once here, so the SDK neither clones the request nor reads it again; a body that is not
        // JSON goes on to the SDK as the bytes it was, for the SDK's own answer.
        const read = await readJsonBodyOrBytes(req, cfg().maxBodyBytes);
        if (!read.ok) return withCors(req, read.response);
        if ('body' in read) parsedBody = read.body;
        else forward = read.request;
      }
      const batch = parsedBody === undefined ? undefined : batchRejection(req, parsedBody);
      if (batch) return withCors(req, batch);
      // Task status pushes: a listen stream filtered by task ids, which the SDK's own listen does not serve.
      const taskStream = listen ? await taskListenResponse(req, parsedBody, outcome.authInfo, cfg()) : undefined;
      if (taskStream) return withCors(req, taskStream);
      // parsedBody whenever the body was JSON (the door read it); otherwise the SDK reads the bytes and answers.
      const opts = parsedBody === undefined ? { authInfo: outcome.authInfo } : { authInfo: outcome.authInfo, parsedBody };
      // Lists, server/discover and the replayable tools' calls: the SDK's own earlier answer to this exact
      // request, with this id (and a call's meter for this request) put in (answer-cache.ts).
      const answerKey = parsedBody === undefined ? undefined : answers.keyOf(req, parsedBody, outcome.authInfo, basePath);
      if (answerKey !== undefined) {
        const { id, params } = parsedBody as { id: string | number; params?: { name?: string } };
        const replayed = answers.replay(answerKey, id, (kept) => replayedMeter(kept, String(params?.name)));
        if (replayed) return withCors(req, replayed);
        return withCors(req, await answers.keep(answerKey, id, await mcp().fetch(req, opts)));
      }
      // A 2025-era call is held so its notifications/cancelled, a separate POST, can stop it (legacy-cancel.ts).
      const legacy = parsedBody !== undefined && legacyEra;
      const caller = { door: id, authInfo: outcome.authInfo, req, trustProxy: cfg().trustProxy };
      if (legacy) cancelLegacyCall(caller, parsedBody); // then answered by the SDK as any notification is: 202
      const held = legacy ? holdLegacyCall(caller, parsedBody) : undefined;
      if (!held) return withCors(req, await mcp().fetch(forward, opts));
      return withCors(req, held.settle(await mcp().fetch(held.req, opts)));
    } catch (err) {
      return withCors(req, internalError(err));
    }
  }

  return {
    async handle(req, basePath = '') {
      const era = eraOfProtocolVersion(req.headers.get('mcp-protocol-version'));
      const span = new RequestSpan({ carrier: headerCarrier(req.headers), attributes: { 'mcp.door': id, ...(era ? { 'mcp.era': era } : {}) } });
      const release = span.hold();
      try {
        const res = await span.run(() => serve(req, basePath));
        // Begun by a handler, this adds the status; if none ran (a refusal, a protocol error, initialize), the door's answer is the request.
        const method = req.headers.get('mcp-method');
        span.begin(method ?? 'mcp', { attributes: { ...(method ? { 'mcp.method': method } : {}), 'http.response.status_code': res.status } });
        if (res.status >= 500) span.fail(new Error(`HTTP ${res.status}`));
        return withServerTiming(res, span.timings);
      } finally {
        release();
        if (exportingTraces()) after(() => flushTraces());
      }
    },
    options(req) {
      return hostOriginRejection(req, cfg()) ?? preflightResponse(req, [...DOOR_METHODS]);
    },
    notAllowed(req) {
      return withCors(req, hostOriginRejection(req, cfg()) ?? methodNotAllowed());
    },
  };
}

function internalError(err: unknown): Response {
  const ref = randomUUID().slice(0, 8);
  if (err instanceof CorpusMissingError) {
    // The message names a server path and the fix: for the operator's log, not for callers.
    console.error(`[mcp] ${err.message} (ref ${ref})`);
    return jsonRpcErrorResponse(503, -32603, `The prompts corpus is not loaded on this server; the operator's log says how to fix it (reference ${ref}).`, {
      'X-Request-Ref': ref,
    });
  }
  console.error(`[mcp] request failed (ref ${ref}):`, err);
  return jsonRpcErrorResponse(500, -32603, `Internal error (reference ${ref}).`, { 'X-Request-Ref': ref });
}
