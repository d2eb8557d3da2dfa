/**
 * A configuration the app must refuse (a production lock with only a demo credential, a malformed
 * origin, the public development secret) stops the instance at startup, with every problem named,
 * instead of failing on the first request. Then, only when an OTLP endpoint is configured, the
 * exporting tracer is loaded and registered: without one, no exporter code is loaded at all. And the
 * corpus files start loading.
 */
import { type AppConfig, parseConfig } from './lib/config';
import { corpusCsvPath } from './lib/corpus/paths';
import { preloadCorpusFiles } from './lib/corpus/preload';

let cfg: AppConfig | undefined;
try {
  cfg = parseConfig();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// The first search needs the corpus: its files are read (and the CSV hashed) on libuv's pool while
// Next.js loads, not on the main thread after the first request has arrived (lib/corpus/preload.ts).
preloadCorpusFiles(corpusCsvPath());

export async function startTracing(): Promise<void> {
  if (!cfg?.tracing.exporting) return;
  const [{ registerOtlpTracing }, { SERVER_INFO }] = await Promise.all([import('./lib/telemetry/otlp'), import('./lib/mcp/server-info')]);
  registerOtlpTracing(SERVER_INFO.version);
}
