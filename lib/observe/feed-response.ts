/**
 * `GET /observe/<channel>/events`: the channel's feed as text/event-stream. The channel is looked up
 * before anything is counted, so requests for channels that do not exist cost no one's budget; a
 * channel that does not exist (or no longer does) is a `gone` event, the one thing that tells the page
 * to stop. The per-client limit counts new observers only: a reconnect carrying Last-Event-ID (what
 * EventSource sends after the server ends a stream every few minutes) is not counted.
 */
import 'server-only';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { checkLimit } from '../limits/check';
import { isLogId } from '../state';
import { channelExists } from './channel';
import { feedStream, goneStream } from './feed';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

export async function feedResponse(req: Request, channel: string, cfg = config()): Promise<Response> {
  const host = checkHostHeaders(req.headers, cfg);
  if (!host.ok) return text(403, `Forbidden: ${host.reason}.`);
  let exists = false;
  try {
    exists = await channelExists(channel);
  } catch {
    return text(503, 'The shared state store is not answering; the page reconnects by itself.');
  }
  if (!exists) return new Response(goneStream('expired'), { headers: STREAM_HEADERS });
  const after = req.headers.get('last-event-id') ?? new URL(req.url).searchParams.get('after') ?? undefined;
  if (!(after && isLogId(after))) {
    const limit = await checkLimit('observeFeed', req, cfg);
    if (limit.kind === 'limited')
      return text(429, `Too many observers opened from your address (${limit.perMinute} a minute); the page retries by itself in ${limit.retryAfterS} s.`, {
        'Retry-After': String(limit.retryAfterS),
      });
  }
  return new Response(feedStream(channel, { after, signal: req.signal, cfg }), { headers: STREAM_HEADERS });
}
