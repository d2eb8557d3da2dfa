/** corpus_stats: what the corpus holds, computed once at load. */
import { z } from 'zod';
import { SCOPE_READ } from '../../vocabulary';
import { defineTool } from './define';
import { structuredResult } from './result';

export const corpusStatsInput = z.object({});

export const corpusStatsOutput = z.object({
  count: z.number().int(),
  sha256: z.string().describe('sha256 of the CSV the server loaded.'),
  byKind: z.object({ text: z.number().int(), structured: z.number().int(), image: z.number().int() }),
  forDevs: z.object({ true: z.number().int(), false: z.number().int() }),
  contributors: z.number().int().describe('Distinct contributors.'),
  topContributors: z.array(z.object({ contributor: z.string(), count: z.number().int() })),
  withVariables: z.number().int().describe('Prompts declaring at least one ${variable}.'),
  topVariables: z.array(z.object({ name: z.string(), count: z.number().int(), defaults: z.array(z.string()) })),
  length: z.object({ min: z.number(), median: z.number(), p90: z.number(), max: z.number(), mean: z.number() }),
});

export const corpusStatsTool = defineTool({
  name: 'corpus_stats',
  requires: [SCOPE_READ],
  replayable: true,
  instruction: 'corpus_stats summarises the corpus.',
  example: {},
  config: {
    title: 'Corpus statistics',
    description:
      'Summarises the whole corpus (read-only): counts by kind and developer flag, top contributors, most used ${variables}, and body length distribution.',
    inputSchema: corpusStatsInput,
    outputSchema: corpusStatsOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  handler:
    ({ corpus }) =>
    async () => {
      const s = corpus.stats;
      const output = { ...s, sha256: corpus.sha256 };
      const text =
        `${s.count} prompts: ${s.byKind.text} text, ${s.byKind.structured} structured, ${s.byKind.image} image; ` +
        `${s.forDevs.true} for developers; ${s.contributors} contributors; ${s.withVariables} declare variables. ` +
        `Median length ${s.length.median} characters.`;
      return structuredResult(output, text);
    },
});
