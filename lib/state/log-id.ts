/**
 * Log entry ids in the Redis Streams format, "<ms>-<seq>", so both backends hand out the same kind
 * of id and a reader can resume from either.
 */
const LOG_ID = /^\d{1,16}-\d{1,16}$/;

/** For ids that come from outside (a Last-Event-ID header, a query string): check before reading. */
export function isLogId(id: string): boolean {
  return LOG_ID.test(id);
}

/** Both backends refuse a malformed id the same way, rather than Redis erroring and memory guessing. */
export function assertLogId(id: string): void {
  if (!isLogId(id)) throw new RangeError(`"${id.slice(0, 40)}" is not a log entry id (expected "<ms>-<seq>")`);
}

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
