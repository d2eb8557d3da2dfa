/** Every tool, registered in this fixed order (tools/list keeps it). */
import { analyzeCorpusTool } from './analyze-corpus';
import { corpusStatsTool } from './corpus-stats';
import { getPromptTool } from './get-prompt';
import { randomPromptTool } from './random-prompt';
import { refinePromptTool } from './refine-prompt';
import { searchPromptsTool } from './search-prompts';

export const TOOLS = [searchPromptsTool, getPromptTool, randomPromptTool, corpusStatsTool, analyzeCorpusTool, refinePromptTool] as const;

export const TOOL_NAMES: readonly string[] = TOOLS.map((t) => t.name);
