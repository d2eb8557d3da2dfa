/**
 * The BM25 index, owned outright: term postings per field in flat typed arrays, and the vocabulary in
 * MiniSearch's public radix tree (`minisearch/SearchableMap`) for prefix and fuzzy expansion. It is
 * built the way MiniSearch 7 builds its own (same tokens, term frequencies, field lengths counted as
 * distinct raw tokens, running average field length, terms in order of first appearance, so the tree
 * and its iteration order are the same), so ./top-k.ts scores exactly as MiniSearch's `search`:
 * tests/corpus/top-k.test.ts compares it with a real MiniSearch built from the same records.
 * Nothing here reads another library's private fields; the snapshot stores these arrays as they are.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** How a document's fields are turned into terms (the same functions a MiniSearch would be given). */
export interface LexicalOptions {
  fields: readonly string[];
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | null;
}

/** What the snapshot stores (everything but the vocabulary tree, rebuilt from `terms` on restore). */
export interface LexicalData {
  fieldCount: number;
  documentCount: number;
  /** Index terms in order of first appearance; a term's id is its position. */
  terms: string[];
  /** Postings of term t in field f: docs/tfs[start[t·F + f] … start[t·F + f + 1]), documents ascending. */
  start: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
  /** Per document and field (d·F + f): its number of distinct raw tokens, as MiniSearch counts it. */
  fieldLength: Int32Array;
  avgFieldLength: Float64Array;
}

export interface LexicalIndex extends LexicalData {
  vocabulary: SearchableMap<number>;
}

/** Indexes documents (each its field texts, in `fields` order); a document's id is its position. */
export function buildLexicalIndex(documents: readonly (readonly string[])[], opts: LexicalOptions): LexicalIndex {
  const F = opts.fields.length;
  const ids = new Map<string, number>();
  const terms: string[] = [];
  // per term·field: (doc, tf) pairs, documents in order
  const lists: number[][] = [];
  const fieldLength = new Int32Array(documents.length * F);
  const avgFieldLength = new Float64Array(F);
  documents.forEach((fields, doc) => {
    for (let f = 0; f < F; f++) {
      const tokens = opts.tokenize(fields[f] ?? '');
      const length = new Set(tokens).size;
      fieldLength[doc * F + f] = length;
      // MiniSearch's running average, operation for operation (the score depends on its rounding)
      avgFieldLength[f] = (avgFieldLength[f]! * doc + length) / (doc + 1);
      for (const token of tokens) {
        const term = opts.processTerm(token);
        if (!term) continue;
        let id = ids.get(term);
        if (id === undefined) {
          id = terms.length;
          ids.set(term, id);
          terms.push(term);
        }
        let list = lists[id * F + f];
        if (!list) {
          list = [];
          lists[id * F + f] = list;
        }
        if (list[list.length - 2] === doc) list[list.length - 1]!++;
        else list.push(doc, 1);
      }
    }
  });
  const start = new Int32Array(terms.length * F + 1);
  let total = 0;
  for (let i = 0; i < terms.length * F; i++) {
    start[i] = total;
    total += (lists[i]?.length ?? 0) / 2;
  }
  start[terms.length * F] = total;
  const docs = new Int32Array(total);
  const tfs = new Int32Array(total);
  for (let i = 0; i < terms.length * F; i++) {
    const list = lists[i];
    if (!list) continue;
    for (let j = 0, at = start[i]!; j < list.length; j += 2, at++) {
      docs[at] = list[j]!;
      tfs[at] = list[j + 1]!;
    }
  }
  return withVocabulary({ fieldCount: F, documentCount: documents.length, terms, start, docs, tfs, fieldLength, avgFieldLength });
}

/** The index from its stored arrays: the vocabulary tree rebuilt in the same insertion order. */
export function withVocabulary(data: LexicalData): LexicalIndex {
  const vocabulary = new SearchableMap<number>();
  data.terms.forEach((term, id) => {
    vocabulary.set(term, id);
  });
  return { ...data, vocabulary };
}

/** The stored part of an index. */
export function lexicalData(index: LexicalIndex): LexicalData {
  const { vocabulary: _tree, ...data } = index;
  return data;
}

/** Document frequency of every term (in any field). */
export function documentFrequencies(index: LexicalData): Map<string, number> {
  const F = index.fieldCount;
  const df = new Map<string, number>();
  const seen = new Set<number>();
  index.terms.forEach((term, id) => {
    seen.clear();
    for (let f = 0; f < F; f++) for (let at = index.start[id * F + f]!; at < index.start[id * F + f + 1]!; at++) seen.add(index.docs[at]!);
    df.set(term, seen.size);
  });
  return df;
}
