'use client';
/** Clears everything this app keeps in this browser (the same reset as the presenter's R key), after a confirm. */
import { useState } from 'react';
import { resetBrowserState } from '@/lib/browser/reset';

export function ResetBrowserButton() {
  const [said, setSaid] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => {
          if (!window.confirm('Reset this browser? Handed-off tokens and keys and every exercise tick are forgotten.')) return;
          const n = resetBrowserState();
          setSaid(`This browser is reset: ${n} stored ${n === 1 ? 'item' : 'items'} cleared. Pages open in other tabs start over when reloaded.`);
        }}
        className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800"
      >
        Reset this browser
      </button>
      <p role="status" className="text-sm text-stone-700" data-testid="reset-status">
        {said}
      </p>
    </div>
  );
}
