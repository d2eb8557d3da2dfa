/**
 * The per-call meter and the request span, on the MCP side. Every request a handler serves begins
 * its request's span (named as OpenTelemetry's MCP conventions do: `tools/call search_prompts`),
 * parented to the trace context in its `_meta` when that is valid, else to what the transport saw.
 * A tools/call result leaves with the meter in `_meta` (lib/vocabulary/meter.ts): its duration, the
 * phases the tool timed with `timed()`, the corpus it read, the span's ids, the door and era. The
 * same timings go to the transport for its `Server-Timing` header. structuredContent is untouched.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentRequest, exportingTraces, failSpan, flushTraces, ObservedRequest, remoteContext, spanIds, type Timing } from '../telemetry';
import { type EraId, METER_META_KEY, type Meter } from '../vocabulary';

const phases = new AsyncLocalStorage<Record<string, number>>();

const ms = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Times one phase of the current tool call into its breakdown as `<phase>Ms` (added up when a phase
 * runs more than once). Sync or async; outside a metered call it just runs `fn`.
 */
export function timed<T>(phase: string, fn: () => T): T {
  const breakdown = phases.getStore();
  if (!breakdown) return fn();
  const t0 = performance.now();
  const record = () => {
    const key = `${phase}Ms`;
    breakdown[key] = ms((breakdown[key] ?? 0) + performance.now() - t0);
  };
  let result: T;
  try {
    result = fn();
  } catch (err) {
    record();
    throw err;
  }
  if (result instanceof Promise) return result.finally(record) as T;
  record();
  return result;
}

export interface ObserveContext {
  era: EraId;
  /** The transport, when no door opened the request (stdio). */
  transport: 'http' | 'stdio';
  corpusSha256: string;
}

type Params = { name?: unknown; _meta?: Record<string, unknown> } | undefined;

/** The request's span begins here, named and parented from its own params. */
export function beginRequestSpan(request: ObservedRequest, method: string, params: Params, era: EraId) {
  const tool = method === 'tools/call' && typeof params?.name === 'string' ? params.name : undefined;
  return request.begin(tool ? `${method} ${tool}` : method, {
    parent: remoteContext(params?._meta),
    attributes: { 'mcp.method': method, 'mcp.era': era, ...(tool ? { 'mcp.tool': tool } : {}) },
  });
}

/**
 * Serves one request inside its span; a tools/call result comes back metered. The span stays open
 * until `run` settles (an SSE answer's work outlasts its headers).
 */
export async function observeRequest<R>(method: string, params: Params, at: ObserveContext, run: () => Promise<R>): Promise<R> {
  if (method !== 'tools/call') return inRequestSpan(method, params, at, run);
  const { result, meter } = await observeToolCall(params, at, run);
  return meter ? (withMeter(result as object, meter) as R) : result;
}

/**
 * A tools/call in its request's span, measured: the result as the tool returned it and its meter, apart
 * (no meter for a result that is not an object). The fast path splices the meter into bytes it already
 * encoded for that result.
 */
export function observeToolCall<R>(params: Params, at: ObserveContext, run: () => Promise<R>): Promise<{ result: R; meter?: Meter }> {
  return inRequestSpan('tools/call', params, at, async (request, span) => {
    const breakdown: Record<string, number> = {};
    const t0 = performance.now();
    const result = await phases.run(breakdown, run);
    const durationMs = ms(performance.now() - t0);
    if (!result || typeof result !== 'object') return { result };
    const door = String(request.attribute('mcp.door') ?? at.transport) as Meter['door'];
    const callerSpanId = request.callerSpanId;
    const meter: Meter = {
      durationMs,
      breakdown,
      corpusSha256: at.corpusSha256,
      ...spanIds(span),
      ...(callerSpanId ? { parentSpanId: callerSpanId } : {}),
      door,
      era: at.era,
    };
    request.timings = serverTimings(meter, typeof params?.name === 'string' ? params.name : 'tool');
    span.setAttribute('mcp.duration_ms', durationMs);
    if ((result as { isError?: unknown }).isError === true) span.setAttribute('mcp.tool.is_error', true);
    return { result, meter };
  });
}

/** Runs `fn` in the request's span (the transport's request, or one opened here for stdio), held open until it settles. */
async function inRequestSpan<T>(
  method: string,
  params: Params,
  at: ObserveContext,
  fn: (request: ObservedRequest, span: ReturnType<typeof beginRequestSpan>) => Promise<T>,
): Promise<T> {
  const request = currentRequest() ?? new ObservedRequest({ attributes: { 'mcp.door': at.transport } });
  const span = beginRequestSpan(request, method, params, at.era);
  const release = request.hold();
  try {
    return await fn(request, span);
  } catch (err) {
    request.fail(err);
    throw err;
  } finally {
    release();
  }
}

/**
 * Meters work that finishes after its request (a task's tool call), from inside that request. When it
 * runs, the work gets its own span, `task <tool>`, a child of the request's span (so a trace shows the
 * request answering at once and the work continuing after it), and the result a meter naming that span:
 * its duration, phases, trace and parent, the request's door and era.
 */
export function meterLater(at: ObserveContext, tool: string): <R extends object>(run: () => Promise<R>) => Promise<R> {
  const request = currentRequest();
  const door = String(request?.attribute('mcp.door') ?? at.transport) as Meter['door'];
  const requestSpanId = request?.started ? spanIds(request.begin('')).spanId : undefined;
  return async (run) => {
    const span = request?.child(`task ${tool}`, { 'mcp.tool': tool, 'mcp.era': at.era });
    const breakdown: Record<string, number> = {};
    const t0 = performance.now();
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await phases.run(breakdown, run);
    } catch (err) {
      if (span) failSpan(span, err);
      throw err;
    } finally {
      span?.end();
      // the request's own flush has long happened: send this span before a serverless instance freezes
      if (span && exportingTraces()) void flushTraces().catch(() => {});
    }
    if (!span) return result;
    const meter: Meter = {
      durationMs: ms(performance.now() - t0),
      breakdown,
      corpusSha256: at.corpusSha256,
      ...spanIds(span),
      ...(requestSpanId ? { parentSpanId: requestSpanId } : {}),
      door,
      era: at.era,
    };
    return withMeter(result, meter);
  };
}

/** The result with the meter added to its `_meta` (other `_meta` entries kept, the meter first). */
export function withMeter<R extends object>(result: R, meter: Meter): R {
  const meta = (result as { _meta?: unknown })._meta;
  const rest = meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {};
  return { ...result, _meta: { [METER_META_KEY]: meter, ...rest } };
}

/** The meter's timings as `Server-Timing` entries: the call, then each phase. */
export function serverTimings(meter: Meter, tool: string): Timing[] {
  return [
    { name: 'tool', durMs: meter.durationMs, desc: tool },
    ...Object.entries(meter.breakdown).map(([key, durMs]) => ({ name: key.replace(/Ms$/, ''), durMs })),
  ];
}
