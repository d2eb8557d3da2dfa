/** Corpus-wide figures, computed once at load: counts, contributors, variables, body lengths. */
import type { PromptKind, PromptRecord } from './types';

export interface CorpusStats {
  count: number;
  byKind: Record<PromptKind, number>;
  forDevs: { true: number; false: number };
  /** Distinct contributor handles. */
  contributors: number;
  topContributors: { contributor: string; count: number }[];
  /** Most used variable names: count = prompts declaring it; defaults = distinct defaults seen (≤ 10). */
  topVariables: { name: string; count: number; defaults: string[] }[];
  /** Prompts declaring at least one variable. */
  withVariables: number;
  /** Body lengths in UTF-16 code units. */
  length: { min: number; median: number; p90: number; max: number; mean: number };
}

const TOP_CONTRIBUTORS = 10;
const TOP_VARIABLES = 15;
const MAX_DEFAULTS = 10;

/** Count desc, then name asc: ties resolve the same way every run. */
function top<T>(counts: Map<string, T & { count: number }>, n: number): (T & { count: number; key: string })[] {
  return [...counts.entries()]
    .map(([key, v]) => ({ key, ...v }))
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, n);
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** variable name → distinct defaults seen anywhere in the corpus, in first-seen order (for argument completion). */
export function variableValueIndex(records: readonly PromptRecord[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const r of records) {
    for (const v of r.variables) {
      const values = index.get(v.name) ?? [];
      if (v.default !== undefined && !values.includes(v.default)) values.push(v.default);
      index.set(v.name, values);
    }
  }
  return index;
}

export function computeStats(records: readonly PromptRecord[]): CorpusStats {
  const byKind: Record<PromptKind, number> = { text: 0, structured: 0, image: 0 };
  const forDevs = { true: 0, false: 0 };
  const contributors = new Map<string, { count: number }>();
  const variables = new Map<string, { count: number; defaults: string[] }>();
  let withVariables = 0;
  for (const r of records) {
    byKind[r.kind]++;
    forDevs[r.forDevs ? 'true' : 'false']++;
    const c = contributors.get(r.contributor) ?? { count: 0 };
    c.count++;
    contributors.set(r.contributor, c);
    if (r.variables.length) withVariables++;
    for (const v of r.variables) {
      const s = variables.get(v.name) ?? { count: 0, defaults: [] };
      s.count++;
      if (v.default !== undefined && !s.defaults.includes(v.default) && s.defaults.length < MAX_DEFAULTS) s.defaults.push(v.default);
      variables.set(v.name, s);
    }
  }
  const lengths = records.map((r) => r.length).sort((a, b) => a - b);
  const sum = lengths.reduce((a, b) => a + b, 0);
  return {
    count: records.length,
    byKind,
    forDevs,
    contributors: contributors.size,
    topContributors: top(contributors, TOP_CONTRIBUTORS).map(({ key, count }) => ({ contributor: key, count })),
    topVariables: top(variables, TOP_VARIABLES).map(({ key, count, defaults }) => ({ name: key, count, defaults })),
    withVariables,
    length: {
      min: lengths[0] ?? 0,
      median: percentile(lengths, 50),
      p90: percentile(lengths, 90),
      max: lengths[lengths.length - 1] ?? 0,
      mean: lengths.length ? Math.round(sum / lengths.length) : 0,
    },
  };
}
