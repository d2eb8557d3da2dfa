/**
 * "Reset everything" for this browser: every storage key the app keeps (lib/vocabulary/browser-state:
 * handed-off credentials, exercise ticks, and anything else under the app's prefix), then a window
 * event so what lives in memory can start over. The presenter and the facilitator page both call this;
 * the presenter reloads afterwards, which also empties every wire tap of the page.
 */
import { BROWSER_RESET_EVENT, BROWSER_STATE_KEYS, BROWSER_STATE_PREFIX } from '../vocabulary';

function clear(storage: () => Storage, listed: readonly string[]): number {
  try {
    const s = storage();
    const keys = new Set(listed.filter((k) => s.getItem(k) !== null));
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(BROWSER_STATE_PREFIX)) keys.add(k);
    }
    for (const k of keys) s.removeItem(k);
    return keys.size;
  } catch {
    return 0; // storage unavailable (private mode, a sandboxed frame): nothing was kept there
  }
}

/** Clears the app's browser state; resolves how many stored keys it removed. */
export function resetBrowserState(): number {
  const removed = clear(() => window.sessionStorage, BROWSER_STATE_KEYS.session) + clear(() => window.localStorage, BROWSER_STATE_KEYS.local);
  window.dispatchEvent(new Event(BROWSER_RESET_EVENT));
  return removed;
}

/** Calls `onChange` when the stored `key` changes in this tab (its `changed` event), in another tab, or on a reset. */
export function subscribeStored(key: string, changed: string, onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) onChange();
  };
  const events = [changed, BROWSER_RESET_EVENT] as const;
  window.addEventListener('storage', onStorage);
  for (const e of events) window.addEventListener(e, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    for (const e of events) window.removeEventListener(e, onChange);
  };
}
