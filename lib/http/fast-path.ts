/**
 * A fast path in front of the SDK's handler for answers that cannot change within a deployment.
 *
 * What it buys: the SDK builds an McpServer per request (stateless), and that machinery costs more
 * than the work of listing tools or ranking a search. Measured on one `next start` build, alternating
 * MCP_FAST_PATH=1 and =0 (`npm run bench`, three runs): search_prompts 277/402/518 vs 121/205/231
 * req/s, tools/list 479/374/506 vs 185/202/233 req/s: 2.0–2.3× (issue #20). A traced client (a
 * fresh `traceparent` in `_meta` on every call) is served the same way: `npm run bench:traced`
 * (door.handle in process, alternating rounds) measured traced/untraced 1.05× for search_prompts and
 * 1.09× for tools/list, where before every traced call was a new shape: 4.5× and 6.7×.
 *
 * How: the door learns. The first time a request of a given shape arrives, the SDK answers it, and
 * when that answer is a plain JSON result the shape is remembered. A shape is only what changes the
 * answer: the headers the SDK reads (SHAPE_HEADERS), the whole body but its id, a direct tool's
 * arguments and the trace context in `_meta` (which only parents the span, begun here from the
 * request's own `_meta`). A later request of the same shape is then answered without the SDK:
 *  - immutable lists (tools/list, server/discover, prompts/list, resources/list, templates):
 *    the SDK's own bytes, with the new request id spliced in;
 *  - pure read-only tools (lib/mcp/direct-call.ts): the tool run directly, wrapped exactly as the SDK
 *    wrapped it. A shape is only remembered if that wrapping reproduced the SDK's bytes. The per-call
 *    meter in the result's `_meta` is fresh on every call, so the comparison splices the SDK's own
 *    meter into the direct result, and serving writes a fresh one in the same place.
 * Either way the request runs in its span, begun from the request's own `_meta` (lib/mcp/meter.ts).
 * Identical shape means the SDK made every check (protocol-version header vs _meta, Mcp-Method,
 * Mcp-Name, Accept, Content-Type, required capabilities) on identical input and passed it. Anything
 * else (another era, a guard that let a caller in with an identity, invalid arguments, a tool error,
 * SSE) goes to the SDK as before. MCP_FAST_PATH=0 turns it off (the protocol tests compare both).
 *
 * What a served request costs (issue #20 item 7, profiled with `npm run bench:profile -- --call tools-list`
 * and in process): on Node 20 most of it is the web streams a Request and a Response are made of, which
 * the trivial route pays too. Ours, per request, is kept to: reading and parsing the body once, one
 * shape key (JSON, hashed only when over RAW_KEY_CHARS), one fresh chunk for the answer (a Uint8Array
 * body was copied twice, by Buffer.concat and by undici, and transferred), and a span that draws no
 * ids unless the meter reads them (lib/telemetry/request-span.ts). tools/list in process went from
 * 103 to 79 µs of CPU per call; the figures over HTTP are in bench/README.md.
 *
 * Memory: at most MAX_SHAPES shapes (each a key of at most 2 KiB and a few headers), and the encoded answers in one
 * store shared by every shape, bounded by KEPT_BYTES: an answer is encoded once however many shapes
 * send it, and the least recently served go first. A list whose bytes were dropped is learned again.
 */
import { createHash } from 'node:crypto';
import type { AuthInfo, McpHttpHandler } from '@modelcontextprotocol/server';
import { readBoundedText } from '../bounded-body';
import { Lru } from '../lru';
import { callToolDirect, callToolPlain, isDirectTool, listDirect } from '../mcp';
import { METER_META_KEY, MODERN_PROTOCOL_VERSION, TRACE_META_KEYS } from '../vocabulary';
import { bodyTooLarge } from './json-body';
import { jsonRpcErrorResponse } from './json-rpc-error';

const LISTS = new Set(['tools/list', 'server/discover', 'prompts/list', 'resources/list', 'resources/templates/list']);
/** Shapes remembered (the least recently used goes first) and the longest key considered: bound memory and hashing whatever callers send. */
const MAX_SHAPES = 256;
const MAX_KEY_CHARS = 16 * 1024;
/** Keys up to this long are kept as they are, longer ones as their hash: at most 256 × 2 KiB of keys. */
const RAW_KEY_CHARS = 1024;
/** Every encoded answer the fast path keeps, across all shapes: the largest get_prompt answers are ~0.3 MiB each. */
export const KEPT_BYTES = 16 * 1024 * 1024;
/**
 * The request headers the SDK's modern path reads (createMcpHandler: Content-Type, Accept, and the
 * classifier's MCP-Protocol-Version, Mcp-Method, Mcp-Name). It also reads `Mcp-Param-*`, but only for
 * a tool whose inputSchema declares `x-mcp-header`, and no direct tool does (tests/unit/fast-path.test.ts).
 * Any other header never changes the SDK's answer, so it makes no shape.
 */
const SHAPE_HEADERS = ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name'] as const;
/** `_meta` entries that only parent the request's span: serving begins the span from the request's own. */
const TRACE_META = new Set<string>(TRACE_META_KEYS);

type Plan = ListPlan | ToolPlan;
/** An immutable list: the key of its bytes (up to the id) in the kept store. */
type ListPlan = { kind: 'bytes'; bytes: string; headers: [string, string][] };

/**
 * A direct tool call: how the SDK wrapped the tool's result (the fields it added, the `_meta` entries it
 * added, the order of the fields), under one id for every shape wrapped the same way, so an answer is
 * encoded once for all of them. Answers are kept as bytes, encoded once, and copied into each response (answerBody).
 */
type ToolPlan = { kind: 'tool'; name: string; headers: [string, string][]; wrap: Wrap };
type Wrap = { id: number; extra: Record<string, unknown>; metaExtra: Record<string, unknown>; order: string[] };

type JsonRpcRequest = { jsonrpc: unknown; id: string | number; method: string; params?: Record<string, unknown> };

/** What a guard hands on: an identity, and the body when it had to read it. */
export type Admitted = { authInfo?: AuthInfo; parsedBody?: unknown };
export type Answer = (req: Request, admitted: Admitted) => Promise<Response>;

export interface FastPathOptions {
  maxBodyBytes: () => number;
  enabled: () => boolean;
  /** The budget of the kept store; KEPT_BYTES unless a test asks for another. */
  keptBytes?: number;
}

/** What the fast path holds right now, as its stores count it: for tests and the bench. */
export interface FastPathStats {
  shapes: number;
  keptBytes: number;
  keptAnswers: number;
}

export type FastPath = Answer & { stats: () => FastPathStats };

/** Kept bytes are owned outright: a pooled Buffer slice would keep its whole 8 KiB slab alive, uncounted. */
const utf8 = new TextEncoder();
type Bytes = Uint8Array | [Uint8Array, Uint8Array];
const weigh = (bytes: Bytes, key: string) => key.length * 2 + (Array.isArray(bytes) ? bytes[0].byteLength + bytes[1].byteLength : bytes.byteLength);

export function withFastPath(handler: () => McpHttpHandler, opts: FastPathOptions): FastPath {
  const plans = new Lru<string, Plan>(MAX_SHAPES);
  const kept = new Lru<string, Bytes>(Number.POSITIVE_INFINITY, { maxBytes: opts.keptBytes ?? KEPT_BYTES, sizeOf: weigh });
  const wraps = new Lru<string, Wrap>(64);
  let nextWrap = 0;
  const wrapOf = (extra: Wrap['extra'], metaExtra: Wrap['metaExtra'], order: Wrap['order']): Wrap => {
    const key = JSON.stringify([extra, metaExtra, order]);
    return wraps.get(key) ?? wraps.set(key, { id: nextWrap++, extra, metaExtra, order });
  };

  const answer = async (req: Request, admitted: Admitted): Promise<Response> => {
    // Only the open door's modern calls of the methods above; everything else as it always was.
    const method = req.headers.get('mcp-method');
    const anonymous = admitted.authInfo === undefined && admitted.parsedBody === undefined;
    if (!anonymous || req.method !== 'POST' || req.headers.get('mcp-protocol-version') !== MODERN_PROTOCOL_VERSION || !opts.enabled()) {
      return handler().fetch(req, admitted);
    }
    if (!(method !== null && LISTS.has(method)) && !(method === 'tools/call' && isDirectTool(req.headers.get('mcp-name')))) {
      return handler().fetch(req);
    }
    const max = opts.maxBodyBytes();
    let text: string;
    try {
      const read = await readBoundedText(req, max);
      if (!read.ok) return bodyTooLarge(max);
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
    let plan = key === undefined ? undefined : plans.get(key);
    if (plan) {
      const fast = await serve(plan, body as JsonRpcRequest, kept);
      if (fast) return fast;
      // a list is only missing its bytes (dropped from the kept store): learn it again
      if (plan.kind === 'bytes') plan = undefined;
    }
    const res = await handler().fetch(req, { parsedBody: body });
    if (key === undefined || plan) return res;
    return learn(res, body as JsonRpcRequest, kept, wrapOf, (p) => plans.set(key, p));
  };
  return Object.assign(answer, { stats: () => ({ shapes: plans.count, keptBytes: kept.bytes, keptAnswers: kept.count }) });
}

/**
 * What of a request changes the SDK's answer, but the id (and a direct tool's arguments), as JSON
 * (hashed when long); undefined when not eligible.
 */
function shapeKey(req: Request, body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { id, params, ...rest } = body as Record<string, unknown>;
  if (!(typeof id === 'string' || Number.isSafeInteger(id))) return undefined;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) return undefined;
  const { arguments: _args, _meta, ...shapeParams } = (params ?? {}) as Record<string, unknown>;
  const direct = rest.method === 'tools/call';
  const headers = SHAPE_HEADERS.map((name) => req.headers.get(name));
  const meta = _meta !== null && typeof _meta === 'object' && !Array.isArray(_meta) ? untraced(_meta as Record<string, unknown>) : _meta;
  // JSON has no undefined: an absent field and one set to undefined are the same request
  const shaped = direct ? shapeParams : { ...shapeParams, arguments: _args };
  const key = JSON.stringify([headers, typeof id, rest, shaped, _meta === undefined, meta ?? null, params === undefined]);
  // a short key is its own name (hashing it cost more than the rest of the lookup); a hash never starts with '['
  if (key.length <= RAW_KEY_CHARS) return key;
  return key.length <= MAX_KEY_CHARS ? createHash('sha256').update(key).digest('base64') : undefined;
}

/** `_meta` without the trace context, in the order it came (an entry's place is part of the shape). */
function untraced(meta: Record<string, unknown>): Record<string, unknown> {
  if (!Object.keys(meta).some((k) => TRACE_META.has(k))) return meta;
  // fromEntries defines each entry (a "__proto__" one too), as JSON.parse did
  return Object.fromEntries(Object.entries(meta).filter(([k]) => !TRACE_META.has(k)));
}

const idTail = (id: string | number) => `"id":${JSON.stringify(id)}}`;

/**
 * A response body: the kept bytes and the per-response parts (meter, id) copied once into one fresh
 * chunk, in a stream of our own. A Uint8Array or string body would be copied again by undici and
 * transferred chunk by chunk (a byte stream); a kept buffer is never handed out itself, since a reader
 * may transfer or change what it reads. Not pooled: a pooled slice shares its slab with other buffers.
 */
function answerBody(parts: readonly (Uint8Array | string)[]): ReadableStream<Uint8Array> {
  let size = 0;
  for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength;
  const chunk = Buffer.allocUnsafeSlow(size);
  let at = 0;
  for (const part of parts) {
    if (typeof part === 'string') at += chunk.write(part, at);
    else {
      chunk.set(part, at);
      at += part.byteLength;
    }
  }
  return new ReadableStream({
    start(controller) {
      controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function serve(plan: Plan, body: JsonRpcRequest, kept: Lru<string, Bytes>): Promise<Response | undefined> {
  const meta = body.params?._meta as Record<string, unknown> | undefined;
  if (plan.kind === 'bytes') {
    const head = kept.get(plan.bytes) as Uint8Array | undefined;
    if (!head) return undefined;
    return listDirect(body.method, body.params, () => new Response(answerBody([head, idTail(body.id)]), { status: 200, headers: plan.headers }));
  }
  const call = await callToolDirect(plan.name, body.params?.arguments, meta);
  const around = call?.meter && bytesAround(plan.wrap, call.result, kept);
  if (!around) return undefined;
  return new Response(answerBody([around[0], JSON.stringify(call.meter), around[1], idTail(body.id)]), { status: 200, headers: plan.headers });
}

/** Stands in for the meter while a result is encoded. A caller can echo it (a query is quoted in the text), so it is checked. */
const METER_SLOT = '\u0000meter\u0000';

/**
 * A tool result as the SDK sends it, but for the meter and the id: the bytes before the meter and
 * after it, up to the id. The tool's fields and what the SDK adds (resultType; serverInfo after the
 * meter in `_meta`) are in the order the SDK wrote them. Undefined when the result itself contains
 * the slot: the SDK answers that one.
 */
function encodedAround(wrap: Wrap, result: object): [string, string] | undefined {
  const { extra, metaExtra, order } = wrap;
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

/** Each kept answer (one frozen object for repeated arguments, lib/mcp/tools/answer-memo.ts) by identity, for keys in the kept store. */
const answerIds = new WeakMap<object, number>();
let nextAnswerId = 0;

/**
 * The same as bytes. A kept answer is encoded once per wrapping, for every shape that sends it, and
 * stays in the kept store while it is served; anything else is encoded for this response only.
 */
function bytesAround(wrap: Wrap, result: object, kept: Lru<string, Bytes>): [Uint8Array, Uint8Array] | undefined {
  let key: string | undefined;
  if (Object.isFrozen(result)) {
    let id = answerIds.get(result);
    if (id === undefined) {
      id = nextAnswerId++;
      answerIds.set(result, id);
    }
    key = `t${wrap.id}:${id}`;
    const known = kept.get(key) as [Uint8Array, Uint8Array] | undefined;
    if (known) return known;
  }
  const around = encodedAround(wrap, result);
  if (!around) return undefined;
  const bytes: [Uint8Array, Uint8Array] = [utf8.encode(around[0]), utf8.encode(around[1])];
  if (key !== undefined) kept.set(key, bytes);
  return bytes;
}

/** Reads the SDK's answer; remembers a plan if it is a plain JSON result this module can reproduce. Answers the same bytes. */
async function learn(
  res: Response,
  body: JsonRpcRequest,
  kept: Lru<string, Bytes>,
  wrapOf: (extra: Wrap['extra'], metaExtra: Wrap['metaExtra'], order: Wrap['order']) => Wrap,
  remember: (plan: Plan) => void,
): Promise<Response> {
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
    // one copy of a list's bytes, whichever shapes answer with it
    const head = text.slice(0, text.length - idTail(body.id).length);
    const bytes = `l${createHash('sha256').update(head).digest('base64')}`;
    if (!kept.get(bytes)) kept.set(bytes, utf8.encode(head));
    remember({ kind: 'bytes', bytes, headers });
    return answer();
  }
  const name = body.params?.name as string;
  const plain = await callToolPlain(name, body.params?.arguments);
  const sdkMeta = parsed.result._meta as Record<string, unknown> | undefined;
  if (plain && sdkMeta && METER_META_KEY in sdkMeta) {
    const extra = Object.fromEntries(Object.entries(parsed.result).filter(([k]) => !(k in plain) && k !== '_meta'));
    const metaExtra = Object.fromEntries(Object.entries(sdkMeta).filter(([k]) => k !== METER_META_KEY));
    // The SDK's own meter in the direct result: equal bytes mean a fresh meter in its place is all that differs.
    const wrap = wrapOf(extra, metaExtra, Object.keys(parsed.result));
    const around = encodedAround(wrap, plain);
    if (around && around[0] + JSON.stringify(sdkMeta[METER_META_KEY]) + around[1] + idTail(body.id) === text) {
      remember({ kind: 'tool', name, headers, wrap });
    }
  }
  return answer();
}
