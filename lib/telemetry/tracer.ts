/**
 * The tracer MCP request spans come from. When OTEL_EXPORTER_OTLP_ENDPOINT is set, instrumentation.ts
 * registers an exporting provider globally (./otlp.ts) and it is used. Otherwise a private provider
 * that records nothing: its sampler turns every span down at birth, so a span is only its context.
 * Spans still get real W3C ids, children inherit the trace id (the meter reports them, a caller can
 * join its logs on them), and no span object, attribute or timestamp is built to be dropped (about a
 * tenth of a cached search's cost in the door).
 */
import { trace, type Tracer } from '@opentelemetry/api';
import { AlwaysOffSampler, BasicTracerProvider } from '@opentelemetry/sdk-trace-base';

export const TRACER_NAME = 'prompts-observatory';

/** Set by ./otlp.ts once its provider is the global one. A global symbol: instrumentation and routes may be separate module graphs. */
const REGISTERED = Symbol.for('prompts-observatory.otel.registered');
type Slot = { [REGISTERED]?: { forceFlush: () => Promise<void> } };

let fallback: Tracer | undefined;

export function tracer(): Tracer {
  if ((globalThis as Slot)[REGISTERED]) return trace.getTracer(TRACER_NAME);
  fallback ??= new BasicTracerProvider({ sampler: new AlwaysOffSampler() }).getTracer(TRACER_NAME);
  return fallback;
}

/** True when spans leave the process (an OTLP endpoint is configured and registered). */
export function exportingTraces(): boolean {
  return Boolean((globalThis as Slot)[REGISTERED]);
}

/** Sends what is batched now: a serverless instance may be frozen right after its response. */
export async function flushTraces(): Promise<void> {
  await (globalThis as Slot)[REGISTERED]?.forceFlush();
}

export function markRegistered(provider: { forceFlush: () => Promise<void> }): void {
  (globalThis as Slot)[REGISTERED] = provider;
}
