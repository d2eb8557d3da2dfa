/**
 * A fast path in front of the SDK's handler for answers that cannot change within a deployment.
 *
 * The SDK builds an McpServer per request (stateless), and that machinery costs more than the work
 * of listing tools or ranking a search. So the door learns: the first time a request of a given
 * shape arrives (every header the SDK reads, the whole body but its id, and for a direct tool call
 * its arguments), the SDK answers it, and when that answer is a plain JSON result the shape is
 * remembered. A later request of the same shape is then answered without the SDK:
 *  - immutable lists (tools/list, server/discover, prompts/list, resources/list, templates):
 *    the SDK's own bytes, with the new request id spliced in;
 *  - pure read-only tools (lib/mcp/direct-call.ts): the tool run directly, wrapped exactly as the SDK
 *    wrapped it. A shape is only remembered if that wrapping reproduced the SDK's bytes. The per-call
 *    meter in the result's `_meta` is fresh on every call, so the comparison splices the SDK's own
 *    meter into the direct result, and serving writes a fresh one in the same place.
 * Either way the request's span begins here, from the request's own `_meta` (lib/mcp/meter.ts).
 * Identical shape means the SDK made every check (protocol-version header vs _meta, Mcp-Method,
 * Mcp-Name, Accept, Content-Type, required capabilities) on identical input and passed it. Anything
 * else (another era, a guard that let a caller in with an identity, invalid arguments, a tool error,
 * SSE) goes to the SDK as before. MCP_FAST_PATH=0 turns it off (the protocol tests compare both).
 */
import type { AuthInfo, McpHttpHandler } from '@modelcontextprotocol/server';
import { readBoundedText } from '../bounded-body';
import { beginRequestSpan, callToolDirect, callToolPlain, isDirectTool } from '../mcp';
import { currentRequest } from '../telemetry';
import { METER_META_KEY } from '../vocabulary';
import { jsonRpcErrorResponse } from './json-rpc-error';

const MODERN = '2026-07-28';
const LISTS = new Set(['tools/list', 'server/discover', 'prompts/list', 'resources/list', 'resources/templates/list']);
/** Shapes remembered (the oldest learned goes first) and the longest key kept: bounds memory whatever callers send. */
const MAX_SHAPES = 256;
const MAX_KEY_CHARS = 16 * 1024;

type Plan = { kind: 'bytes'; head: Buffer; headers: [string, string][] } | ToolPlan;

/**
 * A direct tool call: how the SDK wrapped the tool's result (the fields it added, the `_meta` entries it
 * added, the order of the fields), and the bytes already encoded for kept answers. Answers go out as
 * bytes: a string body would be scanned and UTF-8 encoded again on every response.
 */
type ToolPlan = {
  kind: 'tool';
  name: string;
  headers: [string, string][];
  extra: Record<string, unknown>;
  metaExtra: Record<string, unknown>;
  order: string[];
  encoded: WeakMap<object, [Buffer, Buffer]>;
};

type JsonRpcRequest = { jsonrpc: unknown; id: string | number; method: string; params?: Record<string, unknown> };

/** What a guard hands on: an identity, and the body when it had to read it. */
export type Admitted = { authInfo?: AuthInfo; parsedBody?: unknown };
export type Answer = (req: Request, admitted: Admitted) => Promise<Response>;

export function withFastPath(handler: () => McpHttpHandler, opts: { maxBodyBytes: () => number; enabled: () => boolean }): Answer {
  const plans = new Map<string, Plan>();
  const remember = (key: string, plan: Plan) => {
    plans.set(key, plan);
    if (plans.size > MAX_SHAPES) plans.delete(plans.keys().next().value!);
  };

  return async (req, admitted) => {
    // Only the open door's modern calls of the methods above; everything else as it always was.
    const method = req.headers.get('mcp-method');
    const anonymous = admitted.authInfo === undefined && admitted.parsedBody === undefined;
    if (!anonymous || req.method !== 'POST' || req.headers.get('mcp-protocol-version') !== MODERN || !opts.enabled()) {
      return handler().fetch(req, admitted);
    }
    if (!(method !== null && LISTS.has(method)) && !(method === 'tools/call' && isDirectTool(req.headers.get('mcp-name')))) {
      return handler().fetch(req);
    }
    const max = opts.maxBodyBytes();
    let text: string;
    try {
      const read = await readBoundedText(req, max);
      // the SDK's own answer to an oversize body, word for word
      if (!read.ok) return jsonRpcErrorResponse(413, -32000, `Payload Too Large: Request body must not exceed ${max} bytes`);
      text = read.text;
    } catch {
      return jsonRpcErrorResponse(400, -32700, 'Parse error: the request body could not be read');
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (or empty): the SDK decides what that is, from the bytes as sent
      return handler().fetch(new Request(req.url, { method: 'POST', headers: req.headers, body: text }));
    }
    const key = shapeKey(req, body);
    const plan = key === undefined ? undefined : plans.get(key);
    if (plan) {
      const fast = await serve(plan, body as JsonRpcRequest);
      if (fast) return fast;
    }
    const res = await handler().fetch(req, { parsedBody: body });
    if (key === undefined || plan) return res;
    return learn(res, body as JsonRpcRequest, (p) => {
      plans.delete(key);
      remember(key, p);
    });
  };
}

/** Everything the SDK reads of a request, but the id (and a direct tool's arguments); undefined when not eligible. */
function shapeKey(req: Request, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { id, params, ...rest } = body as Record<string, unknown>;
  if (!(typeof id === 'string' || Number.isSafeInteger(id))) return undefined;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) return undefined;
  const { arguments: _args, ...shapeParams } = (params ?? {}) as Record<string, unknown>;
  const direct = rest.method === 'tools/call';
  const headers: string[] = [];
  for (const [name, value] of req.headers) {
    if (name === 'content-type' || name === 'accept' || name === 'last-event-id' || name.startsWith('mcp-')) headers.push(name, value);
  }
  const key = JSON.stringify([headers, typeof id, rest, direct ? shapeParams : params, params === undefined]);
  return key.length <= MAX_KEY_CHARS ? key : undefined;
}

const idTail = (id: string | number) => `"id":${JSON.stringify(id)}}`;

async function serve(plan: Plan, body: JsonRpcRequest): Promise<Response | undefined> {
  const meta = body.params?._meta as Record<string, unknown> | undefined;
  if (plan.kind === 'bytes') {
    const request = currentRequest();
    if (request) beginRequestSpan(request, body.method, body.params, 'modern');
    return new Response(Buffer.concat([plan.head, Buffer.from(idTail(body.id))]), { status: 200, headers: plan.headers });
  }
  const call = await callToolDirect(plan.name, body.params?.arguments, meta);
  const around = call?.meter && bytesAround(plan, call.result);
  if (!around) return undefined;
  const answer = Buffer.concat([around[0], Buffer.from(JSON.stringify(call.meter)), around[1], Buffer.from(idTail(body.id))]);
  return new Response(answer, { status: 200, headers: plan.headers });
}

/** Stands in for the meter while a result is encoded. A caller can echo it (a query is quoted in the text), so it is checked. */
const METER_SLOT = '\u0000meter\u0000';

/**
 * A tool result as the SDK sends it, but for the meter and the id: the bytes before the meter and
 * after it, up to the id. The tool's fields and what the SDK adds (resultType; serverInfo after the
 * meter in `_meta`) are in the order the SDK wrote them. Undefined when the result itself contains
 * the slot: the SDK answers that one.
 */
function encodedAround(plan: ToolPlan, result: object): [string, string] | undefined {
  const { extra, metaExtra, order } = plan;
  const merged: Record<string, unknown> = {
    ...result,
    ...extra,
    _meta: { [METER_META_KEY]: METER_SLOT, ...(result as { _meta?: object })._meta, ...metaExtra },
  };
  const ordered: Record<string, unknown> = {};
  for (const key of order) if (key in merged) ordered[key] = merged[key];
  for (const key in merged) if (!(key in ordered)) ordered[key] = merged[key];
  const text = JSON.stringify({ result: ordered, jsonrpc: '2.0', id: 0 });
  const slot = JSON.stringify(METER_SLOT);
  const at = text.indexOf(slot);
  if (at < 0 || text.indexOf(slot, at + 1) >= 0) return undefined;
  return [text.slice(0, at), text.slice(at + slot.length, text.length - idTail(0).length)];
}

/** The same as bytes; a kept answer (one frozen object for repeated arguments, lib/mcp/tools/answer-memo.ts) is encoded once per plan. */
function bytesAround(plan: ToolPlan, result: object): [Buffer, Buffer] | undefined {
  const frozen = Object.isFrozen(result);
  const known = frozen ? plan.encoded.get(result) : undefined;
  if (known) return known;
  const around = encodedAround(plan, result);
  if (!around) return undefined;
  const bytes: [Buffer, Buffer] = [Buffer.from(around[0]), Buffer.from(around[1])];
  if (frozen) plan.encoded.set(result, bytes);
  return bytes;
}

/** Reads the SDK's answer; remembers a plan if it is a plain JSON result this module can reproduce. Answers the same bytes. */
async function learn(res: Response, body: JsonRpcRequest, remember: (plan: Plan) => void): Promise<Response> {
  if (res.status !== 200 || res.headers.get('content-type') !== 'application/json') return res;
  const text = await res.text();
  const headers = [...res.headers];
  const answer = () => new Response(text, { status: res.status, statusText: res.statusText, headers });
  let parsed: { result?: Record<string, unknown> };
  try {
    parsed = JSON.parse(text);
  } catch {
    return answer();
  }
  if (!parsed.result || !text.endsWith(idTail(body.id))) return answer();
  if (body.method !== 'tools/call') {
    remember({ kind: 'bytes', head: Buffer.from(text.slice(0, text.length - idTail(body.id).length)), headers });
    return answer();
  }
  const name = body.params?.name as string;
  const plain = await callToolPlain(name, body.params?.arguments);
  const sdkMeta = parsed.result._meta as Record<string, unknown> | undefined;
  if (plain && sdkMeta && METER_META_KEY in sdkMeta) {
    const extra = Object.fromEntries(Object.entries(parsed.result).filter(([k]) => !(k in plain) && k !== '_meta'));
    const metaExtra = Object.fromEntries(Object.entries(sdkMeta).filter(([k]) => k !== METER_META_KEY));
    // The SDK's own meter in the direct result: equal bytes mean a fresh meter in its place is all that differs.
    const plan: ToolPlan = { kind: 'tool', name, headers, extra, metaExtra, order: Object.keys(parsed.result), encoded: new WeakMap() };
    const around = encodedAround(plan, plain);
    if (around && around[0] + JSON.stringify(sdkMeta[METER_META_KEY]) + around[1] + idTail(body.id) === text) remember(plan);
  }
  return answer();
}
