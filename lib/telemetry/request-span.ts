/**
 * One request as a span, owned here and nowhere else. A transport opens a RequestSpan when the request
 * arrives, with what it knows: the trace fields of its headers and its own attributes. The span itself
 * is begun once, backdated to that moment, by whoever first knows the request's JSON-RPC method: the MCP
 * side (lib/mcp/meter.ts `inRequestSpan`), parented once to the trace context in the request's own
 * `_meta` when that is valid, else to the headers'; or the transport when it answers without a handler
 * (a refusal). It ends once, when the transport has answered and every handler has released it, so an
 * SSE answer whose work outlasts its headers is covered too. The current one, with the phases the work
 * timed for the meter, is found through one AsyncLocalStorage, so nothing is threaded through the SDK.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type Attributes, type Context, context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { remoteContext, type TraceCarrier } from './trace-context';
import { exportingTraces, tracer } from './tracer';

/** A named timing, as the `Server-Timing` header lists it. */
export interface Timing {
  name: string;
  durMs: number;
  desc?: string;
}

/** A span's ids as the meter reports them; `parentSpanId` only for a caller's span or the request's own (work it started). */
export interface SpanIds {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
}

const current = new AsyncLocalStorage<RequestSpan>();

export class RequestSpan {
  private readonly startTime = performance.timeOrigin + performance.now();
  // Inside an instrumented server (a global provider), the framework's own span (active now) is the next best parent.
  private readonly active = context.active();
  /** Begun, as `begin` was asked: the span itself is made at once when spans are exported, else only when its ids are read. */
  private begun?: { name: string; carrier?: TraceCarrier; attributes?: Attributes };
  private span?: Span;
  private parentId?: string;
  private holds = 0;
  /** The phases the current work timed, as `<phase>Ms` (lib/mcp/meter.ts `timed`); a metered call starts a fresh record. */
  phases: Record<string, number> = {};
  /** Timings for the response's `Server-Timing` header, set by whoever measured the work. */
  timings: Timing[] = [];

  /** `carrier`: the transport's trace fields (HTTP headers); `parent`: a span of this process (a child's). */
  constructor(
    private readonly opened: { carrier?: TraceCarrier; parent?: Context; attributes?: Attributes } = {},
    private readonly kind: SpanKind = SpanKind.SERVER,
  ) {}

  /** The request being served in this async context, if a transport (or the MCP side, for stdio) opened one. */
  static current(): RequestSpan | undefined {
    return current.getStore();
  }

  /** An attribute set when the request was opened (e.g. the door it came through). */
  attribute(key: string): Attributes[string] {
    return this.opened.attributes?.[key];
  }

  /**
   * Begins the span: named, and parented to `carrier` (the request's `_meta`) when it holds a valid
   * trace context. Only the first call begins it; later calls add their attributes. With no exporter
   * nothing is recorded and a span is only its ids: those are drawn (and the caller's traceparent
   * parsed) when first read, so a request whose ids nobody reads (a list) does no span work at all.
   */
  begin(name: string, { carrier, attributes }: { carrier?: TraceCarrier; attributes?: Attributes } = {}): void {
    if (this.begun) {
      if (attributes) this.span?.setAttributes(attributes);
      return;
    }
    this.begun = { name, carrier, attributes };
    if (exportingTraces()) this.made();
  }

  /** The span, made from what `begin` was given; undefined before it. */
  private made(): Span | undefined {
    if (this.span || !this.begun) return this.span;
    const { name, carrier, attributes } = this.begun;
    const from = remoteContext(carrier) ?? this.opened.parent ?? remoteContext(this.opened.carrier) ?? this.active;
    const parent = trace.getSpanContext(from);
    this.parentId = parent && (parent.isRemote || this.kind === SpanKind.INTERNAL) ? parent.spanId : undefined;
    this.span = tracer().startSpan(name, { kind: this.kind, startTime: this.startTime, attributes: { ...this.opened.attributes, ...attributes } }, from);
    return this.span;
  }

  /** The span's ids, once begun. */
  get ids(): SpanIds | undefined {
    const span = this.made();
    if (!span) return undefined;
    const { traceId, spanId } = span.spanContext();
    return { traceId, spanId, ...(this.parentId ? { parentSpanId: this.parentId } : {}) };
  }

  /**
   * Work this request started that outlives it (a task's run after the response): its own span, begun
   * now as a child of this one, with its own phases; undefined when this span never began. Hold it while
   * the work runs, in `run`.
   */
  child(name: string, attributes: Attributes = {}): RequestSpan | undefined {
    const span = this.made();
    if (!span) return undefined;
    const parent = trace.setSpan(context.active(), span);
    const work = new RequestSpan({ parent, attributes: { ...this.opened.attributes, ...attributes } }, SpanKind.INTERNAL);
    work.begin(name);
    work.made();
    return work;
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
    if (!this.span) return;
    if (err instanceof Error) this.span.recordException(err);
    this.span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
  }

  setAttribute(key: string, value: string | number | boolean): void {
    this.span?.setAttribute(key, value);
  }

  run<T>(fn: () => T): T {
    return current.run(this, fn);
  }
}
