/**
 * MCP Apps on one server instance. The app (./corpus-browser.ts) and its app-only tools are registered on
 * every instance, and each request is answered by what it negotiated (../extensions.ts):
 * - negotiated: tools/list links search_prompts to the app (`_meta.ui.resourceUri`) and lists the
 *   app-only tools (visibility ["app"], which a host hides from its model); resources/list lists the app.
 * - not negotiated: every answer is what it was before the app existed, byte for byte: the app-only
 *   tools and the `ui://` resource are left out of the lists, and calling or reading them is answered as
 *   for any unknown name.
 */
import { type McpServer, ProtocolError, ProtocolErrorCode, type ServerContext } from '@modelcontextprotocol/server';
import type { Scope } from '../../vocabulary';
import type { ToolCallAround } from '../sdk-seams';
import { searchPromptsTool } from '../tools/search-prompts';
import type { ToolDeps } from '../tools/types';
import { CORPUS_BROWSER_URI, linkedToolMeta, registerCorpusBrowser } from './corpus-browser';
import { fillPromptTool } from './fill-prompt';

export { CORPUS_BROWSER_URI, CORPUS_BROWSER_UI_META } from './corpus-browser';
export { CORPUS_BROWSER_HTML } from './corpus-browser-html';

/** Tools only the app calls, in the order tools/list adds them. */
const APP_ONLY_TOOLS = [fillPromptTool] as const;
export const APP_ONLY_TOOL_NAMES: ReadonlySet<string> = new Set(APP_ONLY_TOOLS.map((t) => t.name));
/** The model's tools whose answers the app can show: tools/list links them to it. */
const LINKED_TOOLS: ReadonlySet<string> = new Set([searchPromptsTool.name]);

/** What an OAuth door checks for the app-only tools (the model's tools' table is ../tools). */
export const APP_TOOL_SCOPES: Readonly<Record<string, readonly Scope[]>> = Object.fromEntries(APP_ONLY_TOOLS.map((t) => [t.name, t.requires]));

export function registerApps(server: McpServer, deps: ToolDeps, negotiated: (ctx: ServerContext) => boolean): void {
  registerCorpusBrowser(server, negotiated);
  for (const tool of APP_ONLY_TOOLS) tool.register(server, deps);
}

/**
 * A list that shows the app differs from the same request without Apps, which a cache shared between hosts
 * keys alike (method and params): the app's view is kept to the host that asked (the SDK's hint for these
 * lists is public; it fills in only what a result leaves unset).
 */
const VARIES = { cacheScope: 'private' } as const;

type Listed = { name?: string; uri?: string; _meta?: Record<string, unknown> };

/** One of McpServer's own list answers as this request may see it (`method` is the SDK-handled method). */
export function appsListView(method: string, result: unknown, negotiated: boolean): unknown {
  if (method === 'tools/list') {
    // Spread first, so `tools` keeps its place among the result's keys.
    const { tools } = result as { tools: Listed[] };
    if (!negotiated) return { ...(result as object), tools: tools.filter((t) => !APP_ONLY_TOOL_NAMES.has(t.name ?? '')) };
    return {
      ...(result as object),
      ...VARIES,
      tools: tools.map((t) => (LINKED_TOOLS.has(t.name ?? '') ? { ...t, _meta: { ...t._meta, ...linkedToolMeta() } } : t)),
    };
  }
  if (method === 'resources/list') {
    if (negotiated) return { ...(result as object), ...VARIES };
    const { resources } = result as { resources: Listed[] };
    return { ...(result as object), resources: resources.filter((r) => r.uri !== CORPUS_BROWSER_URI) };
  }
  return result;
}

/** In front of tools/call: an app-only tool called by a request that did not negotiate Apps is an unknown tool (the SDK's own words). */
export function gateAppOnlyTools(negotiated: (ctx: ServerContext) => boolean, next?: ToolCallAround): ToolCallAround {
  return (request, ctx, runTool) => {
    if (APP_ONLY_TOOL_NAMES.has(request.params.name) && !negotiated(ctx)) {
      throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
    }
    return next ? next(request, ctx, runTool) : runTool();
  };
}
