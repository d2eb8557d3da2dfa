/**
 * What a projector row says about an exchange, worked out once on the server from the masked exchange
 * and cut to a line's worth: who the client says it is, what it called (the JSON-RPC method and the
 * tool, resource or prompt name), and the path. Every label is neutralised (shown, never obeyed):
 * control and bidirectional-formatting characters become U+FFFD, so a name cannot reverse or break
 * the text around it. Plain data and pure functions, shared by the server and the page.
 */
import { messagesIn } from './frames';
import { clientInfoOf, type ObservedRecord } from './observed';
import type { WireExchange } from './types';

/** A method, a name or a client's name is at most this many characters on the feed. */
export const LABEL_CHARS = 80;
/** A path, at most this many. */
export const PATH_CHARS = 200;

/** C0 and C1 controls, DEL, bidi marks, embeddings, overrides and isolates, zero-width and line separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const UNSHOWABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** `text` safe to show on one line: unshowable characters replaced, cut to `max` characters with an ellipsis. */
export function neutralise(text: string, max = LABEL_CHARS): string {
  return (text.length > max ? `${text.slice(0, max - 1)}…` : text).replace(UNSHOWABLE, '\ufffd');
}

/** The first JSON-RPC request's method and the name it calls (tools/call, resources/read, prompts/get), if the body says. */
function callOf(body: string | undefined): ObservedRecord['call'] {
  const m = (body ? messagesIn(body)[0] : undefined) as { method?: unknown; params?: { name?: unknown; uri?: unknown } } | null | undefined;
  if (!m || typeof m.method !== 'string') return undefined;
  const name = typeof m.params?.name === 'string' ? m.params.name : typeof m.params?.uri === 'string' ? m.params.uri : undefined;
  return { method: neutralise(m.method), ...(name !== undefined ? { name: neutralise(name) } : {}) };
}

/** The labels a record carries, from the masked exchange; `path` is the path below the channel's prefix. */
export function observedLabels(exchange: WireExchange, path: string): Pick<ObservedRecord, 'client' | 'call' | 'path'> {
  const info = clientInfoOf(exchange.request.body);
  const call = callOf(exchange.request.body);
  return {
    path: neutralise(path, PATH_CHARS),
    ...(info ? { client: { name: neutralise(info.name), ...(info.version ? { version: neutralise(info.version, 40) } : {}) } } : {}),
    ...(call ? { call } : {}),
  };
}
