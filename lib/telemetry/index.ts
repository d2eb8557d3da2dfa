/**
 * Tracing, knowing nothing of MCP or HTTP: a caller's W3C trace context, the tracer, and one
 * request as a span (RequestSpan). Server-only: OpenTelemetry never reaches a browser bundle.
 */
import 'server-only';

export { RequestSpan, type SpanIds, type Timing } from './request-span';
export { headerCarrier, type TraceCarrier } from './trace-context';
export { exportingTraces, flushTraces } from './tracer';
