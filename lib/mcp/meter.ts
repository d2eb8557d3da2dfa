/**
 * The per-call meter, and where the MCP side begins a request's span (lib/telemetry/request-span.ts owns
 * it). Every request a handler serves runs in `inRequestSpan`, the one place a span is named (as
 * OpenTelemetry's MCP conventions do: `tools/call search_prompts`) and parented to the trace context in
 * the request's `_meta`. A tools/call result leaves with the meter in `_meta` (lib/vocabulary/meter.ts):
 * its duration, the phases the tool timed with `timed()`, the corpus it read, the span's ids, the door
 * and era. The same timings go to the transport for its `Server-Timing` header. structuredContent is untouched.
 */
import { exportingTraces, flushTraces, RequestSpan, type Timing } from '../telemetry';
import { type EraId, METER_META_KEY, type Meter } from '../vocabulary';

const ms = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Times one phase of the current tool call into its breakdown as `<phase>Ms` (added up when a phase
 * runs more than once). Sync or async; outside a request's span it just runs `fn`.
 */
export function timed<T>(phase: string, fn: () => T): T {
  const breakdown = RequestSpan.current()?.phases;
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

/** Where a server serves: what its spans and meters say when no door opened the request. */
export interface RequestSite {
  era: EraId;
  /** The transport, when no door opened the request (stdio). */
  transport: 'http' | 'stdio';
  corpusSha256: string;
}

type Params = { name?: unknown; _meta?: Record<string, unknown> } | undefined;

/**
 * Serves one request inside its span: the transport's (the door's), or one opened here (stdio). The
 * span is begun here, named for the method (and tool), parented to `params._meta`'s trace context, and
 * held open until `fn` settles (an SSE answer's work outlasts its headers).
 */
export async function inRequestSpan<T>(method: string, params: Params, site: RequestSite, fn: (request: RequestSpan) => Promise<T>): Promise<T> {
  const opened = RequestSpan.current();
  const request = opened ?? new RequestSpan({ attributes: { 'mcp.door': site.transport } });
  const tool = method === 'tools/call' && typeof params?.name === 'string' ? params.name : undefined;
  request.begin(tool ? `${method} ${tool}` : method, {
    carrier: params?._meta,
    attributes: { 'mcp.method': method, 'mcp.era': site.era, ...(tool ? { 'mcp.tool': tool } : {}) },
  });
  const release = request.hold();
  try {
    return await (opened ? fn(request) : request.run(() => fn(request)));
  } catch (err) {
    request.fail(err);
    throw err;
  } finally {
    release();
  }
}

/** A tools/call in its request's span, measured: the result with its meter in `_meta` (no meter for a result that is not an object). */
export function meteredResult<R>(params: Params, site: RequestSite, run: () => Promise<R>): Promise<R> {
  return inRequestSpan('tools/call', params, site, async (request) => {
    const breakdown: Record<string, number> = {};
    request.phases = breakdown;
    const t0 = performance.now();
    const result = await run();
    const durationMs = ms(performance.now() - t0);
    if (!result || typeof result !== 'object') return result;
    const meter = meterOf(request, site, durationMs, breakdown);
    request.timings = serverTimings(meter, typeof params?.name === 'string' ? params.name : 'tool');
    request.setAttribute('mcp.duration_ms', durationMs);
    if ((result as { isError?: unknown }).isError === true) request.setAttribute('mcp.tool.is_error', true);
    return withMeter(result as object, meter) as R;
  });
}

function meterOf(span: RequestSpan, site: RequestSite, durationMs: number, breakdown: Record<string, number>): Meter {
  return {
    durationMs,
    breakdown,
    corpusSha256: site.corpusSha256,
    ...(span.ids as NonNullable<RequestSpan['ids']>),
    door: String(span.attribute('mcp.door') ?? site.transport) as Meter['door'],
    era: site.era,
  };
}

/**
 * The meter of a tool call a door answered from the SDK's kept answer to the same request
 * (lib/http/answer-cache.ts): the kept meter's door, era and corpus, this request's span (begun here,
 * named for the tool, as a call the SDK serves) and `replayed`. No tool ran, so no time and no phases.
 */
export function replayedMeter(kept: Meter, tool: string): Meter {
  const request = RequestSpan.current();
  request?.begin(`tools/call ${tool}`, { attributes: { 'mcp.method': 'tools/call', 'mcp.era': kept.era, 'mcp.tool': tool, 'mcp.replayed': true } });
  const { parentSpanId: _, ...rest } = kept;
  const meter: Meter = { ...rest, durationMs: 0, breakdown: {}, ...(request?.ids ?? {}), replayed: true };
  if (request) request.timings = serverTimings(meter, tool);
  return meter;
}

/**
 * Meters work that finishes after its request (a task's tool call), from inside that request. When it
 * runs, the work gets its own span, `task <tool>`, a child of the request's span (so a trace shows the
 * request answering at once and the work continuing after it), and the result a meter naming that span:
 * its duration, phases, trace and parent, the request's door and era.
 */
export function meterLater(site: RequestSite, tool: string): <R extends object>(run: () => Promise<R>) => Promise<R> {
  const request = RequestSpan.current();
  return async (run) => {
    const work = request?.child(`task ${tool}`, { 'mcp.tool': tool, 'mcp.era': site.era });
    if (!work) return run();
    const release = work.hold();
    const t0 = performance.now();
    let result: Awaited<ReturnType<typeof run>>;
    try {
      result = await work.run(run);
    } catch (err) {
      work.fail(err);
      throw err;
    } finally {
      release();
      // the request's own flush has long happened: send this span before a serverless instance freezes
      if (exportingTraces()) void flushTraces().catch(() => {});
    }
    return withMeter(result, meterOf(work, site, ms(performance.now() - t0), work.phases));
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
