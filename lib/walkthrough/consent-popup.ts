/**
 * Step 8 in a popup, as a native client would open a browser window: the issuer's consent page
 * (which refuses to be framed) opens, the person approves or denies, and /auth/callback hands the
 * redirect's query back to this page by postMessage, same origin only.
 */
import 'client-only';
import type { CallbackParams } from './oauth-steps';

export const CALLBACK_MESSAGE = 'mcp-observatory/oauth-callback';

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
    const closedPoll = setInterval(() => {
      if (popup.closed && giveUp === undefined) {
        giveUp = setTimeout(() => {
          cleanup();
          reject(new Error('The consent window was closed before it answered.'));
        }, 1500);
      }
    }, 500);
    const cleanup = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
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
