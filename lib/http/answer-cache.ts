/**
 * The SDK's own answers to the pure list and discovery methods, kept and replayed with only the id
 * swapped. Nothing here writes an answer: the first request of a kind is answered by the SDK (a fresh
 * McpServer, as every request is), and its bytes are kept as they left it.
 *
 * Contract:
 * - Only methods whose answer is a function of the request alone within one door's life (CACHEABLE):
 *   the tools, prompts and resources a deployment serves are fixed (the corpus is pinned by sha256).
 * - The key is everything that can change the answer: the door (one cache per door, built with its
 *   configuration), the path it was reached by, the caller's scopes, the MCP headers (protocol era,
 *   method, name, Accept), and the whole body but its id (the method, params and `_meta`: protocol
 *   version, client info, client capabilities with their negotiated extensions, log level).
 * - A request carrying W3C trace context is never answered from here (its span must be parented to it).
 * - Only a 200 answer that is one JSON-RPC result (JSON, or a 2025-era answer framed as one SSE event)
 *   is kept, and only when replaying it with the original id gives back the original bytes exactly.
 * - Bounded in bytes as V8 holds them (every string counted at two bytes a character), least recently
 *   used dropped first.
 */
import 'server-only';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { Lru } from '../lru';
import { TRACE_META_KEYS } from '../vocabulary';

export const CACHEABLE = new Set(['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'server/discover']);

/**
 * What one door keeps at most. An entry is a list's answer (tools/list about 12 kB, a prompts/list page about
 * 24 kB, counted twice over as two-byte characters): a room's few client kinds × five methods × two eras fit.
 * A process may hold one door per route bundle, so the bound is per door and small.
 */
export const ANSWER_CACHE_BYTES = 2 * 1024 * 1024;
/** What an entry costs beyond its strings: the entry object, the LRU's node and the headers' array. */
const ENTRY_OVERHEAD_BYTES = 256;
const KEY_HEADERS = ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'accept'] as const;
/** Stands for the id in a kept answer: no JSON-RPC id a client sends contains a NUL. */
const ID_MARK = '\u0000answer-id\u0000';
const ID_MARK_JSON = JSON.stringify(ID_MARK);

type RequestId = string | number;
interface Kept {
  /** The answer's bytes before and after its id. */
  head: string;
  tail: string;
  headers: [string, string][];
}

export interface AnswerCache {
  /** The key for this request, or undefined when its answer may not be kept or replayed. */
  keyOf(req: Request, body: unknown, authInfo: AuthInfo | undefined, basePath: string): string | undefined;
  /** The kept answer for `key`, with `id` in it. */
  replay(key: string, id: RequestId): Response | undefined;
  /** Keeps the SDK's answer when it may be kept; returns a response with the same bytes for the caller. */
  keep(key: string, id: RequestId, answer: Response): Promise<Response>;
  /** What the kept answers weigh, as counted against the bound. */
  bytes(): number;
}

const stringBytes = (s: string) => s.length * 2;

export function createAnswerCache(maxBytes = ANSWER_CACHE_BYTES): AnswerCache {
  const kept = new Lru<string, Kept>(Number.POSITIVE_INFINITY, {
    maxBytes,
    sizeOf: (value, key) =>
      ENTRY_OVERHEAD_BYTES +
      stringBytes(key) +
      stringBytes(value.head) +
      stringBytes(value.tail) +
      value.headers.reduce((n, [k, v]) => n + stringBytes(k) + stringBytes(v), 0),
  });

  return {
    keyOf(req, body, authInfo, basePath) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
      const { id, method, params, ...rest } = body as { id?: unknown; method?: unknown; params?: { _meta?: Record<string, unknown> } };
      if (typeof method !== 'string' || !CACHEABLE.has(method)) return undefined;
      if (typeof id !== 'string' && typeof id !== 'number') return undefined;
      const meta = params?._meta;
      if (meta && TRACE_META_KEYS.some((k) => k in meta)) return undefined;
      const scopes = authInfo ? [...authInfo.scopes].sort() : null;
      return JSON.stringify([basePath, scopes, KEY_HEADERS.map((h) => req.headers.get(h)), method, params ?? null, rest]);
    },

    replay(key, id) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      return new Response(entry.head + JSON.stringify(id) + entry.tail, { status: 200, headers: entry.headers });
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

/** The answer split around its id, when it is one JSON-RPC result and replaying it with `id` gives back `text` exactly. */
function templateOf(text: string, sse: boolean, id: RequestId): { head: string; tail: string } | undefined {
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
  message.id = ID_MARK;
  const parts = JSON.stringify(message).split(ID_MARK_JSON);
  if (parts.length !== 2) return undefined;
  const head = before + parts[0];
  const tail = parts[1] + after;
  return head + JSON.stringify(id) + tail === text ? { head, tail } : undefined;
}
