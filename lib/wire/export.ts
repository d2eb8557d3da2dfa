/** Session export: the transcript as a JSON document, secrets masked, frames decoded beside the raw wire. */
import { detectEra } from './era';
import { exchangeFrames } from './frames';
import { maskExchange } from './mask';
import type { TranscriptSnapshot } from './store';

export interface SessionMeta {
  door: string;
  era: string;
  endpoint: string;
}

export function exportSession(snapshot: TranscriptSnapshot, meta: SessionMeta, exportedAt = new Date()) {
  return {
    format: 'mcp-observatory.session/1',
    exportedAt: exportedAt.toISOString(),
    ...meta,
    droppedEntries: snapshot.dropped,
    exchanges: snapshot.entries.map((e) => {
      const exchange = maskExchange(e.exchange);
      return {
        ...exchange,
        method: e.method,
        outcome: e.outcome,
        durationMs: e.durationMs,
        era: detectEra(e.exchange),
        frames: exchangeFrames(e.exchange).map(({ direction, kind, message, atMs }) => ({ direction, kind, atMs, message })),
      };
    }),
  };
}
