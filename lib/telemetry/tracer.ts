/**
 * The tracer MCP request spans come from. When OTEL_EXPORTER_OTLP_ENDPOINT is set, instrumentation.ts
 * registers an exporting provider globally (./otlp.ts) and it is used. Otherwise a tracer that records
 * nothing: a span is only its context (what the SDK's provider makes of a span its AlwaysOff sampler
 * turns down). Spans still get real W3C ids, children inherit the trace id and the trace state (the
 * meter reports them, a caller can join its logs on them), and no span object, attribute or timestamp
 * is built to be dropped. Only the SDK's id generator is taken from it, not its provider, which nothing
 * needs until spans are exported.
 */
import { type Context, context, isSpanContextValid, type Span, type SpanOptions, trace, type Tracer, TraceFlags } from '@opentelemetry/api';
import { RandomIdGenerator } from '@opentelemetry/sdk-trace-base';
import { instanceSlot } from '../instance-slots';

export const TRACER_NAME = 'prompts-observatory';

/** Set by ./otlp.ts once its provider is the global one. Process-wide: instrumentation and routes may be separate module graphs. */
const registration = () => instanceSlot<{ provider?: { forceFlush: () => Promise<void> } }>('otel-provider', () => ({}));

/** OpenTelemetry's own ids: W3C-valid (never all zero), unlikely to collide, not meant to be unguessable. */
const ids = new RandomIdGenerator();

const idsOnly: Tracer = {
  startSpan(_name: string, options: SpanOptions = {}, ctx: Context = context.active()): Span {
    const parent = options.root ? undefined : trace.getSpanContext(ctx);
    const inherited = parent && isSpanContextValid(parent) ? parent : undefined;
    return trace.wrapSpanContext({
      traceId: inherited?.traceId ?? ids.generateTraceId(),
      spanId: ids.generateSpanId(),
      traceFlags: TraceFlags.NONE,
      traceState: inherited?.traceState,
    });
  },
  // (name, fn) | (name, options, fn) | (name, options, context, fn), as the API declares it
  startActiveSpan<F extends (span: Span) => unknown>(name: string, ...rest: unknown[]): ReturnType<F> {
    const fn = rest.pop() as (span: Span) => ReturnType<F>;
    const [options, ctx = context.active()] = rest as [SpanOptions | undefined, Context | undefined];
    const span = idsOnly.startSpan(name, options, ctx);
    return context.with(trace.setSpan(ctx, span), fn, undefined, span);
  },
};

export function tracer(): Tracer {
  return registration().provider ? trace.getTracer(TRACER_NAME) : idsOnly;
}

/** True when spans leave the process (an OTLP endpoint is configured and registered). */
export function exportingTraces(): boolean {
  return Boolean(registration().provider);
}

/** Sends what is batched now: a serverless instance may be frozen right after its response. */
export async function flushTraces(): Promise<void> {
  await registration().provider?.forceFlush();
}

/** `undefined` takes the registration back (a test that registered its own provider). */
export function markRegistered(provider: { forceFlush: () => Promise<void> } | undefined): void {
  registration().provider = provider;
}
