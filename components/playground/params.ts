/** An operation as the params of its JSON-RPC request, and back: the raw editor edits exactly what is sent. */
import type { Operation } from '@/lib/playground/share-link';

export function paramsOf(op: Operation): Record<string, unknown> {
  if (op.kind === 'resource') return { uri: op.uri };
  return { name: op.name, arguments: op.args };
}

export function methodOf(op: Operation): string {
  return op.kind === 'tool' ? 'tools/call' : op.kind === 'prompt' ? 'prompts/get' : 'resources/read';
}

/** Reads edited params back into an operation of the same kind; a message says what is wrong otherwise. */
export function opFromParams(kind: Operation['kind'], params: unknown, template?: string): Operation | string {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return 'Params must be a JSON object.';
  const p = params as Record<string, unknown>;
  if (kind === 'resource') return typeof p.uri === 'string' ? { kind, uri: p.uri, ...(template ? { template } : {}) } : '"uri" must be a string.';
  if (typeof p.name !== 'string') return '"name" must be a string.';
  const args = p.arguments ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return '"arguments" must be an object.';
  if (kind === 'prompt') return { kind, name: p.name, args: Object.fromEntries(Object.entries(args).map(([k, v]) => [k, String(v)])) };
  return { kind, name: p.name, args: args as Record<string, unknown> };
}
