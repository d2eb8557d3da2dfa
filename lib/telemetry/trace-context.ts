/**
 * A caller's W3C trace context (traceparent, tracestate, baggage), read from a request's `_meta` or
 * its HTTP headers by OpenTelemetry's own propagators. A malformed or all-zero traceparent yields
 * nothing: the request then starts a trace of its own.
 */
import { type Context, isSpanContextValid, ROOT_CONTEXT, type TextMapGetter, trace } from '@opentelemetry/api';
import { W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';

const traceContext = new W3CTraceContextPropagator();
const baggage = new W3CBaggagePropagator();

/** The three W3C fields, whatever carried them; only strings count. */
export type TraceCarrier = { traceparent?: unknown; tracestate?: unknown; baggage?: unknown };

const getter: TextMapGetter<TraceCarrier> = {
  get: (carrier, key) => {
    const value = (carrier as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  },
  keys: (carrier) => Object.keys(carrier),
};

/** The caller's context, or undefined when no valid traceparent was carried. */
export function remoteContext(carrier: TraceCarrier | null | undefined): Context | undefined {
  if (!carrier || typeof carrier !== 'object' || typeof carrier.traceparent !== 'string') return undefined;
  const withParent = traceContext.extract(ROOT_CONTEXT, carrier, getter);
  const parent = trace.getSpanContext(withParent);
  if (!parent || !isSpanContextValid(parent)) return undefined;
  return baggage.extract(withParent, carrier, getter);
}

/** The trace fields of HTTP request headers, each read when asked (most requests' spans never ask: lib/telemetry/request-span.ts). */
export function headerCarrier(headers: Headers): TraceCarrier {
  return {
    get traceparent() {
      return headers.get('traceparent') ?? undefined;
    },
    get tracestate() {
      return headers.get('tracestate') ?? undefined;
    },
    get baggage() {
      return headers.get('baggage') ?? undefined;
    },
  };
}
