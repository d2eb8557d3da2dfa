/**
 * `GET /observe`: opens a channel and sends the browser to its page (303). A prefetch opens nothing
 * (a link's prefetch must not mint channels); opening is rate-limited per client, and the deployment
 * keeps at most OBSERVE_MAX_CHANNELS live at once (past it: 503 with Retry-After).
 */
import 'server-only';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { checkLimit } from '../limits/check';
import { logThrottled } from '../log';
import { DOOR_IDS, OBSERVE_PATH } from '../vocabulary';
import { ChannelsFullError, openChannel } from './channel';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

function isPrefetch(req: Request): boolean {
  const h = req.headers;
  return h.has('next-router-prefetch') || /prefetch/i.test(h.get('sec-purpose') ?? h.get('purpose') ?? '');
}

export async function openChannelResponse(req: Request, cfg = config()): Promise<Response> {
  const host = checkHostHeaders(req.headers, cfg);
  if (!host.ok) return text(403, `Forbidden: ${host.reason}.`);
  if (isPrefetch(req)) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  const limit = await checkLimit('observeOpen', req, cfg);
  if (limit.kind === 'limited') {
    return text(429, `Too many channels opened from your address (${limit.perMinute} a minute); try again in ${limit.retryAfterS} s.`, {
      'Retry-After': String(limit.retryAfterS),
    });
  }
  try {
    const id = await openChannel(cfg);
    // /connect's "observe this connection" names its door: the page then opens at that door's URL.
    const door = new URL(req.url).searchParams.get('door');
    const at = door && (DOOR_IDS as readonly string[]).includes(door) ? `#door-${door}` : '';
    return new Response(null, {
      status: 303,
      headers: { Location: `${OBSERVE_PATH}/${id}${at}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  } catch (err) {
    if (err instanceof ChannelsFullError) {
      const retryAfterS = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
      const when = retryAfterS < 120 ? `${retryAfterS} s` : `${Math.ceil(retryAfterS / 60)} min`;
      return text(503, `${err.message} One frees when it has been idle long enough: try again in about ${when}.`, { 'Retry-After': String(retryAfterS) });
    }
    logThrottled('[observe] could not open a channel:', err instanceof Error ? err.name : 'error');
    return text(503, 'Observation channels live in the shared state store, which is not answering; try again shortly.');
  }
}
