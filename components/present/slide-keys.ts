/**
 * Presenter mode's keys, as a pure mapping from a key press to what to do. Clickers send Page Up/Down;
 * keyboards ← → Home End; Escape leaves for the normal page; R resets this browser (after a confirm).
 */
export type SlideAction = 'next' | 'prev' | 'first' | 'last' | 'exit' | 'reset';

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
};

export function slideAction(k: KeyPress): SlideAction | undefined {
  if (k.altKey || k.ctrlKey || k.metaKey) return undefined;
  if (k.inField && k.key !== 'Escape' && k.key !== 'PageDown' && k.key !== 'PageUp') return undefined;
  return KEYS[k.key];
}
