/** The corpus module's public surface. Knows nothing of MCP or HTTP. */
export { PROMPT_KINDS, type PromptRecord } from './types';
export { CorpusMissingError, getCorpus, type Corpus } from './load';
export { searchPrompts, suggestIds } from './search';
export { variableValueIndex } from './stats';
export { topEntries, type AnalyzeResult } from './analyze';
export { pickRandom } from './random';
export { AnalysisBusyError, createAnalysisPool, type AnalysisPool, type PoolLimits } from './analysis-pool';
