/**
 * The consent page, answered as a person's browser would: GET the authorization URL, which lands on
 * the issuer's consent page (or its own error page: this issuer never redirects a request it refuses
 * before the person acts), then post the page's form with the button pressed, which redirects to the
 * client's callback with code (or error), state and iss.
 *
 * The page is read once, here, for what it marks for programs: its form (action, the sealed ticket)
 * and, on a refusal, `data-authorize-error`, `-error-description` and `-check`. Never its prose. The
 * read is bounded in bytes and linear (indexOf, no backtracking pattern).
 *
 * Redirects: a browser's fetch follows them and reports the URL it ended at; in Node a caller whose
 * redirect_uri is not reachable passes `redirect: 'manual'`, and the Location is read instead.
 */
import { readTextPrefix } from '../bounded-body';
import { type IssuerCheckId, isIssuerCheckId } from '../vocabulary';
import { type CallbackParams, callbackParams } from './callback';
import { type FetchLike, isRedirect, landedAt } from './fetch';

/** The consent page (a few KiB of HTML plus the framework's payload) fits well inside this; the rest is never read. */
export const MAX_CONSENT_PAGE_BYTES = 512 * 1024;

export interface IssuerRefusal {
  error: string;
  description: string;
  check?: IssuerCheckId;
}

export interface ConsentPage {
  status: number;
  /** Where the page was served from (the consent page's URL, with its ticket). */
  url?: string;
  /** The form the person answers: where it posts and the sealed ticket it carries. */
  form?: { action: string; ticket: string };
  /** The issuer refused the request outright and says why on its own page; nothing went back to the client. */
  refusal?: IssuerRefusal;
  html: string;
}

export type Decision = 'approve' | 'deny';

export interface ConsentOptions {
  /** `manual` where the redirect_uri is not reachable (Node tests); a browser leaves the default. */
  redirect?: RequestRedirect;
  /** Sent with the first request only (e.g. X-Forwarded-Host, as a load balancer adds). */
  headers?: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
const decodeEntities = (s: string) => s.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]);

/** The value of the first `name="…"` attribute at or after `from` and before `until` (linear: two indexOf). */
function attributeIn(html: string, name: string, from = 0, until = html.length): string | undefined {
  const key = ` ${name}="`;
  const at = html.indexOf(key, from);
  if (at < 0 || at >= until) return undefined;
  const start = at + key.length;
  const end = html.indexOf('"', start);
  return end < 0 || end > until ? undefined : decodeEntities(html.slice(start, end));
}

/** The tag (from `<` to `>`) that contains `index`. */
function tagAround(html: string, index: number): [number, number] {
  return [html.lastIndexOf('<', index), html.indexOf('>', index)];
}

/** What the consent page marks for a program: its form, or its refusal. */
export function readConsentPage(html: string): Pick<ConsentPage, 'form' | 'refusal'> {
  const errorAt = html.indexOf(' data-authorize-error="');
  if (errorAt >= 0) {
    const [start, end] = tagAround(html, errorAt);
    const check = attributeIn(html, 'data-authorize-check', start, end);
    return {
      refusal: {
        error: attributeIn(html, 'data-authorize-error', start, end) ?? '',
        description: attributeIn(html, 'data-authorize-error-description', start, end) ?? '',
        ...(isIssuerCheckId(check) ? { check } : {}),
      },
    };
  }
  const formAt = html.indexOf('<form');
  const ticketAt = html.indexOf(' name="ticket"');
  if (formAt < 0 || ticketAt < 0) return {};
  const [ticketStart, ticketEnd] = tagAround(html, ticketAt);
  const action = attributeIn(html, 'action', formAt, html.indexOf('>', formAt));
  const ticket = attributeIn(html, 'value', ticketStart, ticketEnd);
  return action && ticket ? { form: { action, ticket } } : {};
}

/** The body as text, at most `max` bytes of it (a longer page is cut, and cannot hold a valid form's end). */
async function cutText(res: Response, max: number): Promise<string> {
  return (await readTextPrefix(res.body, max, { failure: 'throw' }))?.text ?? '';
}

/** Whether `to` is the authorization request's own redirect_uri (any query): the issuer answered the client, not the person. */
function sentBackToClient(to: URL, authorizationUrl: string | URL): boolean {
  const raw = new URL(authorizationUrl).searchParams.get('redirect_uri');
  if (!raw || !URL.canParse(raw)) return false;
  const back = new URL(raw);
  return to.origin === back.origin && to.pathname === back.pathname;
}

/**
 * GET the authorization URL and read the page it lands on: one exchange, or two where the fetch
 * stops at the 303 (then the hop is followed here, unless it goes to the request's own redirect_uri:
 * that went straight back to the client, and is reported as where the page would be).
 */
export async function openConsentPage(fetch: FetchLike, authorizationUrl: string | URL, opts: ConsentOptions = {}): Promise<ConsentPage> {
  const redirect = opts.redirect ?? 'follow';
  let res = await fetch(authorizationUrl, { redirect, ...(opts.headers ? { headers: opts.headers } : {}) });
  let url = landedAt(res, authorizationUrl);
  if (isRedirect(res) && url) {
    await res.body?.cancel();
    if (sentBackToClient(url, authorizationUrl)) return { status: res.status, url: url.href, html: '' };
    res = await fetch(url, { redirect });
    url = landedAt(res, url) ?? url;
  }
  const html = await cutText(res, MAX_CONSENT_PAGE_BYTES);
  return { status: res.status, ...(url ? { url: url.href } : {}), ...readConsentPage(html), html };
}

/**
 * Posts the page's form with the button pressed, from the page's own origin (the issuer refuses a
 * cross-site post), and returns where the browser is sent back to (the client's redirect_uri with
 * code or error, state and iss). With `redirect: 'manual'` that redirect is read, not followed.
 */
export async function decide(fetch: FetchLike, page: ConsentPage, decision: Decision, opts: ConsentOptions = {}): Promise<URL> {
  if (!page.form) {
    throw new Error(
      page.refusal
        ? `The issuer refused: ${page.refusal.error}: ${page.refusal.description}`
        : `The issuer’s consent page offered no form (HTTP ${page.status}).`,
    );
  }
  const action = new URL(page.form.action, page.url);
  const res = await fetch(action, {
    method: 'POST',
    redirect: opts.redirect ?? 'follow',
    // A browser sets Origin itself (and ignores this); a program must say it, as a browser would.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page.url ?? action).origin },
    body: new URLSearchParams({ ticket: page.form.ticket, decision }),
  });
  const back = landedAt(res, action);
  if (!isRedirect(res) && !res.ok) throw new Error(`The consent answer was refused: HTTP ${res.status} ${await cutText(res, 4096)}`.trim());
  await res.body?.cancel();
  if (!back) throw new Error(`The consent answer said nowhere to go back to (HTTP ${res.status}).`);
  return back;
}

export type ConsentAnswer = { kind: 'redirect'; callback: CallbackParams; back: URL } | ({ kind: 'refused'; status: number } & IssuerRefusal);

/** Both halves: the page opened and, unless the issuer refused outright or did not ask, answered. */
export async function answerConsent(
  fetch: FetchLike,
  authorizationUrl: string | URL,
  decision: Decision = 'approve',
  opts: ConsentOptions = {},
): Promise<ConsentAnswer> {
  const page = await openConsentPage(fetch, authorizationUrl, opts);
  if (page.refusal) return { kind: 'refused', status: page.status, ...page.refusal };
  // An issuer that does not ask (consent already on record, or none needed) sends the browser straight back.
  if (!page.form && page.url && sentBackToClient(new URL(page.url), authorizationUrl)) {
    const back = new URL(page.url);
    return { kind: 'redirect', callback: callbackParams(back), back };
  }
  const back = await decide(fetch, page, decision, opts);
  return { kind: 'redirect', callback: callbackParams(back), back };
}
