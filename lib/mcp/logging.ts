/**
 * notifications/message, sent only when the client asked for them, at or above the level it asked for:
 * - 2026-07-28: the request's own `_meta["io.modelcontextprotocol/logLevel"]` (logging/setLevel is gone).
 * - 2025-era over stdio: the level the connection set with logging/setLevel (one server per connection).
 * - 2025-era over stateless HTTP: each request meets a fresh server, so a logging/setLevel is acknowledged
 *   but forgotten with its request. The same per-request `_meta` key is honoured there too; without it,
 *   nothing is sent (the spec lets a server choose, and noise nobody asked for is not a feature).
 * Messages ride the request's own response stream (SSE), before its result; work that runs after the
 * response (a task) has no stream to send them on.
 */
import { LOG_LEVEL_META_KEY, type LoggingLevel, type ServerContext } from '@modelcontextprotocol/server';
import { SERVER_INFO } from './server-info';
import type { Serving } from './tools/types';

const LEVELS: readonly LoggingLevel[] = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'];
const severity = (level: LoggingLevel) => LEVELS.indexOf(level);
export const isLogLevel = (value: unknown): value is LoggingLevel => typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/** The level this request asked for, if any (see above). */
export function requestedLogLevel(serving: Serving, ctx: ServerContext): LoggingLevel | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const meta = ctx.mcpReq._meta as Record<string, unknown> | undefined;
  const perRequest = envelope?.[LOG_LEVEL_META_KEY] ?? meta?.[LOG_LEVEL_META_KEY];
  if (isLogLevel(perRequest)) return perRequest;
  if (serving.era === 'legacy') return serving.connectionLogLevel?.();
  return undefined;
}

/** Sends one log message on the request's stream when the client asked for this level; never throws. */
export async function logTo(serving: Serving, ctx: ServerContext | undefined, level: LoggingLevel, data: string): Promise<void> {
  if (!ctx) return; // without a request there is no stream to send on
  const threshold = requestedLogLevel(serving, ctx);
  if (threshold === undefined || severity(level) < severity(threshold)) return;
  await ctx.mcpReq.notify({ method: 'notifications/message', params: { level, logger: SERVER_INFO.name, data } }).catch(() => undefined);
}
