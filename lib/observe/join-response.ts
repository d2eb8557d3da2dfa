/**
 * `GET /join/<code>`: a room's way into a channel. The code is looked up (rate-limited per client, as
 * a guessing budget) and the browser is sent to the channel's page (303); an unknown or expired code
 * gets a short page that says so and lets the attendee type it again.
 */
import 'server-only';
import { config } from '../config';
import { checkHostHeaders } from '../identity';
import { checkLimit } from '../limits/check';
import { newNonce, pageContentSecurityPolicy } from '../http/content-security-policy';
import { logThrottled } from '../log';
import { JOIN_PATH, OBSERVE_PATH } from '../vocabulary';
import { channelForJoinCode, formatJoinCode, normalizeJoinCode } from './join-code';

const page = (status: number, title: string, body: string, headers: Record<string, string> = {}) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><h1>${title}</h1><p>${body}</p><p><a href="${JOIN_PATH}">Type a code</a></p></body></html>`,
    // The pages' own policy (no script runs here at all: the nonce is only what every page's policy carries).
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': pageContentSecurityPolicy(newNonce()),
        ...headers,
      },
    },
  );

/** What was typed, percent-decoded; a malformed escape (`%`, `%zz`) is not a code, not a server error. */
function decoded(typed: string): string | undefined {
  try {
    return decodeURIComponent(typed);
  } catch {
    return undefined;
  }
}

export async function joinResponse(req: Request, typed: string): Promise<Response> {
  const cfg = config();
  const host = checkHostHeaders(req.headers, cfg);
  if (!host.ok) return new Response(`Forbidden: ${host.reason}.\n`, { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const text = decoded(typed);
  const code = text === undefined ? undefined : normalizeJoinCode(text);
  // Only a code's own alphabet is ever echoed back, so nothing typed reaches the page as markup.
  if (!code) return page(404, 'Not a join code', 'A join code is 8 letters and digits, like ABCD-2345, as the projector shows it.');
  const limit = await checkLimit('observeJoin', req, cfg);
  if (limit.kind === 'limited') {
    return page(429, 'Too many tries', `Too many codes tried from your address (${limit.perMinute} a minute); try again in ${limit.retryAfterS} s.`, {
      'Retry-After': String(limit.retryAfterS),
    });
  }
  try {
    const channel = await channelForJoinCode(code, cfg);
    if (!channel)
      return page(
        404,
        'No channel with that code',
        `No open channel has the code ${formatJoinCode(code)}. Check it against the projector; codes end with their channel.`,
      );
    return new Response(null, {
      status: 303,
      headers: { Location: `${OBSERVE_PATH}/${channel}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
    });
  } catch (err) {
    logThrottled('[observe] join code lookup failed:', err instanceof Error ? err.name : 'error');
    return page(503, 'Try again shortly', 'Channels live in the shared state store, which is not answering.');
  }
}
