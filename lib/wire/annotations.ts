/**
 * Short labels for the parts of a JSON-RPC / MCP message, chosen by where a key sits (its path),
 * so `id` at the top is the request id while `id` inside tool arguments is just an argument, and by
 * the exchange's era: a 2025-era request sends no Mcp-Method or Mcp-Name header and no per-request
 * protocol `_meta`, so its notes never say it does.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  type EraId,
  LOG_LEVEL_META_KEY,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
} from '../vocabulary';
import { capDepth } from './json-depth';

/** `postMessage`: the MCP Apps channel between a host and the app in its sandbox (no HTTP, no headers). */
export type Channel = 'http' | 'postMessage';

type Rule = { key: string; label: string; under?: (path: readonly string[]) => boolean; era?: EraId; channel?: Channel };

const atRoot = (p: readonly string[]) => p.length === 0;
const inside =
  (...names: string[]) =>
  (p: readonly string[]) =>
    p.length > 0 && names.includes(p[p.length - 1]);
const directlyUnder =
  (...chain: string[]) =>
  (p: readonly string[]) =>
    p.length === chain.length && chain.every((c, i) => p[i] === c);
const anywhere = () => true;

const RULES: Rule[] = [
  // The MCP Apps channel's own wording first: the same JSON-RPC, between a host and an app, by postMessage.
  ...(
    [
      { key: 'method', under: atRoot, label: 'The operation: MCP methods and the ui/ ones of MCP Apps, sent between the app and its host by postMessage.' },
      {
        key: 'name',
        under: directlyUnder('params'),
        label: 'Which tool. The host forwards the call to the server only when the tool\'s _meta.ui.visibility includes "app".',
      },
      {
        key: 'protocolVersion',
        under: inside('params', 'result'),
        label: 'The MCP Apps revision (2026-01-26) of this host\u2194app channel; the HTTP side speaks its own.',
      },
      { key: 'appInfo', under: directlyUnder('params'), label: "The app's name and version." },
      { key: 'appCapabilities', under: directlyUnder('params'), label: 'What the app supports, such as the display modes it can be shown in.' },
      { key: 'hostInfo', under: inside('result'), label: "The host's name and version." },
      {
        key: 'hostCapabilities',
        under: inside('result'),
        label: 'What the host offers the app: serverTools (it forwards tools/call), message (ui/message), logging.',
      },
      { key: 'hostContext', under: inside('result'), label: 'How the app is shown: theme, display mode, the largest size, locale.' },
      { key: 'html', under: directlyUnder('params'), label: "The app's whole document (from resources/read); the sandbox loads it into its inner frame." },
      {
        key: 'csp',
        under: directlyUnder('params'),
        label: 'The CSP the server declared for the app (_meta.ui.csp): empty lists, so no network and nothing loaded.',
      },
      { key: 'sandbox', under: directlyUnder('params'), label: "The inner frame's sandbox: allow-scripts alone, an opaque origin with no storage." },
    ] satisfies Omit<Rule, 'channel'>[]
  ).map((r): Rule => ({ ...r, channel: 'postMessage' })),
  { key: 'jsonrpc', under: atRoot, label: 'Always "2.0": this message is JSON-RPC 2.0.' },
  { key: 'id', under: atRoot, label: 'Request id: the response carries the same id. Notifications have none and get no response.' },
  // The 2025 era's own wording first: its requests carry no Mcp-* routing headers and no protocol _meta.
  { key: 'method', under: atRoot, era: 'legacy', label: 'The operation this request or notification asks for.' },
  { key: 'name', under: directlyUnder('params'), era: 'legacy', label: 'Which tool or prompt.' },
  { key: 'uri', under: directlyUnder('params'), era: 'legacy', label: 'Which resource.' },
  { key: '_meta', under: (p) => p.length > 0 && p[p.length - 1] === 'result', era: 'legacy', label: 'Result metadata, outside the answer itself.' },
  {
    key: '_meta',
    under: anywhere,
    era: 'legacy',
    label: 'Optional metadata beside the parameters, such as a progress token. In this era the protocol version and client info went once, in initialize.',
  },
  { key: 'method', under: atRoot, label: 'The operation this request or notification asks for (also sent as the Mcp-Method header).' },
  { key: 'params', under: atRoot, label: "The method's parameters." },
  { key: 'result', under: atRoot, label: 'Success: the answer to the request with this id. Never together with error.' },
  { key: 'error', under: atRoot, label: 'Failure: a code and a message instead of a result. Never together with result.' },
  {
    key: 'code',
    under: directlyUnder('error'),
    label: 'JSON-RPC error code: -32602 invalid params, -32601 method not found, -32603 internal error; -32020s are MCP-specific.',
  },
  { key: 'message', under: directlyUnder('error'), label: 'What went wrong, for a human.' },
  { key: 'data', under: directlyUnder('error'), label: 'Extra, machine-readable detail about the error.' },
  { key: '_meta', under: (p) => p.length > 0 && p[p.length - 1] === 'result', label: 'Result metadata, outside the answer itself (serverInfo on 2026-07-28).' },
  { key: '_meta', under: anywhere, label: "Metadata beside the method's own parameters: protocol version, client info and capabilities, progress token." },
  { key: 'progressToken', under: inside('_meta', 'params'), label: 'Asks for notifications/progress about this request; ticks carry this token.' },
  {
    key: PROTOCOL_VERSION_META_KEY,
    under: inside('_meta'),
    label: 'The protocol revision this request speaks. 2026-07-28 sends it on every request (no handshake).',
  },
  {
    key: CLIENT_CAPABILITIES_META_KEY,
    under: inside('_meta'),
    label: 'What the client can do (sampling, elicitation...), declared on each request.',
  },
  { key: CLIENT_INFO_META_KEY, under: inside('_meta'), label: "The client's name and version." },
  {
    key: LOG_LEVEL_META_KEY,
    under: inside('_meta'),
    label: 'Asks for notifications/message at this level and above, for this request only (2026-07-28 has no logging/setLevel).',
  },
  { key: SERVER_INFO_META_KEY, under: inside('_meta'), label: "The server's name and version, returned with each result." },
  { key: 'resultType', under: inside('result'), label: '"complete", or "input_required": the server needs input from the client before it can finish.' },
  {
    key: 'inputRequests',
    under: inside('result'),
    label: 'What the server needs (sampling, elicitation), keyed by name. Answer them and retry with inputResponses (for a task: send them with tasks/update).',
  },
  { key: 'requestState', label: 'Opaque server state: the client echoes it back byte for byte on the retry.' },
  {
    key: 'inputResponses',
    under: inside('params'),
    label: "Answers to the previous round's inputRequests, keyed the same way; sent on a retry with a new id.",
  },
  { key: 'structuredContent', under: inside('result'), label: "Machine-readable result that matches the tool's outputSchema." },
  { key: 'content', under: inside('result'), label: 'What the model reads: text, images, resource links.' },
  { key: 'isError', under: inside('result'), label: 'true: the tool ran and failed; the text says how to fix it. A result, not a protocol error.' },
  { key: 'name', under: directlyUnder('params'), label: 'Which tool or prompt (also sent as the Mcp-Name header).' },
  { key: 'arguments', under: directlyUnder('params'), label: "The arguments, checked against the tool's inputSchema (or the prompt's arguments)." },
  { key: 'uri', under: directlyUnder('params'), label: 'Which resource (also sent as the Mcp-Name header).' },
  { key: 'cursor', under: directlyUnder('params'), label: 'Which page: the nextCursor of the previous page.' },
  { key: 'nextCursor', under: inside('result'), label: 'More follows: send this as cursor to get the next page.' },
  { key: 'protocolVersion', under: inside('params', 'result'), label: 'The protocol revision the 2025-era initialize handshake negotiates.' },
  { key: 'supportedVersions', under: inside('result'), label: 'Protocol revisions this server speaks (server/discover).' },
  { key: 'capabilities', label: 'What this side supports: tools, resources, prompts, completions, sampling...' },
  { key: 'serverInfo', label: "The server's name and version." },
  { key: 'clientInfo', label: "The client's name and version." },
  { key: 'instructions', under: inside('result'), label: "How to use this server, meant for the model's system prompt." },
  { key: 'inputSchema', label: "JSON Schema of the tool's arguments: the playground builds its form from it." },
  { key: 'outputSchema', label: 'JSON Schema that structuredContent follows.' },
  { key: 'annotations', label: 'Hints about behaviour (readOnlyHint, destructiveHint...): advice, not guarantees.' },
  { key: 'progress', under: directlyUnder('params'), label: 'How far along: grows with every tick.' },
  { key: 'total', under: directlyUnder('params'), label: 'Where progress ends, when known.' },
  { key: 'requestId', under: directlyUnder('params'), label: 'The id of the request being cancelled.' },
  { key: 'ref', under: directlyUnder('params'), label: 'What is being completed: a prompt (ref/prompt) or a resource template (ref/resource).' },
  { key: 'completion', under: inside('result'), label: 'Suggested values for the argument being typed.' },
  { key: 'ttlMs', under: inside('result'), label: 'How long (ms) the client may reuse this result before asking again.' },
  { key: 'cacheScope', under: inside('result'), label: 'Who may share a cached copy: public (anyone) or private (this caller only).' },
];

/**
 * The label for `key` found at `path` (the keys leading to it; array items are "[]"), if it has one.
 * `era` picks that era's wording where the eras differ; without it, the current revision's.
 */
export function noteFor(key: string, path: readonly string[], era?: EraId, channel: Channel = 'http'): string | undefined {
  return RULES.find(
    (r) => r.key === key && (r.channel === undefined || r.channel === channel) && (r.era === undefined || r.era === era) && (r.under ?? anywhere)(path),
  )?.label;
}

export interface AnnotatedKey {
  /** Character range of the quoted key within its line. */
  start: number;
  end: number;
  name: string;
  path: readonly string[];
  note?: string;
}

export interface JsonLine {
  text: string;
  key?: AnnotatedKey;
}

const KEY_LINE = /^(\s*)("((?:[^"\\]|\\.)*)")\s*:/;

/** The envelope keys a reader looks for first, in this order, at a message's top level. */
const ENVELOPE_FIRST = ['jsonrpc', 'id', 'method'] as const;

/**
 * The message's keys in reading order (values untouched): `jsonrpc`, `id`, `method` first at the top, and
 * at every level `_meta` last, so its long namespaced keys never push the call or the answer down a screen.
 */
export function readingOrder(value: unknown): unknown {
  const walk = (v: unknown, top: boolean): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, false));
    const entries = Object.entries(v);
    const rank = ([k]: [string, unknown]) => {
      const first = top ? ENVELOPE_FIRST.indexOf(k as (typeof ENVELOPE_FIRST)[number]) : -1;
      return first >= 0 ? first - ENVELOPE_FIRST.length : k === '_meta' ? 1 : 0;
    };
    // A stable sort: every other key keeps its place.
    return Object.fromEntries(entries.sort((a, b) => rank(a) - rank(b)).map(([k, x]) => [k, walk(x, false)]));
  };
  return walk(value, true);
}

/**
 * Pretty-prints a message (2-space JSON), keys in reading order, and finds each key with its path. In that layout every key
 * starts its own line (strings cannot hold raw newlines), so indentation alone gives the nesting.
 */
export function layoutJson(value: unknown, era?: EraId, channel: Channel = 'http'): JsonLine[] {
  const text = JSON.stringify(readingOrder(capDepth(value)), null, 2) ?? 'undefined';
  const stack: string[] = [];
  return text.split('\n').map((line) => {
    const depth = (line.length - line.trimStart().length) / 2;
    stack.length = Math.max(0, depth - 1);
    const m = KEY_LINE.exec(line);
    if (!m) {
      if (/^\s*[[{]/.test(line) && depth > 0) stack[depth - 1] = '[]'; // an array item that is itself an object or array
      return { text: line };
    }
    const name = JSON.parse(m[2]) as string;
    const path = stack.slice(0, depth - 1);
    stack[depth - 1] = name;
    const note = noteFor(name, path, era, channel);
    return { text: line, key: { start: m[1].length, end: m[1].length + m[2].length, name, path, ...(note ? { note } : {}) } };
  });
}
