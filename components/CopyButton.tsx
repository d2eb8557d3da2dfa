'use client';
/** Copies text to the clipboard and says so (politely, for screen readers too). */
import { useState } from 'react';

export function CopyButton({ text, label = 'Copy', className = '' }: { text: string | (() => string); label?: string; className?: string }) {
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setDone('copied');
    } catch {
      setDone('failed');
    }
    setTimeout(() => setDone(null), 2000);
  };
  return (
    <button
      type="button"
      onClick={copy}
      className={`shrink-0 rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium whitespace-nowrap text-stone-800 hover:bg-stone-100 ${className}`}
    >
      {done === 'copied' ? 'Copied' : done === 'failed' ? 'Copy failed' : label}
      <span className="sr-only" aria-live="polite">
        {done === 'copied' ? 'Copied to the clipboard' : done === 'failed' ? 'Could not copy' : ''}
      </span>
    </button>
  );
}
