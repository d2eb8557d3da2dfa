/**
 * A MiniSearch index's state as it is in memory (its Maps and radix tree), for the snapshot to write with
 * v8.serialize. Restoring it is a structured clone: about four times faster than JSON.parse plus
 * `MiniSearch.loadJS`, which rebuilds the index term by term (~150 ms of a ~1.2 s cold start).
 * These fields are private in MiniSearch's types (stable within 7.x, and top-k.ts reads them too); the
 * snapshot's fingerprint includes `miniStateShape()`, so a MiniSearch that keeps other fields ignores old
 * snapshots and the corpus is built from the CSV instead.
 */
import MiniSearch, { type Options } from 'minisearch';

const FIELDS = ['_documentCount', '_nextId', '_fieldIds', '_avgFieldLength', '_dirtCount', '_documentIds', '_fieldLength', '_storedFields'] as const;

type Internals = Record<(typeof FIELDS)[number], unknown> & { _documentIds: Map<number, string>; _index: { _tree: unknown } };

export interface MiniState {
  fields: Record<(typeof FIELDS)[number], unknown>;
  tree: unknown;
}

export function miniState(mini: MiniSearch): MiniState {
  const m = mini as unknown as Internals;
  return { fields: Object.fromEntries(FIELDS.map((f) => [f, m[f]])) as MiniState['fields'], tree: m._index._tree };
}

export function restoreMini<T>(state: MiniState, options: Options<T>): MiniSearch<T> {
  const mini = new MiniSearch<T>(options);
  const m = mini as unknown as Internals & { _idToShortId: Map<string, number> };
  Object.assign(m, state.fields);
  m._index._tree = state.tree;
  m._idToShortId = new Map([...m._documentIds].map(([short, id]) => [id, short]));
  return mini;
}

/** The field names of MiniSearch and of its index map: they change when its internals do. */
export function miniStateShape(): string {
  const m = new MiniSearch({ fields: ['x'] }) as unknown as Internals;
  return `${Object.keys(m).sort()};${Object.keys(m._index).sort()}`;
}
