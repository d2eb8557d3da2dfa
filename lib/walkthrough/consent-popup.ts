/**
 * Consent in a popup, as a native client would open a browser window: the issuer's consent page
 * (which refuses to be framed) opens, the person approves or denies, and /auth/callback hands the
 * redirect's query back to this page by postMessage, same origin only.
 *
 * When the issuer refuses the request outright (an unknown client, a metadata document it will not
 * fetch) it shows the reason in the window and redirects nowhere. The issuer is on this page's
 * origin, so the page can read that reason from the window and say it where the person is looking.
 */
// No 'client-only' marker: the step list imports this, and the /auth page reads that list on the
// server for step ids and titles; the functions here only ever run in the browser.
import type { CallbackParams } from './oauth-steps';

export const CALLBACK_MESSAGE = 'mcp-observatory/oauth-callback';

/** The issuer refused the authorization request before asking the person; nothing came back. */
export class IssuerRefusal extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(`${error}: ${description}`);
  }
}

/** The issuer's error page marks its refusal; null while the window shows anything else (or another origin). */
function refusalShownIn(popup: Window): IssuerRefusal | null {
  try {
    const el = popup.document.querySelector<HTMLElement>('[data-authorize-error]');
    return el ? new IssuerRefusal(el.dataset.authorizeError ?? 'error', el.dataset.authorizeErrorDescription ?? '') : null;
  } catch {
    return null; // cross-origin: not ours to read
  }
}

export function openConsent(url: string, signal?: AbortSignal): Promise<CallbackParams> {
  return new Promise((resolve, reject) => {
    const popup = window.open(url, 'mcp-observatory-consent', 'popup,width=620,height=760');
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
