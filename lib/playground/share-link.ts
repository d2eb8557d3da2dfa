/**
 * A link that reopens the playground with the same door, era and request prefilled.
 * Plain query parameters, so the link is readable: ?door=open&era=modern&tool=search_prompts&args={...}
 */
import { type DoorId, doorById, type EraId } from '../vocabulary';

export type Operation =
  | { kind: 'tool'; name: string; args: Record<string, unknown> }
  | { kind: 'prompt'; name: string; args: Record<string, string> }
  /** template: the URI template the uri was expanded from, when it came from one. */
  | { kind: 'resource'; uri: string; template?: string };

export interface ShareState {
  door: DoorId;
  era: EraId;
  op?: Operation;
}

export function shareQuery({ door, era, op }: ShareState): string {
  const q = new URLSearchParams({ door, era });
  if (op?.kind === 'tool' || op?.kind === 'prompt') {
    q.set(op.kind, op.name);
    if (Object.keys(op.args).length > 0) q.set('args', JSON.stringify(op.args));
  } else if (op?.kind === 'resource') q.set('resource', op.uri);
  return `?${q.toString()}`;
}

function objectArgs(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Reads a share link; anything unknown or malformed falls back to the defaults rather than failing. */
export function parseShareQuery(search: string): ShareState {
  const q = new URLSearchParams(search);
  const door = doorById(q.get('door'))?.id ?? 'open';
  const era: EraId = q.get('era') === 'legacy' ? 'legacy' : 'modern';
  const tool = q.get('tool');
  const prompt = q.get('prompt');
  const resource = q.get('resource');
  let op: Operation | undefined;
  if (tool) op = { kind: 'tool', name: tool, args: objectArgs(q.get('args')) };
  else if (prompt) {
    const args = Object.fromEntries(Object.entries(objectArgs(q.get('args'))).map(([k, v]) => [k, String(v)]));
    op = { kind: 'prompt', name: prompt, args };
  } else if (resource) op = { kind: 'resource', uri: resource };
  return { door, era, ...(op ? { op } : {}) };
}
