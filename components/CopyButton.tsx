'use client';
/** Copies text to the clipboard and says so (politely, for screen readers too). */
import { useState } from 'react';

/**
 * `navigator.clipboard` exists only in secure contexts; a phone on a workshop's plain-http LAN origin
 * has none. There the older copy command still works inside the click: select a detached textarea's text.
 */
function copyWithoutClipboardApi(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

export function CopyButton({ text, label = 'Copy' }: { text: string | (() => string); label?: string }) {
  const [done, setDone] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      const value = typeof text === 'function' ? text() : text;
      if (navigator.clipboard) await navigator.clipboard.writeText(value);
      else copyWithoutClipboardApi(value);
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
      className="shrink-0 rounded-md border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium whitespace-nowrap text-stone-800 hover:bg-stone-100"
    >
      {done === 'copied' ? 'Copied' : done === 'failed' ? 'Copy failed' : label}
      <span className="sr-only" aria-live="polite">
        {done === 'copied' ? 'Copied to the clipboard' : done === 'failed' ? 'Could not copy' : ''}
      </span>
    </button>
  );
}
