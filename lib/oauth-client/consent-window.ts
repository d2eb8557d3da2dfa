/**
 * Consent in a popup, as a native client would open a browser window: the issuer's consent page
 * (which refuses to be framed) opens, the person approves or denies, and /auth/callback hands the
 * redirect's query back to this page by postMessage, same origin only.
 *
 * When the issuer refuses the request outright (an unknown client, a metadata document it will not
 * fetch) it shows the reason in the window and redirects nowhere. The issuer is on this page's
 * origin, so the page reads that reason from the window (with the one consent-page reader,
 * consent.ts) and says it where the person is looking. Browser only: nothing here runs on import.
 */
import type { CallbackParams } from './callback';
import { type IssuerRefusal, readConsentPage } from './consent';

export const CALLBACK_MESSAGE = 'mcp-observatory/oauth-callback';

/** What only a person can do; a flow asks, the page (or a test) answers. */
export interface Person {
  /** Opens the issuer's consent page and resolves with the redirect's query. */
  consent: (authorizationUrl: string, signal: AbortSignal) => Promise<CallbackParams>;
}

/** The issuer refused the authorization request before asking the person; nothing came back. */
export class RefusedBeforeAsking extends Error {
  readonly error: string;
  readonly description: string;
  constructor(refusal: IssuerRefusal) {
    super(`${refusal.error}: ${refusal.description}`);
    this.error = refusal.error;
    this.description = refusal.description;
  }
}

/** The issuer's error page, if the window shows it; null while it shows anything else (or another origin). */
function refusalShownIn(popup: Window): RefusedBeforeAsking | null {
  try {
    const refusal = readConsentPage(popup.document.documentElement?.outerHTML ?? '').refusal;
    return refusal ? new RefusedBeforeAsking(refusal) : null;
  } catch {
    return null; // cross-origin: not ours to read
  }
}

const WINDOW_NAME = 'mcp-observatory-consent';
const WINDOW_FEATURES = 'popup,width=620,height=760';

/**
 * Opens the consent window now, blank, while the reader's click still counts as one (a browser blocks
 * a popup opened seconds later, after discovery's round trips), so one click can both start the flow
 * and show consent. Pass it to openConsentWindow; null when the browser blocked it anyway.
 */
export function reserveConsentWindow(): Window | null {
  const popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
  try {
    if (popup && popup.location.href === 'about:blank') {
      popup.document.title = 'Finding the issuer…';
      popup.document.body.textContent = 'Finding the issuer, registering and preparing PKCE… the consent page opens here in a moment.';
    }
  } catch {
    // a window of this name already shows the issuer's page on another origin: it is navigated anyway
  }
  return popup;
}

/** `reserved`: a window reserveConsentWindow opened; it is sent to the consent page instead of opening another. */
export function openConsentWindow(url: string, signal?: AbortSignal, reserved?: Window | null): Promise<CallbackParams> {
  return new Promise((resolve, reject) => {
    let popup: Window | null;
    if (reserved && !reserved.closed) {
      reserved.location.href = url;
      popup = reserved;
    } else {
      popup = window.open(url, WINDOW_NAME, WINDOW_FEATURES);
    }
    if (!popup) {
      reject(new Error('The browser blocked the consent window: allow pop-ups for this site and try again.'));
      return;
    }
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data?.type !== CALLBACK_MESSAGE) return;
      cleanup();
      resolve(e.data.params as CallbackParams);
    };
    // The callback page posts its answer and closes itself at once; the message can still be queued
    // when the poll sees the window closed. So a closed window is only a refusal after a grace period.
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const poll = setInterval(() => {
      const refusal = popup.closed ? null : refusalShownIn(popup);
      if (refusal) {
        cleanup();
        popup.close();
        reject(refusal);
      } else if (popup.closed && giveUp === undefined) {
        giveUp = setTimeout(() => {
          cleanup();
          reject(new Error('The consent window was closed before it answered: run this step again to reopen it.'));
        }, 1500);
      }
    }, 500);
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(giveUp);
    };
    signal?.addEventListener('abort', () => {
      cleanup();
      popup.close();
      reject(new Error('reset'));
    });
    window.addEventListener('message', onMessage);
  });
}

/** The person a browser page has: the consent window. */
export const personInWindow: Person = { consent: openConsentWindow };
