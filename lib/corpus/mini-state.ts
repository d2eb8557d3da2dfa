/**
 * A MiniSearch index's state as it is in memory (its Maps and radix tree), for the snapshot to write with
 * v8.serialize. Restoring it is a structured clone: about four times faster than JSON.parse plus
 * `MiniSearch.loadJS`, which rebuilds the index term by term (~150 ms of a ~1.2 s cold start).
 * The postings (per term: field → document → frequency, ~24,000 Maps) are written flat in one
 * Int32Array and each term's are decoded when a query first reads them: cloning them as Maps was
 * two thirds of restoring the index (~30 ms of a cold start), and a query reads a few dozen terms.
 * These fields are private in MiniSearch's types (stable within 7.x, and top-k.ts reads them too); the
 * snapshot's fingerprint includes `miniStateShape()`, so a MiniSearch that keeps other fields ignores old
 * snapshots and the corpus is built from the CSV instead.
 */
import MiniSearch, { type Options } from 'minisearch';

const FIELDS = ['_documentCount', '_nextId', '_fieldIds', '_avgFieldLength', '_dirtCount', '_documentIds', '_fieldLength', '_storedFields'] as const;

/** One term's postings as MiniSearch keeps them: field id → (document short id → term frequency). */
export type TermData = Map<number, Map<number, number>>;
/** A leaf of a restored tree: an offset into its flat postings until first read, then the term's Maps. */
export type Leaf = TermData | number;

/** The key under which a radix tree node holds its term's value (MiniSearch's LEAF). */
const LEAF = '';
type TreeNode = Map<string, unknown>;

type Internals = Record<(typeof FIELDS)[number], unknown> & {
  _documentIds: Map<number, string>;
  _index: { _tree: TreeNode; set(term: string, data: TermData): unknown; [Symbol.iterator](): Iterator<[string, Leaf]> };
};

export interface MiniState {
  fields: Record<(typeof FIELDS)[number], unknown>;
  /** The radix tree, each leaf an offset into `postings`. */
  tree: unknown;
  /** Every term's postings one after another: its number of fields, then per field its id, its number of documents and (document, frequency) pairs. */
  postings: Int32Array;
}

/** The flat postings a restored index's offsets point into. */
const flatPostings = new WeakMap<object, Int32Array>();

export function miniState(mini: MiniSearch): MiniState {
  const m = mini as unknown as Internals;
  const postings: number[] = [];
  const encode = (node: TreeNode): TreeNode => {
    const copy: TreeNode = new Map();
    for (const [key, child] of node) {
      if (key !== LEAF) copy.set(key, encode(child as TreeNode));
      else {
        copy.set(key, postings.length);
        const data = typeof child === 'number' ? decodeLeaf(flatPostings.get(mini)!, child) : (child as TermData);
        postings.push(data.size);
        for (const [field, docs] of data) {
          postings.push(field, docs.size);
          for (const [doc, tf] of docs) postings.push(doc, tf);
        }
      }
    }
    return copy;
  };
  const tree = encode(m._index._tree);
  return { fields: Object.fromEntries(FIELDS.map((f) => [f, m[f]])) as MiniState['fields'], tree, postings: Int32Array.from(postings) };
}

export function restoreMini<T>(state: MiniState, options: Options<T>): MiniSearch<T> {
  const mini = new MiniSearch<T>(options);
  const m = mini as unknown as Internals & { _idToShortId: Map<string, number> };
  Object.assign(m, state.fields);
  m._index._tree = state.tree as TreeNode;
  m._idToShortId = new Map([...m._documentIds].map(([short, id]) => [id, short]));
  flatPostings.set(mini, state.postings);
  return mini;
}

function decodeLeaf(postings: Int32Array, at: number): TermData {
  const data: TermData = new Map();
  let i = at;
  const fields = postings[i++]!;
  for (let f = 0; f < fields; f++) {
    const field = postings[i++]!;
    const n = postings[i++]!;
    const docs = new Map<number, number>();
    for (let j = 0; j < n; j++, i += 2) docs.set(postings[i]!, postings[i + 1]!);
    data.set(field, docs);
  }
  return data;
}

/** A term's postings from a leaf of the tree: decoded on first read (then kept in the tree), as is otherwise. */
export function termData(mini: object, term: string, leaf: Leaf): TermData {
  if (typeof leaf !== 'number') return leaf;
  const data = decodeLeaf(flatPostings.get(mini)!, leaf);
  (mini as Internals)._index.set(term, data); // an existing key: the tree's shape and order are unchanged
  return data;
}

/** Decodes every leaf: MiniSearch's own methods (search, …) read the tree's leaves as Maps. */
export function decodeAllLeaves(mini: object): void {
  if (!flatPostings.has(mini)) return;
  for (const [term, leaf] of (mini as unknown as Internals)._index) termData(mini, term, leaf);
  flatPostings.delete(mini);
}

/** The field names of MiniSearch and of its index map: they change when its internals do. */
export function miniStateShape(): string {
  const m = new MiniSearch({ fields: ['x'] }) as unknown as Internals;
  return `${Object.keys(m).sort()};${Object.keys(m._index).sort()}`;
}
