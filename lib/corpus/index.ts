/** The corpus module's public surface. Knows nothing of MCP or HTTP. */
export { CORPUS_COUNT, CORPUS_SHA256, CORPUS_URL, corpusCsvPath } from './paths';
export { PROMPT_KINDS, type PromptKind, type PromptRecord, type PromptVariable } from './types';
export { CorpusParseError, extractVariables, parseCorpusCsv, slugify } from './parse';
export { CorpusMissingError, getCorpus, loadCorpus, type Corpus } from './load';
export {
  BODY_INDEX_CHARS,
  buildSearchIndex,
  makeSnippet,
  searchPrompts,
  suggestIds,
  type Searchable,
  type SearchHit,
  type SearchIndex,
  type SearchOptions,
  type SearchPage,
} from './search';
export { computeStats, variableValueIndex, type CorpusStats } from './stats';
export { PHRASE_SCAN_CHARS, analyzeMatches, type AnalyzeOptions, type AnalyzeResult } from './analyze';
export { pickRandom } from './random';
export { AnalysisBusyError, createAnalysisPool, type AnalysisPool, type PoolLimits, type PoolRun, type PoolStats } from './analysis-pool';
export { topEntries, type AnalyzableRecord } from './analyze';
