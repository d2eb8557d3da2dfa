/** get_prompt: one whole record by id. */
import { z } from 'zod';
import { PROMPT_KINDS } from '../../corpus';
import { toolFailure } from '../errors';
import { SCOPE_READ } from '../../vocabulary';
import { timed } from '../meter';
import { defineTool } from './define';

export const getPromptInput = z.object({
  id: z.string().trim().min(1).max(120).describe('A prompt id as returned by search_prompts, e.g. "linux-terminal".'),
});

export const promptRecordSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  kind: z.enum(PROMPT_KINDS),
  forDevs: z.boolean(),
  contributor: z.string(),
  variables: z.array(z.object({ name: z.string(), default: z.string().optional() })).describe('${name} or ${name:default} placeholders in the body.'),
  length: z.number().int(),
});

export const getPromptOutput = z.object({ prompt: promptRecordSchema });

export const getPromptTool = defineTool({
  name: 'get_prompt',
  requires: [SCOPE_READ],
  replayable: true,
  instruction: 'get_prompt reads one whole (so does the prompts://prompt/{id} resource).',
  example: { id: 'linux-terminal' },
  config: {
    title: 'Get a prompt',
    description: 'Reads one prompt from the corpus by id: its full body, kind, contributor and declared variables (read-only).',
    inputSchema: getPromptInput,
    outputSchema: getPromptOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  handler:
    ({ corpus }) =>
    async ({ id }) => {
      const prompt = timed('lookup', () => corpus.byId.get(id));
      if (!prompt) {
        return toolFailure(`No prompt has the id "${id}".`, 'Ids come from search_prompts (e.g. search for the title) or random_prompt.');
      }
      return {
        content: [{ type: 'text', text: `# ${prompt.title}\n\n${prompt.body}` }],
        structuredContent: { prompt: { ...prompt, variables: prompt.variables.map((v) => ({ ...v })) } },
      };
    },
});
