/** analyze_corpus: real work over every matching prompt, with progress ticks and prompt cancellation. */
import { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { AnalysisBusyError, type AnalyzeResult, type Corpus, PROMPT_KINDS, type PromptRecord, searchPrompts } from '../../corpus';
import { type AnalysisService, analysisService, memoKey } from '../analysis';
import { analysisEnded, analysisStarted } from '../activity';
import { toolFailure } from '../errors';
import { CORPUS_COUNT_TEXT, SCOPE_READ, TASKS_EXTENSION_ID } from '../../vocabulary';
import { timed } from '../meter';
import { defineTool } from './define';
import { logTo } from '../logging';
import { structuredResult } from './result';

export const analyzeCorpusInput = z.object({
  query: z.string().trim().min(1).max(200).describe('Which prompts to analyse: a search query, or "*" for the whole corpus.'),
  kind: z.enum(PROMPT_KINDS).optional().describe('Only prompts of this kind.'),
  paceMs: z
    .number()
    .int()
    .min(0)
    .max(200)
    .default(0)
    .describe('Pause after each chunk of 50 prompts, in ms, so progress and cancellation can be watched live (0 = full speed).'),
});

export const analyzeCorpusOutput = z.object({
  query: z.string(),
  analyzed: z.number().int().describe('Prompts analysed before finishing or stopping.'),
  total: z.number().int().describe('Prompts that matched.'),
  stoppedEarly: z.boolean(),
  topPhrases: z.array(z.object({ phrase: z.string(), count: z.number().int().describe('Prompts containing it.') })),
  sharedVariables: z.array(z.object({ name: z.string(), count: z.number().int() })),
  kinds: z.object({ text: z.number().int(), structured: z.number().int(), image: z.number().int() }),
  averageLength: z.number(),
});

export const analyzeCorpusTool = defineTool({
  name: 'analyze_corpus',
  requires: [SCOPE_READ],
  instruction: 'analyze_corpus reads every match of a query (or "*") and reports shared phrases and variables, with progress; it can be cancelled.',
  example: { query: 'code review' },
  config: {
    title: 'Analyse matching prompts',
    description:
      `Reads every prompt matching a query (or "*" for all ${CORPUS_COUNT_TEXT}) and reports the phrases and \${variables} they share, ` +
      'their kinds and average length. Sends notifications/progress per chunk when the request has a progressToken; stops when cancelled.',
    inputSchema: analyzeCorpusInput,
    outputSchema: analyzeCorpusOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  handler:
    ({ corpus, serving }) =>
    async (args, ctx) => {
      const progressToken = ctx.mcpReq._meta?.progressToken;
      const progress = async (params: { progress: number; total?: number; message: string }) => {
        if (progressToken !== undefined) await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, ...params } });
      };
      // Each phase as notifications/message, for a client that asked for logs (lib/mcp/logging.ts).
      await logTo(serving, ctx, 'info', `analyze_corpus: collecting prompts matching "${args.query}"${args.kind ? ` of kind ${args.kind}` : ''}`);
      const analysis = serving.analysis ?? analysisService(corpus);
      const result = await runAnalysis(corpus, analysis, args, {
        signal: ctx.mcpReq.signal,
        admit: () => admission(analysis, ctx),
        queue: true,
        onQueued: async (ahead) => {
          await logTo(serving, ctx, 'info', `analyze_corpus: waiting for a free analysis slot (${ahead} ahead)`);
          await progress({ progress: 0, message: `Waiting for a free analysis slot: ${ahead} ahead` });
        },
        onProgress: async (done, total) => {
          await logTo(serving, ctx, 'debug', `analyze_corpus: analysed ${done} of ${total} prompts`);
          await progress({ progress: done, total, message: `Analysed ${done} of ${total} prompts` });
        },
      });
      const out = result.structuredContent as { analyzed?: number; total?: number; stoppedEarly?: boolean } | undefined;
      if (result.isError) await logTo(serving, ctx, 'warning', `analyze_corpus: ${(result.content[0] as { text?: string } | undefined)?.text ?? 'refused'}`);
      else
        await logTo(
          serving,
          ctx,
          out?.stoppedEarly ? 'notice' : 'info',
          `analyze_corpus: ${out?.stoppedEarly ? 'stopped early after' : 'finished'} ${out?.analyzed} of ${out?.total} prompts`,
        );
      return result;
    },
});

export type AnalyzeCorpusArgs = z.output<typeof analyzeCorpusInput>;

export interface RunAnalysisOptions {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => Promise<void> | void;
  /**
   * An accepted task: waits its turn however long the queue and is never refused as busy (the pool's
   * bounds were checked when its handle was answered).
   */
  wait?: boolean;
  /** A plain call: waits its turn while the queue has room (told its place by onQueued); refused past it. */
  queue?: boolean;
  /** Told once when the run must wait for a slot: how many runs are ahead. */
  onQueued?: (ahead: number) => Promise<void> | void;
  /** Asked just before an analysis really runs (not for a memo hit): an answer refuses the call (the rate limit). */
  admit?: () => Promise<CallToolResult | undefined>;
}

/** The prompts an analysis reads: a search (its top-k ranking, every match) or the whole corpus. */
function matching(corpus: Corpus, { query, kind }: AnalyzeCorpusArgs): PromptRecord[] {
  return timed('search', () =>
    query === '*'
      ? corpus.records.filter((r) => !kind || r.kind === kind)
      : searchPrompts(corpus, { query, kind, limit: corpus.count, offset: 0 }).hits.map((h) => h.record),
  );
}

/** A finished result for these arguments, if one is kept (paced runs are demos of the work, never served from it). */
export function memoised(analysis: AnalysisService, { query, kind, paceMs }: AnalyzeCorpusArgs): AnalyzeResult | undefined {
  return paceMs === 0 ? analysis.memo.get(memoKey(query, kind)) : undefined;
}

/** The rate limit's refusal, as a tool error the model can act on; undefined when the caller may go on. */
export async function admission(analysis: AnalysisService, ctx: Parameters<AnalysisService['admit']>[0]): Promise<CallToolResult | undefined> {
  const outcome = await analysis.admit(ctx);
  if (outcome.ok) return undefined;
  return toolFailure(
    outcome.message ?? `Too many corpus analyses from your address (the limit is ${outcome.perMinute} a minute).`,
    `Retry after ${outcome.retryAfterS} s; a repeated query or "*" is answered from the memo and is not counted.`,
  );
}

/** Every slot is taken: say when to come back, and how to wait in line instead. */
export function busyFailure(analysis: AnalysisService, retryAfterS: number): CallToolResult {
  const { running, queued } = analysis.pool.stats();
  return toolFailure(
    `Every corpus-analysis slot on this server is busy (${running} running${queued ? `, ${queued} waiting` : ''}); retry after ${retryAfterS} s.`,
    `Retry then, or call from a client that declares the ${TASKS_EXTENSION_ID} extension: the call then becomes a task that waits its turn.`,
  );
}

/** The whole call, shared by a plain tools/call and the task that runs it after the response. */
export async function runAnalysis(corpus: Corpus, analysis: AnalysisService, args: AnalyzeCorpusArgs, opts: RunAnalysisOptions): Promise<CallToolResult> {
  const records = matching(corpus, args);
  if (records.length === 0) {
    return toolFailure(`No prompts match "${args.query}".`, 'Try broader words, or "*" to analyse the whole corpus.');
  }
  const kept = memoised(analysis, args);
  if (kept) {
    // The same ticks a run makes, at once: a client that shows progress sees the run complete.
    for (let done = Math.min(CHUNK, kept.total); ; done = Math.min(done + CHUNK, kept.total)) {
      await opts.onProgress?.(done, kept.total);
      if (done === kept.total) break;
    }
    return summarise(args.query, kept);
  }
  // Progress arrives from the worker thread; each tick is sent in order, and all of them before the result.
  let ticks: Promise<void> = Promise.resolve();
  const inOrder =
    <A extends unknown[]>(tell?: (...a: A) => Promise<void> | void) =>
    (...a: A) => {
      ticks = ticks.then(() => tell?.(...a)).catch(() => undefined);
    };
  const accepted = opts.wait === true;
  const run = {
    indices: args.query === '*' && !args.kind ? undefined : indicesOf(corpus, records),
    paceMs: args.paceMs,
    signal: opts.signal,
    wait: accepted || opts.queue === true,
    accepted,
    onQueued: inOrder(opts.onQueued),
    onProgress: inOrder(opts.onProgress),
  };
  if (!accepted && analysis.pool.saturated(run.paceMs) && !(run.wait && analysis.pool.canQueue(run.paceMs))) {
    return busyFailure(analysis, analysis.pool.retryAfterS());
  }
  const refused = await opts.admit?.();
  if (refused) return refused;
  analysisStarted();
  let stoppedEarly = true;
  try {
    const result = await timed('analyze', () => analysis.pool.run(run));
    await ticks;
    stoppedEarly = result.stoppedEarly;
    if (!stoppedEarly && args.paceMs === 0) analysis.memo.set(memoKey(args.query, args.kind), result);
    return summarise(args.query, result);
  } catch (err) {
    if (err instanceof AnalysisBusyError) return busyFailure(analysis, err.retryAfterS);
    throw err;
  } finally {
    analysisEnded(stoppedEarly);
  }
}

const CHUNK = 50;

function summarise(query: string, result: AnalyzeResult): CallToolResult {
  const output = { query, ...result };
  const phrases = output.topPhrases
    .slice(0, 5)
    .map((p) => `"${p.phrase}" (${p.count})`)
    .join(', ');
  const text = `${result.stoppedEarly ? 'Stopped early after' : 'Analysed'} ${output.analyzed} of ${output.total} prompts matching "${query}". Most shared phrases: ${phrases || 'none'}.`;
  return structuredResult(output, text);
}

const positions = new WeakMap<Corpus, Map<PromptRecord, number>>();
/** Where each record sits in the corpus's order: what the worker, which holds the same records, is sent. */
function indicesOf(corpus: Corpus, records: readonly PromptRecord[]): Int32Array {
  let at = positions.get(corpus);
  if (!at) {
    at = new Map(corpus.records.map((r, i) => [r, i]));
    positions.set(corpus, at);
  }
  return Int32Array.from(records, (r) => at.get(r)!);
}
