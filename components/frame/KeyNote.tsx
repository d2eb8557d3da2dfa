'use client';
/**
 * An annotated JSON key: a button (reachable by keyboard) described by its note, which shows on
 * hover and focus. The note is positioned against the viewport, so a scrolling frame cannot clip it;
 * Escape hides it. Screen readers read the key, then the note (aria-describedby).
 */
import { type ReactNode, useState } from 'react';

const WIDTH = 288;

export function KeyNote({ id, note, children }: { id: string; note: string; children: ReactNode }) {
  const [at, setAt] = useState<{ top: number; left: number } | null>(null);
  const show = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    setAt({ top: r.bottom + 6, left: Math.max(8, Math.min(r.left, window.innerWidth - WIDTH - 8)) });
  };
  const hide = () => setAt(null);
  return (
    <>
      <button
        type="button"
        aria-describedby={id}
        onMouseEnter={(e) => show(e.currentTarget)}
        onMouseLeave={hide}
        onFocus={(e) => show(e.currentTarget)}
        onBlur={hide}
        onKeyDown={(e) => e.key === 'Escape' && hide()}
        className="cursor-help rounded-sm underline decoration-indigo-400 decoration-dotted underline-offset-4 hover:bg-indigo-50 focus-visible:bg-indigo-50"
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        style={at ? { top: at.top, left: at.left, width: WIDTH } : undefined}
        className={
          at
            ? 'pointer-events-none fixed z-50 rounded-md bg-stone-900 px-3 py-2 font-sans text-xs leading-snug whitespace-normal text-white shadow-lg'
            : 'sr-only'
        }
      >
        {note}
      </span>
    </>
  );
}
