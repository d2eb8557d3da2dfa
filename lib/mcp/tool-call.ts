/**
 * tools/call, owned once: every call runs in its request's span and leaves with its meter (./meter.ts),
 * and, on a server that offers Tasks, the Tasks decision comes first (./tasks: a handle, or McpServer runs
 * the tool). It sits in front of McpServer's own tools/call through ./sdk-seams.ts, so the meter covers
 * McpServer's argument and output checks and a task handle too.
 */
import type { McpServer } from '@modelcontextprotocol/server';
import { meteredResult, type RequestSite } from './meter';
import { aroundToolCall, type ToolCallAround } from './sdk-seams';

export function ownToolCall(server: McpServer, site: RequestSite, decideTask?: ToolCallAround): void {
  aroundToolCall(server, (request, ctx, runTool) =>
    meteredResult({ ...request.params, _meta: request.params._meta ?? ctx.mcpReq._meta }, site, () =>
      decideTask ? decideTask(request, ctx, runTool) : runTool(),
    ),
  );
}
