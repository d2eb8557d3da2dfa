/** The pinned corpus's size (its sha256 is pinned in lib/corpus/paths.ts; the loader checks both). Written once; prose interpolates it. */
export const CORPUS_COUNT = 1381;
export const CORPUS_COUNT_TEXT = CORPUS_COUNT.toLocaleString('en-US');
