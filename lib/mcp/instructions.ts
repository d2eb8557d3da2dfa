/** What a model is told on connect/discover. At most 900 characters; every tool it names is registered (tests check both). */
import { CORPUS_COUNT_TEXT } from '../vocabulary';

export const INSTRUCTIONS = [
  `Prompts Observatory serves a read-only corpus of ${CORPUS_COUNT_TEXT} CC0 generative-AI prompts.`,
  'Find prompts with search_prompts (describe the need in plain words; filter by kind or forDevs), then read one whole with get_prompt or the prompts://prompt/{id} resource.',
  'random_prompt draws one (pass a seed to repeat it); corpus_stats summarises the corpus.',
  'analyze_corpus reads every match of a query (or "*") and reports shared phrases and variables, with progress; it can be cancelled.',
  'refine_prompt asks your model, via sampling, to adapt a prompt to a goal; without sampling it returns a deterministic draft and says why.',
  'Prompts that declare ${variables} are also MCP prompts (prompts/get fills them; completion suggests values).',
].join(' ');
