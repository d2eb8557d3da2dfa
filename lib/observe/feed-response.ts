/** `GET /observe/<channel>/events`: the channel's feed as text/event-stream, or a 404/429 saying why not. */
import 'server-only';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { checkLimit } from '../limits/check';
import { channelExists } from './channel';
import { feedStream } from './feed';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

export async function feedResponse(req: Request, channel: string): Promise<Response> {
  const cfg = config();
  const host = checkHostHeaders(req.headers, cfg);
  if (!host.ok) return text(403, `Forbidden: ${host.reason}.`);
  const limit = await checkLimit('observeFeed', req, cfg);
  if (limit.kind === 'limited')
    return text(429, `Too many observer connections from your address; try again in ${limit.retryAfterS} s.`, { 'Retry-After': String(limit.retryAfterS) });
  let exists = false;
  try {
    exists = await channelExists(channel);
  } catch {
    return text(503, 'The shared state store is not answering; the page reconnects by itself.');
  }
  // 204 tells EventSource to stop reconnecting: the channel is gone.
  if (!exists) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  const after = req.headers.get('last-event-id') ?? new URL(req.url).searchParams.get('after') ?? undefined;
  return new Response(feedStream(channel, { after, signal: req.signal, cfg }), {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    },
  });
}
