/**
 * A bound on how deep a message is walked. JSON.parse takes any depth, but everything after it that
 * recurses (pretty-printing, pairing ids, React) overflows the stack on 30,000 levels, and the page
 * that expanded the entry crashes. Past the bound a value is replaced by a marker that says so.
 */

/** Deeper than any MCP message needs (a tool's schema is a dozen levels); shallow enough to lay out. */
const MAX_JSON_DEPTH = 64;

/** `value` with every object or array deeper than `max` levels replaced by the marker; the input is untouched. */
export function capDepth(value: unknown, max = MAX_JSON_DEPTH): unknown {
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || typeof v !== 'object') return v;
    if (depth >= max) return `… nested deeper than ${max} levels (not shown)`;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, depth + 1)]));
  };
  return walk(value, 0);
}
