/**
 * Presenter mode's keys, as a pure mapping from a key press to what to do. Clickers send Page Up/Down;
 * keyboards ← → Home End; Escape leaves for the normal page; R resets this browser (after a confirm);
 * F toggles the full frames on the slide; N opens the speaker notes window.
 */
export type SlideAction = 'next' | 'prev' | 'first' | 'last' | 'exit' | 'reset' | 'full' | 'notes';
/** The actions that move to another slide (the notes window sends these to the deck). */
export type SlideMove = Exclude<SlideAction, 'reset' | 'full' | 'notes'>;
export const SLIDE_MOVES: readonly SlideMove[] = ['next', 'prev', 'first', 'last', 'exit'];

export interface KeyPress {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** Where the key was typed: a form field keeps its own keys. */
  inField?: boolean;
}

const KEYS: Record<string, SlideAction> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'prev',
  PageUp: 'prev',
  Home: 'first',
  End: 'last',
  Escape: 'exit',
  r: 'reset',
  R: 'reset',
  f: 'full',
  F: 'full',
  n: 'notes',
  N: 'notes',
};

export function slideAction(k: KeyPress): SlideAction | undefined {
  if (k.altKey || k.ctrlKey || k.metaKey) return undefined;
  if (k.inField && k.key !== 'Escape' && k.key !== 'PageDown' && k.key !== 'PageUp') return undefined;
  return KEYS[k.key];
}
