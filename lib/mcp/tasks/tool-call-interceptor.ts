/**
 * A seam in front of McpServer's own tools/call handler. McpServer (SDK 2.4.0) checks every result
 * of a tool with an outputSchema for structuredContent, so a tool handler cannot answer a
 * CreateTaskResult itself; the interceptor decides first and hands every other call to McpServer
 * unchanged. It wraps the handler as McpServer registers it, so the SDK's own tools/call wrapper
 * (request validation, input_required, result checks) still runs exactly once around both.
 * Must be installed before the first tool is registered.
 */
import type { HandlerResultTypeMap, McpServer, RequestTypeMap, ServerContext } from '@modelcontextprotocol/server';

type LowLevel = McpServer['server'];
type CallToolRequest = RequestTypeMap['tools/call'];
type CallToolAnswer = HandlerResultTypeMap['tools/call'];
type CallToolHandler = (request: CallToolRequest, ctx: ServerContext) => CallToolAnswer | Promise<CallToolAnswer>;

/** Answers the call itself, or returns `next()` to let McpServer run the tool. */
export type ToolCallInterceptor = (request: CallToolRequest, ctx: ServerContext, next: () => Promise<CallToolAnswer>) => Promise<CallToolAnswer>;

export function interceptToolCalls(server: McpServer, intercept: ToolCallInterceptor): void {
  const lowLevel = server.server;
  const register = lowLevel.setRequestHandler.bind(lowLevel) as (method: string, ...rest: unknown[]) => void;
  lowLevel.setRequestHandler = ((method: string, ...rest: unknown[]) => {
    if (method === 'tools/call' && typeof rest[0] === 'function') {
      const toolCall = rest[0] as CallToolHandler;
      const wrapped: CallToolHandler = (request, ctx) => intercept(request, ctx, async () => toolCall(request, ctx));
      return register(method, wrapped);
    }
    return register(method, ...rest);
  }) as LowLevel['setRequestHandler'];
}
