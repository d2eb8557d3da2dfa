/** The shape every tool file exports: its schemas, its metadata, and a handler built from its dependencies. */
import type { ClientCapabilities, LoggingLevel, ServerContext, ToolAnnotations, ToolCallback } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { Corpus } from '../../corpus';
import type { AnalysisService } from '../analysis';
import type { Scope } from '../../vocabulary';

/** Which transport a request came over and which protocol era it speaks: the only things tools may vary on. */
export interface Serving {
  transport: 'http' | 'stdio';
  era: 'legacy' | 'modern';
  /** What the calling client declared: per request on 2026-07-28 (the _meta envelope), per connection on 2025-era. */
  clientCapabilities: (ctx: ServerContext) => ClientCapabilities | undefined;
  /** 2025 era: the level logging/setLevel set on this server instance (see lib/mcp/sdk-seams.ts). */
  connectionLogLevel?: () => LoggingLevel | undefined;
  /** analyze_corpus's worker pool, memo and admission (../analysis.ts), shared by the process. */
  analysis?: AnalysisService;
}

export interface ToolDeps {
  corpus: Corpus;
  serving: Serving;
}

export interface ToolDefinition<I extends z.ZodObject, O extends z.ZodObject> {
  name: string;
  /** Scopes a token must carry to call this tool through an OAuth door. */
  requires: readonly Scope[];
  /** One sentence of the server's instructions (../instructions.ts): what a model should know to use it. */
  instruction: string;
  /** Arguments a call can be made with: the docs' sample, and what tests send to every tool (refusal matrix, e2e). */
  example: z.input<I>;
  config: {
    title: string;
    description: string;
    inputSchema: I;
    outputSchema: O;
    annotations: ToolAnnotations;
    /** The tool's `_meta` in tools/list (an app-only tool's `ui`: lib/mcp/apps). */
    _meta?: Record<string, unknown>;
  };
  /**
   * Its answer depends on its arguments alone (and the corpus, pinned by sha256): a door may replay the SDK's
   * earlier answer to the very same call (lib/http/answer-cache.ts). Not for a tool that draws at random,
   * asks the client, or runs as a task.
   */
  replayable?: true;
  /** Built once per server from its dependencies; the SDK's own callback type, so args are typed from inputSchema. */
  handler: (deps: ToolDeps) => ToolCallback<I>;
}
