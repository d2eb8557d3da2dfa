/**
 * Per-tool scopes, from a table the door derives from the tool list (e.g. `refine_prompt` needs
 * `prompts:refine` on top of `prompts:read`).
 * Only a token that lacks an extra scope pays for a look inside the request:
 * - the 2026-07-28 `Mcp-Name` header naming such a tool refuses at once, no body read;
 * - otherwise the JSON-RPC body (single or batch) is read once, checked, and handed on as
 *   `parsedBody`. The header alone is not trusted to clear a call: the SDK cross-checks it against
 *   the body only for 2026-07-28 requests, and a 2025-era body could carry any header.
 */
import { isJsonContentType } from '@modelcontextprotocol/server';

export type BodyReader = () => Promise<{ ok: true; body: unknown } | { ok: false; response: Response }>;

export type ToolScopeDecision = { ok: true; parsedBody?: unknown } | { ok: false; tool: string; missing: string[] } | { ok: false; response: Response };

/** Tool name → every scope a token needs to call it. */
export type ToolScopes = Readonly<Record<string, readonly string[]>>;

export async function checkToolScopes(req: Request, granted: readonly string[], toolScopes: ToolScopes, readBody: BodyReader): Promise<ToolScopeDecision> {
  const lacking = (tool: string) => (toolScopes[tool] ?? []).filter((s) => !granted.includes(s));
  const anyLacking = Object.keys(toolScopes).some((tool) => lacking(tool).length > 0);
  if (!anyLacking || req.method !== 'POST') return { ok: true };

  const named = req.headers.get('mcp-name');
  if (req.headers.get('mcp-method') === 'tools/call' && named && lacking(named).length > 0) {
    return { ok: false, tool: named, missing: lacking(named) };
  }
  // A body the SDK will refuse with 415 never reaches a tool: no need to read it.
  if (!isJsonContentType(req.headers.get('content-type') ?? '')) return { ok: true };
  const read = await readBody();
  if (!read.ok) return read;
  for (const tool of calledTools(read.body)) {
    if (lacking(tool).length > 0) return { ok: false, tool, missing: lacking(tool) };
  }
  return { ok: true, parsedBody: read.body };
}

function calledTools(body: unknown): string[] {
  const messages = Array.isArray(body) ? body : [body];
  return messages.flatMap((m) => {
    if (typeof m !== 'object' || m === null) return [];
    const { method, params } = m as { method?: unknown; params?: { name?: unknown } };
    return method === 'tools/call' && typeof params?.name === 'string' ? [params.name] : [];
  });
}
