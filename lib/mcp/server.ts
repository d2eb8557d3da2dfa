/**
 * The one server factory behind every door (HTTP in both protocol eras, and stdio).
 * A fresh McpServer per request or connection; everything costly (corpus, index, schemas,
 * prompt catalog) lives at module level and is only referenced here.
 */
import 'server-only';
import { CLIENT_CAPABILITIES_META_KEY, type ClientCapabilities, McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { type Corpus, getCorpus } from '../corpus';
import { type AnalysisService, analysisService } from './analysis';
import type { ServerEnvironment } from './capability';
import { registerCompletion } from './completion';
import { observeRequests } from './observe-requests';
import { INSTRUCTIONS } from './instructions';
import { rememberLogLevel } from './logging';
import { registerPromptHandlers } from './prompts';
import { registerResources } from './resources';
import { SERVER_INFO } from './server-info';
import { attachTasks, type TaskSupport } from './tasks';
import { TOOLS } from './tools';
import type { Serving } from './tools/types';

export interface CreateServerOptions {
  door: Serving['door'];
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

export function createPromptsServer({ door, era, environment, corpus = getCorpus(), tasks, verifyRequestState, analysis }: CreateServerOptions): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions: INSTRUCTIONS,
    ...(verifyRequestState ? { requestState: { verify: verifyRequestState } } : {}),
    capabilities: {
      // notifications/message are sent when a request asks for them (lib/mcp/logging.ts): the 2026-07-28
      // per-request log level, or a 2025-era logging/setLevel (deprecated by SEP-2577, still answered).
      logging: {},
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
    door,
    era,
    clientCapabilities: (ctx) =>
      ((ctx.mcpReq.envelope as Record<string, unknown> | undefined)?.[CLIENT_CAPABILITIES_META_KEY] as ClientCapabilities | undefined) ??
      server.server.getClientCapabilities(),
    connectionLogLevel: rememberLogLevel(server),
    analysis: analysis ?? analysisService(corpus),
  };

  // First, so every handler registered below runs in its request's span and tools/call results carry the meter.
  observeRequests(server, { era, transport: door, corpusSha256: corpus.sha256 });
  // Honest: nothing here ever changes within a deployment, so no list-changed notifications will come.
  // Declared here rather than in the constructor, which would register tools/call at once: the task
  // seam must be in place first, to wrap tools/call as McpServer registers it with the first tool.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  if (tasks && era === 'modern') attachTasks(server, tasks, corpus, serving);
  // Each definition pairs its zod schemas with its handler; the SDK validates both directions.
  for (const tool of TOOLS) tool.register(server, { corpus, serving });
  registerResources(server, corpus, environment);
  registerPromptHandlers(server.server, corpus);
  registerCompletion(server.server, corpus);
  return server;
}
