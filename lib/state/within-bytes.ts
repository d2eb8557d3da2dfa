/** The leading entries whose values add up to at most `maxBytes` (UTF-8); the first always comes, so a reader advances. */
export function withinBytes<T extends { value: string }>(entries: T[], maxBytes: number): T[] {
  if (!Number.isFinite(maxBytes)) return entries;
  let total = 0;
  let n = 0;
  for (const e of entries) {
    total += Buffer.byteLength(e.value, 'utf8');
    if (n > 0 && total > maxBytes) break;
    n++;
  }
  return entries.slice(0, n);
}
