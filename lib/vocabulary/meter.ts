/**
 * The per-call meter: what every tool result carries in `_meta` under one namespaced key, so a
 * caller (and the playground) sees what the call cost and which trace it joined. Pure data: the
 * server writes it, the browser reads it. structuredContent is never touched.
 */
import type { DoorId } from './doors';
import type { EraId } from './eras';
import { BAGGAGE_META_KEY, TRACEPARENT_META_KEY, TRACESTATE_META_KEY } from './protocol';

export const METER_META_KEY = 'io.github.prompts-observatory/meter';

export interface Meter {
  /** The whole call on the server, from its handler's start to its result, in ms. */
  durationMs: number;
  /** Named phases of that time (`searchMs`, `analyzeMs`, `lookupMs`…), in ms; they need not add up to durationMs. */
  breakdown: Record<string, number>;
  /** sha256 of the corpus the answer came from. */
  corpusSha256: string;
  /** The W3C trace id (32 hex) of this request's span: the caller's, when it sent a valid traceparent. */
  traceId: string;
  /** The span that did the work (16 hex): the request's, or for a task's result the span of its run after the request. */
  spanId: string;
  /** The span that one is a child of: the caller's, when a valid traceparent arrived; for a task's result, the request's. */
  parentSpanId?: string;
  door: DoorId | 'stdio';
  era: EraId;
  /**
   * The tool did not run: this is the SDK's earlier answer to the very same request, kept by the door and
   * replayed with this call's id and span (lib/http/answer-cache.ts); durationMs is then 0 and breakdown empty.
   */
  replayed?: true;
}

/** The meter of a result, if it carries one. */
export function meterOf(result: unknown): Meter | undefined {
  const meta = (result as { _meta?: Record<string, unknown> } | null | undefined)?._meta;
  const meter = meta?.[METER_META_KEY] as Meter | undefined;
  return meter && typeof meter === 'object' && typeof meter.durationMs === 'number' ? meter : undefined;
}

/** The trace-context keys a request's `_meta` may carry (W3C names, reserved by MCP outside its prefix rule). */
export const TRACE_META_KEYS = [TRACEPARENT_META_KEY, TRACESTATE_META_KEY, BAGGAGE_META_KEY] as const;
