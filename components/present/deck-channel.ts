/**
 * How the deck and its speaker-notes window (/present/notes) talk: a BroadcastChannel between windows
 * of this origin, as presenter tools do. The deck says which slide shows; the notes window asks where
 * the deck is when it opens, and may move it (its own arrow keys, a clicker pointed at it).
 */
import { SLIDE_MOVES, type SlideMove } from './slide-keys';

export const DECK_CHANNEL = 'mcp-observatory.present';
/** The notes window's name: N from any slide opens it, or brings the open one forward. */
export const NOTES_WINDOW = 'mcp-observatory-notes';
export const NOTES_PATH = '/present/notes';

export interface SlideShown {
  type: 'slide';
  /** The slide's path, which is the key of its notes. */
  href: string;
  deck: string;
  position: number;
  total: number;
  title: string;
  /** The next slide's title, for "Next:" in the notes. */
  nextTitle?: string;
}

export type DeckMessage = SlideShown | { type: 'where' } | { type: 'go'; move: SlideMove };

const str = (v: unknown): v is string => typeof v === 'string' && v.length <= 500;

/** Only well-formed messages are acted on (any window of this origin may post on the channel). */
export function readDeckMessage(data: unknown): DeckMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.type === 'where') return { type: 'where' };
  if (m.type === 'go') return SLIDE_MOVES.includes(m.move as SlideMove) ? { type: 'go', move: m.move as SlideMove } : undefined;
  if (m.type === 'slide' && str(m.href) && m.href.startsWith('/present/') && str(m.deck) && str(m.title)) {
    if (!Number.isInteger(m.position) || !Number.isInteger(m.total)) return undefined;
    return {
      type: 'slide',
      href: m.href,
      deck: m.deck,
      title: m.title,
      position: m.position as number,
      total: m.total as number,
      ...(str(m.nextTitle) ? { nextTitle: m.nextTitle } : {}),
    };
  }
  return undefined;
}

/** Opens the notes window (or focuses it): a popup, so it can sit on the laptop's own screen. */
export function openNotes() {
  window.open(NOTES_PATH, NOTES_WINDOW, 'popup,width=960,height=720')?.focus();
}
