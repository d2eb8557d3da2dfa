/**
 * `GET /observe`: opens a channel and sends the browser to its page (303). A prefetch opens nothing
 * (a link's prefetch must not mint channels). Opening is rate-limited per client; each client holds at
 * most OBSERVE_CHANNELS_PER_CLIENT live channels (past it: 429 naming that budget); the deployment keeps
 * at most OBSERVE_MAX_CHANNELS, a few of them only for facilitators (`?facilitator`; past it: 503 with a
 * Retry-After of at most the idle TTL, since an unused channel lapses then).
 */
import 'server-only';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { checkLimit } from '../limits/check';
import { clientKey } from '../limits/client-key';
import { logThrottled } from '../log';
import { DOOR_IDS, OBSERVE_PATH } from '../vocabulary';
import { ChannelRefusedError, openChannel } from './channel';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(`${body}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const when = (s: number) => (s < 120 ? `${s} s` : `${Math.ceil(s / 60)} min`);

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
  const query = new URL(req.url).searchParams;
  try {
    const id = await openChannel(cfg, { client: clientKey(req, cfg.trustProxy), facilitator: query.has('facilitator') });
    // /connect's "observe this connection" names its door: the page then opens at that door's URL.
    const door = query.get('door');
    const at = door && (DOOR_IDS as readonly string[]).includes(door) ? `#door-${door}` : '';
    return new Response(null, {
      status: 303,
      headers: { Location: `${OBSERVE_PATH}/${id}${at}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  } catch (err) {
    if (err instanceof ChannelRefusedError) {
      const retryAfterS = Math.max(1, Math.ceil(err.retryAfterMs / 1000));
      const quota = err.kind === 'quota';
      const then = quota
        ? `Use one of them (a channel serves any number of clients and observers), or try again in about ${when(retryAfterS)}, when the least used one lapses.`
        : `One frees when it has been unused and unwatched long enough: try again in about ${when(retryAfterS)}.`;
      return text(quota ? 429 : 503, `${err.message} ${then}`, { 'Retry-After': String(retryAfterS) });
    }
    logThrottled('[observe] could not open a channel:', err instanceof Error ? err.name : 'error');
    return text(503, 'Observation channels live in the shared state store, which is not answering; try again shortly.');
  }
}
