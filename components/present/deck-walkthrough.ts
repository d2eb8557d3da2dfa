/**
 * The walkthrough deck's one walkthrough, kept in this module while the tab lives: every slide of the
 * deck (the steps, then step-up) reads and runs the same one, so moving between slides keeps what the
 * earlier steps found. The server's render gets a throwaway one (it never runs there).
 */
import { Walkthrough } from '@/lib/walkthrough/controller';

let deckWalk: Walkthrough | undefined;

export function walkthroughForDeck(): Walkthrough {
  if (typeof window === 'undefined') return new Walkthrough();
  deckWalk ??= new Walkthrough();
  return deckWalk;
}
