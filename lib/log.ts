/**
 * Server log lines that a caller can trigger (a bad key set, an unreachable IdP) must not let that
 * caller flood the log. The same line is written at most once a minute; when it comes back after
 * that, it says how many copies were held back. Lines go to stderr (stdout may be the stdio protocol).
 */
import 'server-only';
const WINDOW_MS = 60_000;
const MAX_LINES = 500;
const seen = new Map<string, { at: number; suppressed: number }>();

export function logThrottled(message: string, detail?: string, now = Date.now()): void {
  const line = detail === undefined ? message : `${message} ${detail}`;
  const entry = seen.get(line);
  if (entry && now - entry.at < WINDOW_MS) {
    entry.suppressed += 1;
    return;
  }
  const note = entry?.suppressed ? ` (and ${entry.suppressed} identical line${entry.suppressed === 1 ? '' : 's'} held back in the last minute)` : '';
  if (!entry && seen.size >= MAX_LINES) seen.delete(seen.keys().next().value as string);
  seen.set(line, { at: now, suppressed: 0 });
  console.error(`${line}${note}`);
}
