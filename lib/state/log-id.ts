/**
 * Log entry ids in the Redis Streams format, "<ms>-<seq>", so both backends hand out the same kind
 * of id and a reader can resume from either.
 */
function parse(id: string): [number, number] {
  const [ms, seq] = id.split('-');
  return [Number(ms) || 0, Number(seq) || 0];
}

export function compareLogIds(a: string, b: string): number {
  const [am, as] = parse(a);
  const [bm, bs] = parse(b);
  return am === bm ? as - bs : am - bm;
}

/** The next id after `last`, never going backwards even if the clock does. */
export function nextLogId(last: string | undefined, now = Date.now()): string {
  if (!last) return `${now}-0`;
  const [ms, seq] = parse(last);
  return now > ms ? `${now}-0` : `${ms}-${seq + 1}`;
}
