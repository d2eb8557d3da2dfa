/**
 * One request as a span, whoever learns about it first. The transport (the HTTP door) opens an
 * ObservedRequest when the request arrives, with what it knows: the traceparent header and its own
 * attributes. The span itself starts later, backdated to that moment, as soon as the request's own
 * trace context is known (a handler reading `_meta`), or when the door answers without one (a
 * refusal). It ends when the door has answered and every handler has finished, so an SSE response
 * whose work outlasts its headers is covered too. The current one is found through
 * AsyncLocalStorage, so nothing is threaded through the SDK.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Attributes, type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { tracer } from './tracer';

/** A named timing, as the `Server-Timing` header lists it. */
export interface Timing {
  name: string;
  durMs: number;
  desc?: string;
}

const current = new AsyncLocalStorage<ObservedRequest>();

export class ObservedRequest {
  private readonly startTime = performance.timeOrigin + performance.now();
  private readonly fallbackParent: Context;
  private readonly attributes: Attributes;
  private span?: Span;
  private remoteParentId?: string;
  private holds = 0;
  /** Timings for the response's `Server-Timing` header, set by whoever measured the work. */
  timings: Timing[] = [];

  constructor({ parent, attributes = {} }: { parent?: Context; attributes?: Attributes } = {}) {
    // Inside an instrumented server (a global provider), the framework's own span is the next best parent.
    this.fallbackParent = parent ?? context.active();
    this.attributes = attributes;
  }

  /** An attribute set when the request was opened (e.g. the door it came through). */
  attribute(key: string): Attributes[string] {
    return this.attributes[key];
  }

  /**
   * The request's span. The first caller names it and may give a more specific parent (the
   * request's `_meta` trace context); later callers only add attributes.
   */
  begin(name: string, { parent, attributes }: { parent?: Context; attributes?: Attributes } = {}): Span {
    if (this.span) {
      if (attributes) this.span.setAttributes(attributes);
      return this.span;
    }
    const from = parent ?? this.fallbackParent;
    const caller = trace.getSpanContext(from);
    this.remoteParentId = caller?.isRemote ? caller.spanId : undefined;
    this.span = tracer().startSpan(name, { kind: SpanKind.SERVER, startTime: this.startTime, attributes: { ...this.attributes, ...attributes } }, from);
    return this.span;
  }

  /**
   * A span for work this request started that outlives it (a task's run after the response), a child of
   * the request's span; undefined when the request's span never began. The caller ends it.
   */
  child(name: string, attributes: Attributes = {}): Span | undefined {
    if (!this.span) return undefined;
    return tracer().startSpan(name, { kind: SpanKind.INTERNAL, attributes: { ...this.attributes, ...attributes } }, trace.setSpan(context.active(), this.span));
  }

  /** The caller's span this request's span is a child of (a valid traceparent it sent), once begun. */
  get callerSpanId(): string | undefined {
    return this.remoteParentId;
  }

  get started(): boolean {
    return this.span !== undefined;
  }

  /** Keeps the span open until the returned release is called; it ends with the last release. */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds === 0) this.span?.end();
    };
  }

  fail(err: unknown): void {
    if (this.span) failSpan(this.span, err);
  }

  run<T>(fn: () => T): T {
    return current.run(this, fn);
  }
}

/** Marks a span failed, with the exception recorded. */
export function failSpan(span: Span, err: unknown): void {
  if (err instanceof Error) span.recordException(err);
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
}

/** The request being served in this async context, if a transport opened one. */
export function currentRequest(): ObservedRequest | undefined {
  return current.getStore();
}

/** The ids of a span, as the meter reports them. */
export function spanIds(span: Span): { traceId: string; spanId: string } {
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
