/** NumericDate claims (seconds since the epoch) shown as a date and relative to now ("in 9 min"). */
const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relative(seconds: number, nowMs = Date.now()): string {
  const diff = seconds - Math.floor(nowMs / 1000);
  const abs = Math.abs(diff);
  if (abs < 60) return rtf.format(diff, 'second');
  if (abs < 3600) return rtf.format(Math.round(diff / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(diff / 3600), 'hour');
  return rtf.format(Math.round(diff / 86400), 'day');
}

export function absolute(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
}
