/**
 * A record's budget in the bytes it is stored as: its JSON. Bodies are already cut at 64 KiB when
 * recorded, but JSON escapes a control character as six bytes (`\u0001`), so 64 KiB can become
 * 384 KiB; headers and the URL arrive uncapped. This cuts each side's headers to their budget, then
 * the bodies and events to what is left, marking every cut, so the stored text never exceeds the
 * record budget. Runs after masking: a cut never leaves half a credential that masking would have caught.
 * Linear in the record's size.
 */
import type { HeaderList, SseEvent, WireExchange, WireResponse } from '../wire/types';
import type { ObservedRecord } from '../wire/observed';

export interface RecordBudget {
  maxRecordBytes: number;
  maxHeaderBytes: number;
}

/** The marker a cut header list ends with: not a header name a client can send, so it cannot be mistaken for one. */
export const HEADERS_CUT = '(cut)';
const ELLIPSIS = '…';

/** Bytes one UTF-16 code unit (or pair) takes in JSON.stringify's UTF-8 output. */
function cost(s: string, i: number): [bytes: number, units: number] {
  const c = s.charCodeAt(i);
  if (c === 0x22 || c === 0x5c || c === 0x08 || c === 0x0c || c === 0x0a || c === 0x0d || c === 0x09) return [2, 1];
  if (c < 0x20) return [6, 1];
  if (c < 0x80) return [1, 1];
  if (c < 0x800) return [2, 1];
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = s.charCodeAt(i + 1);
    return d >= 0xdc00 && d <= 0xdfff ? [4, 2] : [6, 1];
  }
  if (c >= 0xdc00 && c <= 0xdfff) return [6, 1]; // a lone surrogate: escaped
  return [3, 1];
}

/** The bytes `s` takes inside a JSON string (without its quotes). */
export function jsonBytes(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; ) {
    const [b, u] = cost(s, i);
    n += b;
    i += u;
  }
  return n;
}

/** The longest prefix of `s` that takes at most `budget` bytes inside a JSON string. */
export function cutToJsonBytes(s: string, budget: number): string {
  let n = 0;
  let i = 0;
  while (i < s.length) {
    const [b, u] = cost(s, i);
    if (n + b > budget) break;
    n += b;
    i += u;
  }
  return s.slice(0, i);
}

/** Headers in order while they fit `maxBytes` of JSON; the first that does not is cut, the rest dropped, and a marker says how many. */
export function capHeaders(list: HeaderList, maxBytes: number): HeaderList {
  const reserve = 160; // the marker's own entry
  let used = 2;
  const out: [string, string][] = [];
  for (let i = 0; i < list.length; i++) {
    const [k, v] = list[i];
    const entry = jsonBytes(k) + jsonBytes(v) + 6;
    if (used + entry <= maxBytes - reserve) {
      out.push([k, v]);
      used += entry;
      continue;
    }
    const room = maxBytes - reserve - used - jsonBytes(k) - 6 - 3;
    if (room >= 32) out.push([k, `${cutToJsonBytes(v, room)}${ELLIPSIS}`]);
    const dropped = list.length - i - (room >= 32 ? 1 : 0);
    out.push([
      HEADERS_CUT,
      `headers over ${Math.round(maxBytes / 1024)} KiB are not recorded: ${room >= 32 ? 'the last one shown is cut, and ' : ''}${dropped} more left out`,
    ]);
    return out;
  }
  return list;
}

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** Shares `room` among texts of these sizes: each gets what it needs, or an equal share of what is left. */
function waterFill(sizes: number[], room: number): number[] {
  const order = sizes.map((_, i) => i).sort((a, b) => sizes[a] - sizes[b]);
  const give = new Array<number>(sizes.length).fill(0);
  let left = Math.max(0, room);
  order.forEach((i, k) => {
    const share = Math.floor(left / (order.length - k));
    give[i] = Math.min(sizes[i], share);
    left -= give[i];
  });
  return give;
}

/** The record as stored and sent to observers: its JSON, within `maxRecordBytes`. */
export function serializeRecord(record: ObservedRecord, budget: RecordBudget): string {
  const x = record.exchange;
  const urlCap = budget.maxHeaderBytes;
  const url = jsonBytes(x.request.url) > urlCap ? `${cutToJsonBytes(x.request.url, urlCap - 3)}${ELLIPSIS}` : x.request.url;
  const request = { ...x.request, url, headers: capHeaders(x.request.headers, budget.maxHeaderBytes) };
  const response: WireResponse | undefined = x.response && { ...x.response, headers: capHeaders(x.response.headers, budget.maxHeaderBytes) };
  const build = (req: WireExchange['request'], res: WireResponse | undefined): ObservedRecord => ({
    ...record,
    exchange: { ...x, request: req, ...(res ? { response: res } : {}) },
  });
  const whole = JSON.stringify(build(request, response));
  if (utf8(whole) <= budget.maxRecordBytes) return whole;

  // Too big: the bodies and events share what the rest leaves. Events beyond a quarter of the budget
  // in their bare shells (thousands of tiny ones) are dropped from the end first.
  let events: readonly SseEvent[] = response?.events ?? [];
  let shells = 0;
  let kept = 0;
  for (const e of events) {
    shells += utf8(JSON.stringify({ ...e, data: '' })) + 1;
    if (shells > budget.maxRecordBytes / 4) break;
    kept++;
  }
  const eventsCut = kept < events.length;
  events = events.slice(0, kept);
  const texts = [request.body ?? '', response?.body ?? '', ...events.map((e) => e.data)];
  const bare = build(
    { ...request, ...(request.body !== undefined ? { body: '', bodyTruncated: true } : {}) },
    response && { ...response, events: events.map((e) => ({ ...e, data: '' })), ...(response.body !== undefined ? { body: '' } : {}), truncated: true },
  );
  const room = budget.maxRecordBytes - utf8(JSON.stringify(bare)) - 64;
  const sizes = texts.map(jsonBytes);
  const give = waterFill(sizes, room);
  const cut = texts.map((t, i) => (give[i] < sizes[i] ? cutToJsonBytes(t, give[i]) : t));
  const reqCut = request.body !== undefined && give[0] < sizes[0];
  const resCut = eventsCut || give.slice(1).some((g, i) => g < sizes[i + 1]);
  const fitted = build(
    { ...request, ...(request.body !== undefined ? { body: cut[0] } : {}), ...(reqCut || request.bodyTruncated ? { bodyTruncated: true } : {}) },
    response && {
      ...response,
      ...(response.body !== undefined ? { body: cut[1] } : {}),
      events: events.map((e, i) => ({ ...e, data: cut[i + 2] })),
      ...(resCut || response.truncated ? { truncated: true } : {}),
    },
  );
  const text = JSON.stringify(fitted);
  // Only a URL and headers at their caps with a huge client name could still overflow: keep the shell.
  return utf8(text) <= budget.maxRecordBytes ? text : JSON.stringify(bare);
}
