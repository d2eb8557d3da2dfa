/**
 * Pure read-only tools called without an McpServer, for the HTTP fast path (lib/http/fast-path.ts).
 * Same input schema, same handler, same output schema as the SDK applies; anything off the happy
 * path (invalid arguments, a tool error, an invalid output, a throw) answers `undefined`, and the
 * caller hands the request to the SDK, which then produces the error exactly as it always does.
 */
import { type CallToolResult, isCallToolResult } from '@modelcontextprotocol/server';
import { getCorpus } from '../corpus';
import type { Meter } from '../vocabulary';
import { inRequestSpan, meteredToolCall, type RequestSite } from './meter';
import { TOOLS } from './tools';
import type { Serving } from './tools/types';

/** Only tools whose answer depends on nothing but their arguments and the pinned corpus. */
const DIRECT = new Set(['search_prompts', 'get_prompt']);

const serving: Serving = { transport: 'http', era: 'modern', clientCapabilities: () => undefined };

/** Where the fast path serves: the open door's modern calls over HTTP. */
const site = (): RequestSite => ({ era: 'modern', transport: 'http', corpusSha256: getCorpus().sha256 });

export const isDirectTool = (name: unknown): name is string => typeof name === 'string' && DIRECT.has(name);

/**
 * The call as the SDK path serves it: in the request's span, measured (./meter.ts). The result as the
 * tool returned it and its meter come back apart, for the fast path to splice. `meta` is the request's
 * `_meta` (its trace context).
 */
export async function callToolDirect(
  name: string,
  args: unknown,
  meta?: Record<string, unknown>,
): Promise<{ result: CallToolResult; meter?: Meter } | undefined> {
  const call = await meteredToolCall({ name, _meta: meta }, site(), () => callToolPlain(name, args));
  return call.result && { result: call.result, meter: call.meter };
}

/** An immutable list the fast path answers from bytes, in its request's span as the SDK path would be. */
export function listDirect<T>(method: string, params: { _meta?: Record<string, unknown> } | undefined, answer: () => T): Promise<T> {
  return inRequestSpan(method, params, site(), async () => answer());
}

/** Results that passed the output checks below: a kept answer (./tools/answer-memo.ts) is checked once. */
const checked = new WeakSet<CallToolResult>();

/** The same call without span or meter: what the fast path compares with the SDK's answer when it learns a shape. */
export async function callToolPlain(name: string, args: unknown): Promise<CallToolResult | undefined> {
  const tool = TOOLS.find((t) => t.name === name);
  if (!tool || !DIRECT.has(name)) return undefined;
  const input = tool.inputSchema.safeParse(args);
  if (!input.success) return undefined;
  try {
    const result = await tool.runDirect({ corpus: getCorpus(), serving }, input.data);
    if (checked.has(result as CallToolResult)) return result as CallToolResult;
    if (!isCallToolResult(result) || result.isError || !tool.outputSchema.safeParse(result.structuredContent).success) return undefined;
    if (Object.isFrozen(result)) checked.add(result);
    return result;
  } catch {
    return undefined;
  }
}
