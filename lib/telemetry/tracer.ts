/**
 * The tracer MCP request spans come from. When OTEL_EXPORTER_OTLP_ENDPOINT is set, instrumentation.ts
 * registers an exporting provider globally (./otlp.ts) and it is used. Otherwise a private provider
 * with no span processor: spans still get real W3C ids (the meter reports them, a caller can join
 * its logs on them), and nothing is exported or kept.
 */
import { trace, type Tracer } from '@opentelemetry/api';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';

export const TRACER_NAME = 'prompts-observatory';

/** Set by ./otlp.ts once its provider is the global one. A global symbol: instrumentation and routes may be separate module graphs. */
const REGISTERED = Symbol.for('prompts-observatory.otel.registered');
type Slot = { [REGISTERED]?: { forceFlush: () => Promise<void> } };

let fallback: Tracer | undefined;

export function tracer(): Tracer {
  if ((globalThis as Slot)[REGISTERED]) return trace.getTracer(TRACER_NAME);
  fallback ??= new BasicTracerProvider().getTracer(TRACER_NAME);
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
