/**
 * fill_prompt: a prompt's ${variables} filled with the values a person typed into the corpus browser.
 * App-only (`_meta.ui.visibility: ["app"]`): a model has prompts/get for the same; the app has no MCP
 * prompts API through its host, only tools. The filling and its bounds are prompts/get's own.
 */
import { z } from 'zod';
import { SCOPE_READ } from '../../vocabulary';
import { toolFailure } from '../errors';
import { argumentsOverLimit, fillVariables, PROMPT_ARGUMENT_MAX_BYTES } from '../prompts';
import { defineTool } from '../tools/define';
import { linkedToolMeta } from './corpus-browser';

/** More names than any corpus prompt declares (the most is under 30). */
const MAX_VALUES = 64;

export const fillPromptInput = z.object({
  id: z.string().trim().min(1).max(120).describe('A prompt id as returned by search_prompts.'),
  values: z
    .record(z.string().max(120), z.string().max(PROMPT_ARGUMENT_MAX_BYTES))
    .refine((v) => Object.keys(v).length <= MAX_VALUES, { error: `at most ${MAX_VALUES} values` })
    .describe('A value per variable name; a variable left out keeps its default, or stays as ${name} when it has none.'),
});

export const fillPromptOutput = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string().describe('The body with every given variable filled.'),
  unfilled: z.array(z.string()).describe('Variables with neither a value nor a default, left as ${name}.'),
});

export const fillPromptTool = defineTool({
  name: 'fill_prompt',
  requires: [SCOPE_READ],
  instruction: 'fill_prompt is for the corpus browser app only.',
  example: { id: 'linux-terminal', values: {} },
  config: {
    title: 'Fill a prompt',
    description: "Fills one prompt's ${variables} with the given values (read-only). Called by the corpus browser app.",
    inputSchema: fillPromptInput,
    outputSchema: fillPromptOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    // Both keys, as ext-apps' registerAppTool writes them; visibility ["app"]: hosts hide it from the model.
    _meta: linkedToolMeta(['app']),
  },
  handler:
    ({ corpus }) =>
    async ({ id, values }) => {
      const prompt = corpus.byId.get(id);
      if (!prompt) return toolFailure(`No prompt has the id "${id}".`, 'Ids come from search_prompts.');
      const oversize = argumentsOverLimit(values);
      if (oversize) return toolFailure(`The values are too large: ${oversize}`, 'Shorten them.');
      const unfilled = prompt.variables.filter((v) => v.default === undefined && !Object.hasOwn(values, v.name)).map((v) => v.name);
      const output = { id, title: prompt.title, text: fillVariables(prompt.body, values), unfilled };
      return { content: [{ type: 'text', text: output.text }], structuredContent: output };
    },
});
