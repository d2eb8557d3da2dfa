/**
 * The page's wire: every exchange a learner's own click made on this page, from any tap, published
 * once it has ended (body read, stream closed or failed). Taps that run on their own (a tour demo that
 * starts when scrolled to) do not publish: an exercise ticks only for what the learner did. The feed's
 * wire: every exchange one's own client made through an observation channel, as the feed delivers it
 * (masked, ended). The exercises read both to tick themselves.
 */
import type { WireExchange } from '../wire';

type Listener = (exchange: WireExchange) => void;

function wire() {
  const listeners = new Set<Listener>();
  return {
    publish(exchange: WireExchange): void {
      for (const l of listeners) l(exchange);
    },
    /** Calls `listener` with each exchange from now on; returns the unsubscribe. */
    on(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const { publish: publishExchange, on: onPageExchange } = wire();
export const { publish: publishFeedExchange, on: onFeedExchange } = wire();
