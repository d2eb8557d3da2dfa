'use client';
/**
 * The request's params as JSON, editable. It and the form edit the same operation: a valid edit here
 * updates the form; the form's edits show here unless you are typing in it.
 */
import { useEffect, useState } from 'react';
import type { Operation } from '@/lib/playground/share-link';
import { methodOf, opFromParams, paramsOf } from './params';

export function RawParamsEditor({ op, onChange }: { op: Operation; onChange: (op: Operation) => void }) {
  const pretty = JSON.stringify(paramsOf(op), null, 2);
  const [text, setText] = useState(pretty);
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!editing) {
      setText(pretty);
      setProblem(null);
    }
  }, [pretty, editing]);

  const edit = (value: string) => {
    setText(value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (err) {
      setProblem(`Not valid JSON yet: ${(err as Error).message}`);
      return;
    }
    const next = opFromParams(op.kind, parsed, op.kind === 'resource' ? op.template : undefined);
    if (typeof next === 'string') return setProblem(next);
    setProblem(null);
    onChange(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor="raw-params" className="text-sm font-medium text-stone-800">
        Raw params of <code className="font-mono">{methodOf(op)}</code>
      </label>
      <textarea
        id="raw-params"
        value={text}
        spellCheck={false}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(e) => edit(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'raw-params-problem' : undefined}
        rows={Math.min(18, Math.max(6, text.split('\n').length + 1))}
        className="w-full flex-1 rounded-md border border-stone-300 bg-stone-50 p-2 font-mono text-xs leading-5"
      />
      {problem ? (
        <p id="raw-params-problem" className="text-xs text-red-800">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
