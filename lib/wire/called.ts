/**
 * What a request called, beside its method: the tool, prompt or resource it names (`tools/call
 * search_prompts`, `resources/read prompts://corpus/stats`). From the JSON-RPC body, which is what the
 * server acts on, else the `Mcp-Name` header (a cut body no longer parses; the header still says).
 */
import { type Frame, requestHeader } from './frames';
import type { WireExchange } from './types';

/** Names are shown on one line: longer ones are cut, and marked. */
const NAME_CAP = 160;

const cap = (s: string) => (s.length > NAME_CAP ? `${s.slice(0, NAME_CAP)}…` : s);

function fromParams(method: string, params: Record<string, unknown>): unknown {
  switch (method) {
    case 'tools/call':
    case 'prompts/get':
      return params.name;
    case 'resources/read':
    case 'resources/subscribe':
    case 'resources/unsubscribe':
      return params.uri;
    case 'completion/complete': {
      const ref = params.ref as { name?: unknown; uri?: unknown } | undefined;
      return ref?.name ?? ref?.uri;
    }
    default:
      return undefined;
  }
}

/** The name the request called, or undefined for methods that name nothing (initialize, tools/list…). */
export function calledName(exchange: WireExchange, frame: Frame | undefined): string | undefined {
  const message = frame?.message as { params?: unknown } | undefined;
  if (frame?.method && message && typeof message.params === 'object' && message.params !== null) {
    const named = fromParams(frame.method, message.params as Record<string, unknown>);
    if (typeof named === 'string' && named.trim() !== '') return cap(named.trim());
  }
  const header = requestHeader(exchange, 'mcp-name')?.trim();
  return header ? cap(header) : undefined;
}

/** `tools/call search_prompts`; the method alone when nothing is named. */
export function calledLabel(method: string | undefined, name: string | undefined): string | undefined {
  if (!method) return undefined;
  return name ? `${method} ${name}` : method;
}
