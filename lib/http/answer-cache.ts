/**
 * The SDK's own answers, kept and replayed with only the id (and a tool call's meter) swapped. Nothing here
 * writes an answer: the first request of a kind is answered by the SDK (a fresh McpServer, as every request
 * is), and its bytes are kept as they left it. Contract:
 * - Kept: the methods whose answer is a function of the request alone within one door's life (CACHEABLE: what
 *   a deployment serves is fixed, the corpus pinned by sha256), and calls of the `replayableTools` (each says
 *   so in its file), never with a task requested. Only a 200 answer that is one finished JSON-RPC result (JSON,
 *   or a 2025-era answer framed as one SSE event; never a task handle), and only when replaying it with the
 *   original id gives back the original bytes exactly.
 * - A tool call's per-call meter in `_meta` (lib/mcp/meter.ts: span ids, duration) is remade for each replay
 *   (`meterFor`), in the place the SDK's bytes had the first call's.
 * - The key is everything that can change the answer: the door (one cache each), the path, the caller's
 *   scopes, the MCP headers (era, method, name, Accept) and the whole body but its id and progress token
 *   (`_meta` included: protocol version, client info and capabilities, log level). A body nested deeper than
 *   MAX_KEY_DEPTH has no key; a request carrying W3C trace context is never replayed (its span needs it).
 * - Bounded in bytes as V8 holds them (two a character), least recently used dropped first.
 */
import 'server-only';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { Lru } from '../lru';
import { METER_META_KEY, type Meter, TRACE_META_KEYS } from '../vocabulary';

export const CACHEABLE = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'server/discover']);
const TOOLS_CALL = 'tools/call';

/**
 * What one door keeps at most. An entry is a list's answer (tools/list about 12 kB, a prompts/list page about
 * 24 kB, counted twice over as two-byte characters): a room's few client kinds × five methods × two eras fit.
 * A process may hold one door per route bundle, so the bound is per door and small.
 */
export const ANSWER_CACHE_BYTES = 2 * 1024 * 1024;
/** What an entry costs beyond its strings: the entry object, the LRU's node and the headers' array. */
const ENTRY_OVERHEAD_BYTES = 256;
const KEY_HEADERS = ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'accept'] as const;
/** Stand for the id and the meter in a kept answer: no JSON-RPC id a client sends and no meter contains a NUL. */
const ID_MARK = '\u0000answer-id\u0000';
const METER_MARK = '\u0000answer-meter\u0000';
const ID_MARK_JSON = JSON.stringify(ID_MARK);
const METER_MARK_JSON = JSON.stringify(METER_MARK);
/** Either mark as it appears in JSON (its `\u0000` escapes taken literally), captured so a split keeps which one. */
const MARKS = new RegExp(`(${[ID_MARK_JSON, METER_MARK_JSON].map((m) => m.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('|')})`);

type RequestId = string | number;
interface Kept {
  /** The answer's bytes between its slots: one more piece than slots. */
  pieces: string[];
  /** What goes between the pieces, in order: the id, or the meter. */
  slots: ('id' | 'meter')[];
  /** The meter the SDK's answer carried (a tool call's), which `meterFor` remakes for each replay. */
  meter?: Meter;
  headers: [string, string][];
}

export interface AnswerCacheOptions {
  maxBytes?: number;
  /** Tools whose answer depends on their arguments alone (and the pinned corpus). */
  replayableTools?: ReadonlySet<string>;
}

export interface AnswerCache {
  /** The key for this request, or undefined when its answer may not be kept or replayed. */
  keyOf(req: Request, body: unknown, authInfo: AuthInfo | undefined, basePath: string): string | undefined;
  /** The kept answer for `key`, with `id` in it and, for a tool call, the meter `meterFor` makes from the kept one. */
  replay(key: string, id: RequestId, meterFor?: (kept: Meter) => Meter): Response | undefined;
  /** Keeps the SDK's answer when it may be kept; returns a response with the same bytes for the caller. */
  keep(key: string, id: RequestId, answer: Response): Promise<Response>;
  /** What the kept answers weigh, as counted against the bound. */
  bytes(): number;
}

const stringBytes = (s: string) => s.length * 2;

/** Deeper than any request worth keeping; a request nested deeper goes to the SDK, unkept. */
const MAX_KEY_DEPTH = 32;

/** Whether `value` nests deeper than `max` levels; it walks no deeper than that, so a 30,000-deep body cannot overflow the stack. */
function deeperThan(value: unknown, max: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (max === 0) return true;
  for (const v of Object.values(value)) if (deeperThan(v, max - 1)) return true;
  return false;
}

export function createAnswerCache({ maxBytes = ANSWER_CACHE_BYTES, replayableTools = new Set() }: AnswerCacheOptions = {}): AnswerCache {
  const kept = new Lru<string, Kept>(Number.POSITIVE_INFINITY, {
    maxBytes,
    sizeOf: (value, key) =>
      ENTRY_OVERHEAD_BYTES +
      stringBytes(key) +
      value.pieces.reduce((n, piece) => n + stringBytes(piece), 0) +
      (value.meter ? stringBytes(JSON.stringify(value.meter)) : 0) +
      value.headers.reduce((n, [k, v]) => n + stringBytes(k) + stringBytes(v), 0),
  });
  const mayKeep = (method: unknown, params: { name?: unknown; task?: unknown } | undefined) =>
    typeof method === 'string' &&
    (CACHEABLE.has(method) || (method === TOOLS_CALL && typeof params?.name === 'string' && replayableTools.has(params.name) && params.task === undefined));

  return {
    keyOf(req, body, authInfo, basePath) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const { id, method, params, ...rest } = body as {
        id?: unknown;
        method?: unknown;
        params?: { name?: unknown; task?: unknown; _meta?: Record<string, unknown> };
      };
      if (!mayKeep(method, params)) return undefined;
      if (typeof id !== 'string' && typeof id !== 'number') return undefined;
      const meta = params?._meta;
      if (meta && TRACE_META_KEYS.some((k) => k in meta)) return undefined;
      if (deeperThan(params, MAX_KEY_DEPTH) || deeperThan(rest, MAX_KEY_DEPTH)) return undefined; // the key is JSON: stringify recurses
      // A progress token names where progress would go; a kept answer is one message and carried none.
      const { progressToken: _, ...keyMeta } = meta ?? {};
      const keyParams = params && meta ? { ...params, _meta: keyMeta } : (params ?? null);
      const scopes = authInfo ? [...authInfo.scopes].sort() : null;
      return JSON.stringify([basePath, scopes, KEY_HEADERS.map((h) => req.headers.get(h)), method, keyParams, rest]);
    },

    replay(key, id, meterFor) {
      const entry = kept.get(key);
      if (!entry || (entry.meter && !meterFor)) return undefined;
      const meter = entry.meter && meterFor ? meterFor(entry.meter) : undefined;
      return new Response(fill(entry, id, meter), { status: 200, headers: entry.headers });
    },

    async keep(key, id, answer) {
      const type = answer.headers.get('content-type') ?? '';
      const sse = type.startsWith('text/event-stream');
      if (answer.status !== 200 || !(sse || type.startsWith('application/json'))) return answer;
      const text = await answer.text();
      const template = templateOf(text, sse, id);
      if (template) kept.set(key, { ...template, headers: [...answer.headers] });
      return new Response(text, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
    },

    bytes: () => kept.bytes,
  };
}

/** One SSE event carrying one message, as the SDK frames a 2025-era answer with nothing before it. */
const ONE_EVENT = /^(event: message\ndata: )([^\n]*)(\n\n)$/;

/**
 * The answer split around its id (and a tool call's meter), when it is one JSON-RPC result (a tool call's:
 * finished, metered, never a task handle) and putting the id and the meter back gives `text` exactly.
 */
function templateOf(text: string, sse: boolean, id: RequestId): Omit<Kept, 'headers'> | undefined {
  const framed = sse ? ONE_EVENT.exec(text) : undefined;
  if (sse && !framed) return undefined;
  const [before, json, after] = framed ? [framed[1]!, framed[2]!, framed[3]!] : ['', text, ''];
  let message: { id?: unknown; result?: unknown } | undefined;
  try {
    message = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!message || typeof message !== 'object' || message.id !== id || !('result' in message)) return undefined;
  const meta = (message.result as { _meta?: Record<string, unknown> } | null)?._meta;
  const meter = meta?.[METER_META_KEY] as Meter | undefined;
  if (meter !== undefined) {
    // a metered result is a tool call's: kept only when finished (content, no task handle)
    const result = message.result as { content?: unknown; task?: unknown };
    if (!Array.isArray(result.content) || 'task' in result) return undefined;
    meta![METER_META_KEY] = METER_MARK;
  }
  message.id = ID_MARK;
  const split = JSON.stringify(message).split(MARKS);
  const pieces = split.filter((_, i) => i % 2 === 0);
  const slots = split.filter((_, i) => i % 2 === 1).map((mark) => (mark === ID_MARK_JSON ? 'id' : 'meter') as Kept['slots'][number]);
  if (slots.filter((s) => s === 'id').length !== 1 || slots.filter((s) => s === 'meter').length !== (meter ? 1 : 0)) return undefined;
  pieces[0] = before + pieces[0];
  pieces[pieces.length - 1] += after;
  const template = { pieces, slots, ...(meter ? { meter } : {}) };
  return fill(template, id, meter) === text ? template : undefined;
}

/** The kept pieces with the id and the meter between them. */
function fill({ pieces, slots }: Pick<Kept, 'pieces' | 'slots'>, id: RequestId, meter: Meter | undefined): string {
  const idJson = JSON.stringify(id);
  const meterJson = meter ? JSON.stringify(meter) : '';
  return pieces.reduce((text, piece, i) => text + (i === 0 ? '' : slots[i - 1] === 'id' ? idJson : meterJson) + piece, '');
}
