/**
 * What the host lets an MCP App say, checked on every message before ext-apps' AppBridge sees it:
 * - at most APP_MESSAGE_MAX_BYTES of JSON, and a JSON-RPC 2.0 message (the SDK's own schema);
 * - a request only for a method this host offers apps (the spec's app-to-host set, minus what this host
 *   does not do: no resources/read, no sampling, no links); anything else is answered -32601 here;
 * - `tools/call` only for a tool of this server's tools/list whose `_meta.ui.visibility` includes "app"
 *   (the default), at most APP_CALLS_IN_FLIGHT at once; anything else is answered -32602 here;
 * - a notification only of the app-to-host kinds; anything else is dropped.
 * A refused message never reaches the bridge, the server or the page.
 */
import { isToolVisibilityModelOnly } from '@modelcontextprotocol/ext-apps/app-bridge';
import { type JSONRPCMessage, parseJSONRPCMessage, type Tool } from '@modelcontextprotocol/client';
import { jsonBytes, type LaneKind } from './app-lane';

/** One message's budget: a filled prompt handed to the conversation fits many times over. */
export const APP_MESSAGE_MAX_BYTES = 256 * 1024;
/** Tool calls one app may have in flight through this host. */
export const APP_CALLS_IN_FLIGHT = 4;

const APP_REQUESTS: ReadonlySet<string> = new Set(['ui/initialize', 'ping', 'tools/call', 'ui/message']);
const APP_NOTIFICATIONS: ReadonlySet<string> = new Set([
  'ui/notifications/sandbox-proxy-ready',
  'ui/notifications/initialized',
  'ui/notifications/size-changed',
  'ui/notifications/request-teardown',
  'notifications/message',
]);

const METHOD_NOT_FOUND = -32601;
const INVALID_PARAMS = -32602;
const INVALID_REQUEST = -32600;

export interface AppPolicy {
  /** The connection's tools/list. */
  tools: readonly Tool[];
  /** tools/call requests from the app not yet answered. */
  callsInFlight: number;
}

export type AppVerdict =
  | { ok: true; message: JSONRPCMessage; kind: LaneKind; method?: string; id?: string | number; bytes: number }
  | { ok: false; reason: string; kind: LaneKind; method?: string; id?: string | number; bytes: number; reply?: JSONRPCMessage };

/** Why the app may not call `name`, or undefined when it may. */
export function toolRefusal(tools: readonly Tool[], name: string): string | undefined {
  const tool = tools.find((t) => t.name === name);
  if (!tool) return `${name} is not a tool of this server (its tools/list)`;
  if (isToolVisibilityModelOnly(tool)) return `${name} is for the model only (_meta.ui.visibility has no "app")`;
  return undefined;
}

export const kindOf = (m: Record<string, unknown>): LaneKind =>
  typeof m.method === 'string' ? (m.id === undefined ? 'notification' : 'request') : 'error' in m ? 'error' : 'result';

export function checkFromApp(data: unknown, policy: AppPolicy): AppVerdict {
  const bytes = jsonBytes(data);
  const raw = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? raw.id : undefined;
  const method = typeof raw.method === 'string' ? raw.method.slice(0, 200) : undefined;
  const refuse = (reason: string, kind: LaneKind, code?: number): AppVerdict => ({
    ok: false,
    reason,
    kind,
    bytes,
    ...(method ? { method } : {}),
    ...(id !== undefined ? { id } : {}),
    ...(code !== undefined && id !== undefined && kind === 'request' ? { reply: { jsonrpc: '2.0', id, error: { code, message: reason } } } : {}),
  });
  if (bytes === 0) return refuse('not JSON', 'invalid');
  if (bytes > APP_MESSAGE_MAX_BYTES)
    return refuse(`larger than ${APP_MESSAGE_MAX_BYTES} bytes`, method && id !== undefined ? 'request' : 'invalid', INVALID_REQUEST);
  let message: JSONRPCMessage;
  try {
    message = parseJSONRPCMessage(data);
  } catch {
    return refuse('not a JSON-RPC 2.0 message', method && id !== undefined ? 'request' : 'invalid', INVALID_REQUEST);
  }
  const kind = kindOf(message as unknown as Record<string, unknown>);
  const ok = (): AppVerdict => ({ ok: true, message, kind, bytes, ...(method ? { method } : {}), ...(id !== undefined ? { id } : {}) });
  if (kind === 'notification') return method && APP_NOTIFICATIONS.has(method) ? ok() : refuse(`the host takes no ${method} notification from an app`, kind);
  if (kind !== 'request') return ok();
  if (!method || !APP_REQUESTS.has(method)) return refuse(`this host offers apps no ${method}`, kind, METHOD_NOT_FOUND);
  if (method === 'tools/call') {
    const name = (message as { params?: { name?: unknown } }).params?.name;
    if (typeof name !== 'string') return refuse('tools/call needs params.name', kind, INVALID_PARAMS);
    const why = toolRefusal(policy.tools, name);
    if (why) return refuse(why, kind, INVALID_PARAMS);
    if (policy.callsInFlight >= APP_CALLS_IN_FLIGHT)
      return refuse(`the app already has ${APP_CALLS_IN_FLIGHT} tool calls in flight through this host`, kind, INVALID_REQUEST);
  }
  return ok();
}
