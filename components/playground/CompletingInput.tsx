'use client';
/** A text input that asks the server for completion/complete as you type and offers the values it suggests. */
import { useEffect, useId, useState } from 'react';

export function CompletingInput({
  id,
  value,
  onChange,
  complete,
  required,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  complete: (value: string) => Promise<string[]>;
  required?: boolean;
  describedBy?: string;
}) {
  const listId = useId();
  const [options, setOptions] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    // A short pause so a burst of keystrokes makes one request, not one per key.
    const t = setTimeout(() => void complete(value).then((v) => live && setOptions(v.slice(0, 50))), 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [value, complete]);
  return (
    <>
      <input
        id={id}
        list={listId}
        value={value}
        required={required}
        aria-describedby={describedBy}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        className="w-full rounded-md border border-stone-300 px-2 py-1 text-sm"
      />
      <datalist id={listId} data-testid={`${id}-suggestions`}>
        {options.map((o) => (
          <option key={o} value={o} />
        ))}
      </datalist>
    </>
  );
}
