/**
 * What a model is told on connect/discover: the corpus, then each tool's own sentence in registration
 * order (a tool's file says how to use it), then the prompts. At most 900 characters (tests check).
 */
import { CORPUS_COUNT_TEXT } from '../vocabulary';
import { TOOLS } from './tools';

export const INSTRUCTIONS = [
  `Prompts Observatory serves a read-only corpus of ${CORPUS_COUNT_TEXT} CC0 generative-AI prompts.`,
  ...TOOLS.map((tool) => tool.instruction),
  'Prompts that declare ${variables} are also MCP prompts (prompts/get fills them; completion suggests values).',
].join(' ');
