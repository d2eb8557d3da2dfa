/**
 * Derives the search's data from the corpus records with the lab's packages: the word list and its
 * English frequency ranks (./word-vectors.ts), the sentence encoder's distilled and learned vectors
 * (./distilled-vectors.ts), the titles' WordNet glosses (./glosses.ts). Minutes of CPU: run only by
 * `npm run corpus -- --rebuild` (../rebuild.ts). Deterministic: the same inputs give the same data.
 */
import type { PromptRecord } from '../../../lib/corpus/types';
import type { SearchData } from '../search-data';
import { distilSemanticIndex } from './distilled-vectors';
import { titleGlosses } from './glosses';
import { loadSentenceEncoder, SENTENCE_MODEL_PACKAGE } from './sentence-encoder';
import { corpusVocabulary, readWordTable, WORD_VECTORS_PACKAGE, wordVectorsFile } from './word-vectors';
import { describeWord, readWordNet, WORDNET_PACKAGE, wordNetDir } from './wordnet';

/**
 * Besides the corpus's own words, the table keeps this many of the most frequent English words (for
 * queries). Each is one encoder call at build time (~2.5 s per thousand on 2 busy cores): chosen on the dev set.
 */
export const COMMON_WORDS = 30_000;

const missing = (pkg: string) => new Error(`${pkg} is not installed in lab/search (npm ci --prefix lab/search)`);

export async function deriveSearchData(records: readonly PromptRecord[], say: (msg: string) => void): Promise<SearchData> {
  const vectors = wordVectorsFile();
  if (!vectors) throw missing(WORD_VECTORS_PACKAGE);
  const wordNet = wordNetDir();
  if (!wordNet) throw missing(WORDNET_PACKAGE);
  const encoder = await loadSentenceEncoder();
  if (!encoder) throw missing(SENTENCE_MODEL_PACKAGE);
  const frequencies = readWordTable(vectors, corpusVocabulary(records), COMMON_WORDS);
  say(`word list: ${frequencies.words.length} words from ${frequencies.source}`);
  const semantic = await distilSemanticIndex(records, frequencies, encoder, { say });
  const wn = readWordNet(wordNet);
  const glosses = titleGlosses(records, { source: wn.source, describe: (word, senses) => describeWord(wn, word, senses) });
  say(`title glosses from ${glosses.source}`);
  return { table: semantic.table, docs: semantic.docs, glosses };
}
