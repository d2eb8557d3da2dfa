'use client';
/** The labs' switch between the real door and the naive one (the same server with `aud` unchecked); the bench's naive side adds the naive issuer. */
import { NAIVE_DOOR } from '@/lib/vocabulary';

export type LabTarget = 'real' | 'naive';

export interface NaiveSide {
  title: string;
  path: string;
  note: string;
}

const NAIVE_DOOR_SIDE: NaiveSide = {
  title: NAIVE_DOOR.label,
  path: NAIVE_DOOR.path,
  note: 'The same server without the audience check. It takes only lab tokens and serves only what the open door serves.',
};

export function DoorSwitch({
  value,
  onChange,
  realPath,
  name,
  naive = NAIVE_DOOR_SIDE,
  realNote = 'Every check on: this is what a deployment runs.',
}: {
  value: LabTarget;
  onChange: (t: LabTarget) => void;
  realPath: string;
  name: string;
  naive?: NaiveSide;
  realNote?: string;
}) {
  const option = (target: LabTarget, title: string, path: string, note: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
        value === target ? (target === 'naive' ? 'border-red-400 bg-red-50' : 'border-emerald-400 bg-emerald-50') : 'border-stone-300 bg-white'
      }`}
    >
      <input type="radio" name={name} value={target} checked={value === target} onChange={() => onChange(target)} className="mt-1 size-4" />
      <span className="min-w-0">
        <span className="font-semibold text-stone-900">{title}</span> <code className="font-mono text-xs break-all">{path}</code>
        <span className="block text-xs text-stone-700">{note}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="space-y-2" data-testid={`${name}-switch`}>
      <legend className="text-sm font-medium text-stone-800">Send attacks to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {option('real', 'The real door', realPath, realNote)}
        {option('naive', naive.title, naive.path, naive.note)}
      </div>
    </fieldset>
  );
}

/** The naive door's label, loud, beside every answer it gave. */
export function NaiveLabel({ label }: { label: string }) {
  return (
    <span className="inline-block rounded bg-red-700 px-1.5 py-0.5 font-mono text-xs font-semibold text-white" data-testid="naive-label">
      {label}
    </span>
  );
}
