/**
 * Tracing, knowing nothing of MCP or HTTP: a caller's W3C trace context, the tracer, and one
 * request as a span (ObservedRequest). Server-only: OpenTelemetry never reaches a browser bundle.
 */
import 'server-only';

export { currentRequest, failSpan, ObservedRequest, spanIds, type Timing } from './observed-request';
export { headerCarrier, remoteContext, type TraceCarrier } from './trace-context';
export { exportingTraces, flushTraces, tracer } from './tracer';
