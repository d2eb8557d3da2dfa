/** analyze_corpus: real work over every matching prompt, with progress ticks and prompt cancellation. */
import { z } from 'zod';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { type Corpus, PROMPT_KINDS, type PromptRecord, analyzeMatches, searchPrompts } from '../../corpus';
import { analysisEnded, analysisStarted } from '../activity';
import { toolFailure } from '../errors';
import { CORPUS_COUNT_TEXT, SCOPE_READ } from '../../vocabulary';
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
      // Each phase as notifications/message, for a client that asked for logs (lib/mcp/logging.ts).
      await logTo(serving, ctx, 'info', `analyze_corpus: collecting prompts matching "${args.query}"${args.kind ? ` of kind ${args.kind}` : ''}`);
      const result = await runAnalysis(corpus, args, {
        signal: ctx.mcpReq.signal,
        onProgress: async (done, total) => {
          await logTo(serving, ctx, 'debug', `analyze_corpus: analysed ${done} of ${total} prompts`);
          if (progressToken !== undefined) {
            await ctx.mcpReq.notify({
              method: 'notifications/progress',
              params: { progressToken, progress: done, total, message: `Analysed ${done} of ${total} prompts` },
            });
          }
        },
      });
      const out = result.structuredContent as { analyzed?: number; total?: number; stoppedEarly?: boolean } | undefined;
      if (result.isError) await logTo(serving, ctx, 'warning', 'analyze_corpus: no prompts matched');
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

/** The whole call, shared by a plain tools/call and the task that runs it after the response. */
export async function runAnalysis(
  corpus: Corpus,
  { query, kind, paceMs }: AnalyzeCorpusArgs,
  { signal, onProgress }: { signal?: AbortSignal; onProgress?: (done: number, total: number) => Promise<void> | void },
): Promise<CallToolResult> {
  const records: PromptRecord[] = timed('search', () =>
    query === '*'
      ? corpus.records.filter((r) => !kind || r.kind === kind)
      : searchPrompts(corpus, { query, kind, limit: corpus.count, offset: 0 }).hits.map((h) => h.record),
  );
  if (records.length === 0) {
    return toolFailure(`No prompts match "${query}".`, 'Try broader words, or "*" to analyse the whole corpus.');
  }
  analysisStarted();
  let stoppedEarly = true;
  try {
    const result = await timed('analyze', () => analyzeMatches(records, { signal, delayMsPerChunk: paceMs, onProgress }));
    stoppedEarly = result.stoppedEarly;
    const output = { query, ...result };
    const phrases = output.topPhrases
      .slice(0, 5)
      .map((p) => `"${p.phrase}" (${p.count})`)
      .join(', ');
    const text = `${stoppedEarly ? 'Stopped early after' : 'Analysed'} ${output.analyzed} of ${output.total} prompts matching "${query}". Most shared phrases: ${phrases || 'none'}.`;
    return structuredResult(output, text);
  } finally {
    analysisEnded(stoppedEarly);
  }
}
