/**
 * The page's wire: every exchange a learner's own click made on this page, from any tap, published
 * once it has ended (body read, stream closed or failed). The exercises read it to tick themselves.
 * Taps that run on their own (a tour demo that starts when scrolled to) do not publish: an exercise
 * ticks only for what the learner did.
 */
import type { WireExchange } from '../wire';

type Listener = (exchange: WireExchange) => void;

const listeners = new Set<Listener>();

export function publishExchange(exchange: WireExchange): void {
  for (const l of listeners) l(exchange);
}

/** Calls `listener` with each exchange that ends from now on; returns the unsubscribe. */
export function onPageExchange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
