/**
 * A configuration the app must refuse (a production lock with only a demo credential, a malformed
 * origin, the public development secret) stops the instance at startup, with every problem named,
 * instead of failing on the first request. Then, only when an OTLP endpoint is configured, the
 * exporting tracer is loaded and registered: without one, no exporter code is loaded at all.
 */
import { type AppConfig, parseConfig } from './lib/config';

let cfg: AppConfig | undefined;
try {
  cfg = parseConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

export async function startTracing(): Promise<void> {
  if (!cfg?.tracing.exporting) return;
  const [{ registerOtlpTracing }, { SERVER_INFO }] = await Promise.all([import('./lib/telemetry/otlp'), import('./lib/mcp/server-info')]);
  registerOtlpTracing(SERVER_INFO.version);
}
