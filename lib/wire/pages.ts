/**
 * A paginated list read to the end is many exchanges but one call: the first page, then one request
 * per `nextCursor` until a page comes back without one. These helpers find such runs in a
 * transcript and read each page's cursors, so a view can show the call once, with its cursors.
 */
import { exchangeFrames } from './frames';
import type { TranscriptEntry } from './store';

export type WireItem = { kind: 'single'; entry: TranscriptEntry } | { kind: 'pages'; method: string; pages: TranscriptEntry[] };

export interface PageFacts {
  /** The cursor the request sent (none on the first page). */
  cursor?: string;
  /** The cursor the result handed back (none on the last page). */
  nextCursor?: string;
  /** How many items the page held (its result's list). */
  items?: number;
}

type Json = Record<string, unknown>;

export function pageFacts(entry: TranscriptEntry): PageFacts {
  const frames = exchangeFrames(entry.exchange);
  const sent = frames.find((f) => f.direction === 'sent' && f.kind === 'request')?.message as { params?: { cursor?: unknown } } | undefined;
  const result = frames.find((f) => f.direction === 'received' && f.kind === 'result' && f.id === entry.rpcId)?.message as { result?: Json } | undefined;
  const list = result?.result ? Object.values(result.result).find(Array.isArray) : undefined;
  const cursor = sent?.params?.cursor;
  const next = result?.result?.nextCursor;
  return {
    ...(typeof cursor === 'string' ? { cursor } : {}),
    ...(typeof next === 'string' ? { nextCursor: next } : {}),
    ...(list ? { items: list.length } : {}),
  };
}

/** Groups each run of a list method whose later requests follow the previous page's cursor into one item. */
export function groupPages(entries: readonly TranscriptEntry[]): WireItem[] {
  const items: WireItem[] = [];
  for (const entry of entries) {
    const last = items.at(-1);
    const prev = last?.kind === 'pages' ? last.pages.at(-1) : last?.entry;
    const cursor = pageFacts(entry).cursor;
    const follows = prev !== undefined && prev.method === entry.method && cursor !== undefined && pageFacts(prev).nextCursor === cursor;
    if (follows && last?.kind === 'pages') last.pages.push(entry);
    else if (follows && last?.kind === 'single') items[items.length - 1] = { kind: 'pages', method: entry.method!, pages: [last.entry, entry] };
    else items.push({ kind: 'single', entry });
  }
  return items;
}
