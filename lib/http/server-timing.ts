/**
 * The meter's timings as a `Server-Timing` header (browsers show it in their network panel), set by
 * the door on answers whose timings are known when the headers go out (JSON; an SSE answer's
 * headers leave before its work ends, so its timings are only in the result's meter).
 */
import type { Timing } from '../telemetry';
import { withHeaders } from '../with-headers';

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function withServerTiming(res: Response, timings: readonly Timing[]): Response {
  const value = timings
    .filter((t) => TOKEN.test(t.name) && Number.isFinite(t.durMs))
    .map((t) => `${t.name};dur=${t.durMs}${t.desc ? `;desc=${JSON.stringify(t.desc.replace(/[^\x20-\x7e]/g, ''))}` : ''}`)
    .join(', ');
  if (!value) return res;
  try {
    res.headers.set('Server-Timing', value);
    return res;
  } catch {
    return withHeaders(res, { 'Server-Timing': value }); // immutable headers (a fetched Response): copied, never the body
  }
}
