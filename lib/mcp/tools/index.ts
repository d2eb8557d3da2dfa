/** Every tool, registered in this fixed order (tools/list keeps it). Adding a tool: its file, and one line here. */
import type { Scope } from '../../vocabulary';
import { analyzeCorpusTool } from './analyze-corpus';
import { corpusStatsTool } from './corpus-stats';
import type { DefinedTool } from './define';
import { getPromptTool } from './get-prompt';
import { randomPromptTool } from './random-prompt';
import { refinePromptTool } from './refine-prompt';
import { searchPromptsTool } from './search-prompts';

export const TOOLS: readonly DefinedTool[] = [searchPromptsTool, getPromptTool, randomPromptTool, corpusStatsTool, analyzeCorpusTool, refinePromptTool];

export const TOOL_NAMES: readonly string[] = TOOLS.map((t) => t.name);

/** The tools whose answers a door may keep and replay (lib/http/answer-cache.ts). */
export const REPLAYABLE_TOOLS: ReadonlySet<string> = new Set(TOOLS.filter((t) => t.replayable).map((t) => t.name));

/** What an OAuth door checks per tool, derived from each tool's own `requires`. */
export const TOOL_SCOPES: Readonly<Record<string, readonly Scope[]>> = Object.fromEntries(TOOLS.map((t) => [t.name, t.requires]));

export type { DefinedTool } from './define';
