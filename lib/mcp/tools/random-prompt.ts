/** random_prompt: one prompt at random, repeatable with a seed. */
import { z } from 'zod';
import { PROMPT_KINDS, pickRandom } from '../../corpus';
import { toolFailure } from '../errors';
import { promptRecordSchema } from './get-prompt';
import { SCOPE_READ } from '../../vocabulary';
import { timed } from '../meter';
import { defineTool } from './define';

export const randomPromptInput = z.object({
  kind: z.enum(PROMPT_KINDS).optional().describe('Only draw from prompts of this kind.'),
  seed: z
    .union([z.string().max(100), z.number().int()])
    .optional()
    .describe('Same seed, same prompt. Omit for a fresh draw.'),
});

export const randomPromptOutput = z.object({ prompt: promptRecordSchema, seeded: z.boolean() });

export const randomPromptTool = defineTool({
  name: 'random_prompt',
  requires: [SCOPE_READ],
  instruction: 'random_prompt draws one (pass a seed to repeat it).',
  example: { seed: 7 },
  config: {
    title: 'Random prompt',
    description: 'Draws one prompt from the corpus at random (read-only); deterministic when a seed is given.',
    inputSchema: randomPromptInput,
    outputSchema: randomPromptOutput,
    // Not idempotent without a seed: two calls may differ.
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  },
  handler:
    ({ corpus }) =>
    async ({ kind, seed }) => {
      const prompt = timed('pick', () => pickRandom(corpus.records, { kind, seed }));
      if (!prompt) return toolFailure(`The corpus has no prompts of kind "${kind}".`, 'Use text, structured or image.');
      return {
        content: [{ type: 'text', text: `# ${prompt.title} (${prompt.id})\n\n${prompt.body}` }],
        structuredContent: { prompt: { ...prompt, variables: prompt.variables.map((v) => ({ ...v })) }, seeded: seed !== undefined },
      };
    },
});
