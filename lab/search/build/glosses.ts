/**
 * Each prompt's gloss: what WordNet says its title's words mean (./wordnet.ts), made at build time
 * (../rebuild.ts) and indexed as a third field of the BM25 index, weighted like the body. Title
 * words that many titles share ("generator", "assistant", "expert") say little about one prompt, and
 * their glosses would match everything: they are left out.
 */
import { meaningWords } from '../../../lib/corpus/semantic';
import type { Glosses, PromptRecord } from '../../../lib/corpus/types';

/** Chosen on the dev set (../tune.ts): the two most frequent senses, title words in at most 15 titles. */
export const GLOSS_OPTIONS = { senses: 2, maxTitleFrequency: 15, format: 1 };

/** Made at build time with ./wordnet.ts's describeWord (passed in, so nothing at run time loads the WordNet reader). */
export function titleGlosses(
  records: readonly PromptRecord[],
  wordNet: { source: string; describe: (word: string, senses: number) => string },
  opts = GLOSS_OPTIONS,
): Glosses {
  const titles = records.map((r) => [...new Set(meaningWords(r.title.replace(/[-_]/g, ' ')))]);
  const frequency = new Map<string, number>();
  for (const words of titles) for (const w of words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const described = new Map<string, string>();
  const texts = titles.map((words) =>
    words
      .filter((w) => (frequency.get(w) ?? 0) <= opts.maxTitleFrequency)
      .map((w) => {
        const known = described.get(w);
        if (known !== undefined) return known;
        const text = wordNet.describe(w, opts.senses);
        described.set(w, text);
        return text;
      })
      .filter(Boolean)
      .join(' '),
  );
  return { source: wordNet.source, texts };
}
