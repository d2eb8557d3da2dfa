/**
 * Every place this server reaches inside the MCP SDK, and the only one (tests/unit/sdk-seams.test.ts
 * fails on `setRequestHandler` replaced, SDK internals, or an SDK-owned method re-registered anywhere
 * else). It relies on @modelcontextprotocol/server 2.4.0, pinned exactly in package.json; the same test
 * proves each seam on that version, so an upgrade that moves them fails there, not in production.
 *
 * 1. `createMcpServer` builds the McpServer and, before anything is registered on it, puts a hook on
 *    its low-level Server's `_wrapHandler` (the SDK's own "hook for subclasses to wrap a registered
 *    request handler"; McpServer builds its Server itself, so no subclass can be given). Through it:
 *    - `aroundToolCall`: one function in front of McpServer's tools/call. McpServer checks every result
 *      of a tool with an outputSchema for structuredContent, so no tool handler can answer a Tasks
 *      handle; this decides first and calls `next()` for McpServer's own handling. The SDK's wrapper
 *      (request validation, input_required, result checks) still runs once, around both.
 *    - `aroundSdkHandlers`: one function around the handlers McpServer registers itself (tools/list,
 *      resources/list, resources/templates/list, resources/read), so they run in their request's span
 *      as the handlers this server registers do (those are wrapped where they are registered).
 *    The hook looks the functions up when a request arrives, so the order in which a factory registers
 *    tools, resources and these functions does not matter.
 *    Removed by: a public per-request middleware on Server/McpServer (`wrapRequestHandler(method, h)`),
 *    or McpServer accepting a tool-call interceptor (an option, or a tool callback allowed to answer a
 *    CreateTaskResult when the request declared the Tasks extension).
 * 2. `rememberLogLevel` replaces the SDK's 2025-era logging/setLevel handler, which keeps the level in a
 *    private map where a tool cannot read it (and `ctx.mcpReq.log` sends everything when none was set).
 *    Removed by: a public `getLoggingLevel(sessionId)` on Server, or `ctx.mcpReq.log` sending nothing
 *    when no level was asked for.
 */
import { type HandlerResultTypeMap, type LoggingLevel, McpServer, type RequestTypeMap, type ServerContext } from '@modelcontextprotocol/server';
import { isLogLevel } from './logging';

type CallToolRequest = RequestTypeMap['tools/call'];
type CallToolAnswer = HandlerResultTypeMap['tools/call'];
type Implementation = ConstructorParameters<typeof McpServer>[0];
type ServerOptions = NonNullable<ConstructorParameters<typeof McpServer>[1]>;

/** Answers the call itself, or returns `next()` to let McpServer run the tool. */
export type ToolCallAround = (request: CallToolRequest, ctx: ServerContext, next: () => Promise<CallToolAnswer>) => Promise<CallToolAnswer>;

/** Runs around one of McpServer's own handlers; `run` is that handler. */
export type SdkHandlerAround = (
  method: string,
  request: { params?: Record<string, unknown> },
  ctx: ServerContext,
  run: () => Promise<unknown>,
) => Promise<unknown>;

/** The handlers McpServer registers itself (it registers prompts/* and completion/complete too, but this server writes its own). */
export const SDK_HANDLED = ['tools/list', 'resources/list', 'resources/templates/list', 'resources/read'] as const;

type Handler = (request: { params?: Record<string, unknown> }, ctx: ServerContext) => Promise<unknown>;
type Hookable = { _wrapHandler?: (method: string, handler: Handler) => Handler };
type Arounds = { toolCall?: ToolCallAround; sdkHandler?: SdkHandlerAround };

const arounds = new WeakMap<McpServer, Arounds>();
const SDK_HANDLED_SET = new Set<string>(SDK_HANDLED);

/**
 * An McpServer with the seam in place. Capabilities whose handlers McpServer registers in its constructor
 * (tools, resources, prompts) are declared right after the hook, so those handlers pass through it too.
 */
export function createMcpServer(info: Implementation, options: ServerOptions = {}): McpServer {
  const { tools, resources, prompts, ...early } = options.capabilities ?? {};
  const server = new McpServer(info, { ...options, capabilities: early });
  const lowLevel = server.server as unknown as Hookable;
  const sdkWrap = lowLevel._wrapHandler;
  if (typeof sdkWrap !== 'function') {
    throw new Error('sdk-seams: Server._wrapHandler is gone; this seam is written for @modelcontextprotocol/server 2.4.0 (see lib/mcp/sdk-seams.ts)');
  }
  const own: Arounds = {};
  arounds.set(server, own);
  lowLevel._wrapHandler = (method, handler) => {
    let inner = handler;
    if (method === 'tools/call') {
      inner = (request, ctx) =>
        own.toolCall ? own.toolCall(request as CallToolRequest, ctx, async () => (await handler(request, ctx)) as CallToolAnswer) : handler(request, ctx);
    } else if (SDK_HANDLED_SET.has(method)) {
      inner = (request, ctx) => (own.sdkHandler ? own.sdkHandler(method, request, ctx, () => handler(request, ctx)) : handler(request, ctx));
    }
    return sdkWrap.call(lowLevel, method, inner);
  };
  const late = { ...(tools ? { tools } : {}), ...(resources ? { resources } : {}), ...(prompts ? { prompts } : {}) };
  if (Object.keys(late).length > 0) server.server.registerCapabilities(late);
  return server;
}

function aroundsOf(server: McpServer): Arounds {
  const own = arounds.get(server);
  if (!own) throw new Error('sdk-seams: this McpServer was not built by createMcpServer (lib/mcp/sdk-seams.ts), so it has no seam');
  return own;
}

/** Puts `around` in front of McpServer's tools/call (one per server). */
export function aroundToolCall(server: McpServer, around: ToolCallAround): void {
  const own = aroundsOf(server);
  if (own.toolCall) throw new Error('sdk-seams: tools/call already has its owner on this server');
  own.toolCall = around;
}

/** Puts `around` around McpServer's own handlers (SDK_HANDLED; one per server). */
export function aroundSdkHandlers(server: McpServer, around: SdkHandlerAround): void {
  const own = aroundsOf(server);
  if (own.sdkHandler) throw new Error('sdk-seams: the SDK handlers already have their wrapper on this server');
  own.sdkHandler = around;
}

/**
 * logging/setLevel for the 2025 era, remembered on this server instance (a stdio connection's whole life,
 * a stateless HTTP request's only); the returned function reads it (lib/mcp/logging.ts).
 */
export function rememberLogLevel(server: McpServer): () => LoggingLevel | undefined {
  let level: LoggingLevel | undefined;
  server.server.setRequestHandler('logging/setLevel', async (request) => {
    if (isLogLevel(request.params.level)) level = request.params.level;
    return {};
  });
  return () => level;
}
