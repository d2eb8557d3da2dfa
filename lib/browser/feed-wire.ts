/**
 * The observation channel's wire: every exchange one's own client made through the channel, as the
 * feed delivers it (masked, ended). The exercises on the channel's page read it to tick themselves,
 * as a chapter's read the page's wire (page-wire.ts).
 */
import type { WireExchange } from '../wire';

type Listener = (exchange: WireExchange) => void;

const listeners = new Set<Listener>();

export function publishFeedExchange(exchange: WireExchange): void {
  for (const l of listeners) l(exchange);
}

/** Calls `listener` with each exchange the feed delivers from now on; returns the unsubscribe. */
export function onFeedExchange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
