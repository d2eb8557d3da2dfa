/**
 * Exporting spans, loaded by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set, so an instance without it never loads the exporter.
 * Registered globally: Next.js's own spans (the HTTP request, the route) join the same traces, the
 * traceparent header is extracted by the standard propagator, and the exporter reads the standard
 * OTEL_EXPORTER_OTLP_* variables (headers, timeout) itself. OTLP over HTTP with JSON bodies.
 */
import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { markRegistered, TRACER_NAME } from './tracer';

export function registerOtlpTracing(serviceVersion: string): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME || TRACER_NAME, 'service.version': serviceVersion }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  markRegistered(provider);
}
