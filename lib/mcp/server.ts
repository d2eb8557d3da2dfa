/**
 * The one server factory behind every door (HTTP in both protocol eras, and stdio).
 * A fresh McpServer per request or connection; everything costly (corpus, index, schemas,
 * prompt catalog) lives at module level and is only referenced here.
 */
import 'server-only';
import { CLIENT_CAPABILITIES_META_KEY, type ClientCapabilities, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { type Corpus, getCorpus } from '../corpus';
import { type AnalysisService, analysisService } from './analysis';
import { appsListView, gateAppOnlyTools, registerApps } from './apps';
import type { ServerEnvironment } from './capability';
import { registerCompletion } from './completion';
import { negotiateExtensions } from './extensions';
import { INSTRUCTIONS } from './instructions';
import { inRequestSpan, type RequestSite } from './meter';
import { registerPromptHandlers } from './prompts';
import { registerResources } from './resources';
import { aroundSdkHandlers, createMcpServer, rememberLogLevel } from './sdk-seams';
import { SERVER_INFO } from './server-info';
import { attachTasks, type TaskSupport } from './tasks';
import { ownToolCall } from './tool-call';
import { TOOLS } from './tools';
import type { Serving } from './tools/types';

export interface CreateServerOptions {
  transport: Serving['transport'];
  era: Serving['era'];
  environment: ServerEnvironment;
  /** Defaults to the process's corpus (loaded once). */
  corpus?: Corpus;
  /** Where tasks live and how their work runs; without it the Tasks extension is not offered. */
  tasks?: TaskSupport;
  /**
   * Verifies an echoed multi-round-trip `requestState` before any handler runs (a failure is -32602).
   * This server's own tools mint none (refine_prompt needs no state); a caller that adds tools which
   * do (the conformance fixture) passes its codec's verify here.
   */
  verifyRequestState?: (state: string, ctx: ServerContext) => Promise<unknown>;
  /** analyze_corpus's pool, memo and admission (a door passes one built from its configuration); the process's default otherwise. */
  analysis?: AnalysisService;
}

export function createPromptsServer({
  transport,
  era,
  environment,
  corpus = getCorpus(),
  tasks,
  verifyRequestState,
  analysis,
}: CreateServerOptions): McpServer {
  const server = createMcpServer(SERVER_INFO, {
    instructions: INSTRUCTIONS,
    ...(verifyRequestState ? { requestState: { verify: verifyRequestState } } : {}),
    capabilities: {
      // notifications/message are sent when a request asks for them (lib/mcp/logging.ts): the 2026-07-28
      // per-request log level, or a 2025-era logging/setLevel (deprecated by SEP-2577, still answered).
      logging: {},
      // Honest: nothing here ever changes within a deployment, so no list-changed notifications will come.
      tools: { listChanged: false },
      resources: { listChanged: false },
    },
    // Lists never change within a deployment (the corpus is pinned by sha256).
    cacheHints: {
      'tools/list': { ttlMs: 3_600_000, cacheScope: 'public' },
      'prompts/list': { ttlMs: 3_600_000, cacheScope: 'public' },
      'resources/list': { ttlMs: 3_600_000, cacheScope: 'public' },
      'resources/templates/list': { ttlMs: 3_600_000, cacheScope: 'public' },
    },
  });
  const serving: Serving = {
    transport,
    era,
    clientCapabilities: (ctx) =>
      ((ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) ??
      server.server.getClientCapabilities(),
    connectionLogLevel: rememberLogLevel(server),
    analysis: analysis ?? analysisService(corpus),
  };

  // Every request in its span (./meter.ts): wrapped where each handler is registered, McpServer's own
  // through the seam, tools/call by its one owner (Tasks first, then the tool, metered). Any order.
  const site: RequestSite = { era, transport, corpusSha256: corpus.sha256 };
  // MCP Apps, as this request negotiated it (./apps: a host without Apps is answered as before the app).
  const appsNegotiated = (ctx: ServerContext) => negotiateExtensions(serving.clientCapabilities(ctx)).apps;
  aroundSdkHandlers(server, (method, request, ctx, run) =>
    inRequestSpan(method, { ...request.params, _meta: metaOf(request, ctx) }, site, async () => appsListView(method, await run(), appsNegotiated(ctx))),
  );
  const decideTask = tasks && era === 'modern' ? attachTasks(server, tasks, corpus, serving, site) : undefined;
  ownToolCall(server, site, gateAppOnlyTools(appsNegotiated, decideTask));
  // Each definition pairs its zod schemas with its handler; the SDK validates both directions.
  for (const tool of TOOLS) tool.register(server, { corpus, serving });
  registerApps(server, { corpus, serving }, appsNegotiated);
  registerResources(server, corpus, environment);
  registerPromptHandlers(server.server, corpus, site);
  registerCompletion(server.server, corpus, site);
  return server;
}

/** A request's `_meta`: on its params, or where the SDK lifted it (the context). */
const metaOf = (request: { params?: Record<string, unknown> }, ctx: ServerContext) =>
  (request.params?._meta as Record<string, unknown> | undefined) ?? (ctx.mcpReq._meta as Record<string, unknown> | undefined);
