/**
 * A record's budget in the bytes it is stored as: its JSON. Bodies are already cut at 64 KiB when
 * recorded, but JSON escapes a control character as six bytes (`\u0001`), so 64 KiB can become
 * 384 KiB; headers and the URL arrive uncapped. This cuts each side's headers to their budget, then
 * the bodies and events to what is left, marking every cut, so the stored text never exceeds the
 * record budget. Runs after masking: a cut never leaves half a credential that masking would have caught.
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

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** The bytes JSON.stringify's UTF-8 output spends on the code unit at `i` (a surrogate pair: 4 on its first half, 0 on its second). */
function unitBytes(s: string, i: number): number {
  const c = s.charCodeAt(i);
  if (c < 0x80) {
    if (c >= 0x20) return c === 0x22 || c === 0x5c ? 2 : 1;
    return c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6;
  }
  if (c < 0x800) return 2;
  if (c < 0xd800 || c > 0xdfff) return 3;
  const high = c <= 0xdbff;
  const pair = high ? isLow(s.charCodeAt(i + 1)) : isHigh(s.charCodeAt(i - 1));
  if (!pair) return 6; // a lone surrogate is escaped
  return high ? 4 : 0;
}
const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The bytes `s` takes inside a JSON string (without its quotes): the engine's own escaping, measured. */
export function jsonBytes(s: string): number {
  return Buffer.byteLength(JSON.stringify(s), 'utf8') - 2;
}

/** The longest prefix of `s` that takes at most `budget` bytes inside a JSON string, never half a surrogate pair. Linear. */
export function cutToJsonBytes(s: string, budget: number): string {
  let n = 0;
  let i = 0;
  for (; i < s.length; i++) {
    const b = unitBytes(s, i);
    if (n + b > budget) break;
    n += b;
  }
  return s.slice(0, i > 0 && isHigh(s.charCodeAt(i - 1)) && isLow(s.charCodeAt(i)) ? i - 1 : i);
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
  const texts = (evs: readonly SseEvent[]) => [request.body ?? '', response?.body ?? '', ...evs.map((e) => e.data)];
  /** The record with every text emptied: what the texts' bytes are added to. */
  const shell = (evs: readonly SseEvent[], marked: boolean) =>
    build(
      { ...request, ...(request.body !== undefined ? { body: '' } : {}), ...(marked ? { bodyTruncated: true } : {}) },
      response && {
        ...response,
        events: evs.map((e) => ({ ...e, data: '' })),
        ...(response.body !== undefined ? { body: '' } : {}),
        ...(marked ? { truncated: true } : {}),
      },
    );
  const all = response?.events ?? [];
  let sizes = texts(all).map(jsonBytes);
  const total = utf8(JSON.stringify(shell(all, false))) + sizes.reduce((a, b) => a + b, 0);
  if (total <= budget.maxRecordBytes) return JSON.stringify(build(request, response));

  // Too big: the bodies and events share what the rest leaves. Events beyond a quarter of the budget
  // in their bare shells (thousands of tiny ones) are dropped from the end first.
  let shells = 0;
  let kept = 0;
  for (const e of all) {
    shells += utf8(JSON.stringify({ ...e, data: '' })) + 1;
    if (shells > budget.maxRecordBytes / 4) break;
    kept++;
  }
  const events = all.slice(0, kept);
  const eventsCut = kept < all.length;
  const bare = shell(events, true);
  const room = budget.maxRecordBytes - utf8(JSON.stringify(bare)) - 64;
  const text = texts(events);
  sizes = sizes.slice(0, text.length);
  const give = waterFill(sizes, room);
  const cut = text.map((t, i) => (give[i] < sizes[i] ? cutToJsonBytes(t, give[i]) : t));
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
  const json = JSON.stringify(fitted);
  // Only a URL and headers at their caps with a huge client name could still overflow: keep the shell.
  return utf8(json) <= budget.maxRecordBytes ? json : JSON.stringify(bare);
}
