/**
 * A small least-recently-used map: Map iteration order is insertion order, so the first key is the oldest.
 * Bounded by count, and optionally by bytes: each entry is weighed once when set (`sizeOf`), the
 * oldest go until both bounds hold, and an entry heavier than the whole budget is not kept at all.
 */
export interface LruOptions<K, V> {
  /** The most bytes all entries may weigh together. */
  maxBytes?: number;
  /** An entry's weight in bytes (its key's included, if it counts); required with maxBytes. */
  sizeOf?: (value: V, key: K) => number;
}

export class Lru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly size: number,
    private readonly options: LruOptions<K, V> = {},
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (hit === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps the value (unless it alone outweighs the budget) and returns it either way. */
  set(key: K, value: V): V {
    this.delete(key);
    const { maxBytes = Number.POSITIVE_INFINITY, sizeOf } = this.options;
    const bytes = sizeOf?.(value, key) ?? 0;
    if (bytes > maxBytes) return value;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.entries.size > this.size || this.total > maxBytes) this.delete(this.entries.keys().next().value!);
    return value;
  }

  delete(key: K): void {
    const gone = this.entries.get(key);
    if (gone === undefined) return;
    this.entries.delete(key);
    this.total -= gone.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** What the kept entries weigh together, as sizeOf counted them. */
  get bytes(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }
}
