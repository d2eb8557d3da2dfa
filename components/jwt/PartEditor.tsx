'use client';
/**
 * The decoded header or payload as editable JSON (jwt.io's left-to-right loop, run backwards): each
 * edit that parses is encoded back into the compact token at once, so the signature check below
 * flips as the reader types. A draft that does not parse yet is kept as typed, with why.
 */
import { useState } from 'react';
import { type EditablePart, partText, reencode } from '@/lib/jwt/edit';
import { PART_STYLE } from './colors';

export function PartEditor({ token, part, onToken }: { token: string; part: EditablePart; onToken: (t: string) => void }) {
  // The draft belongs to the token it produced; a token from elsewhere (a paste, a lab token) replaces it.
  const [draft, setDraft] = useState<{ text: string; token: string; problem?: string }>();
  const current = draft && draft.token === token ? draft : undefined;
  const text = current?.text ?? partText(token, part);
  if (text === undefined) return null;
  const style = PART_STYLE[part];
  const id = `jwt-edit-${part}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={`block text-sm font-semibold ${style.text}`}>
        Edit the {part} (JSON)
      </label>
      <textarea
        id={id}
        value={text}
        spellCheck={false}
        rows={Math.min(14, text.split('\n').length + 1)}
        onChange={(e) => {
          const next = reencode(token, part, e.target.value);
          if (next.ok) {
            setDraft({ text: e.target.value, token: next.token });
            onToken(next.token);
          } else {
            setDraft({ text: e.target.value, token, problem: next.problem });
          }
        }}
        className={`w-full rounded-md border ${style.border} ${style.bg} p-2 font-mono text-xs`}
        aria-describedby={current?.problem ? `${id}-problem` : undefined}
      />
      {current?.problem ? (
        <p id={`${id}-problem`} className="text-xs text-red-800" role="status">
          {current.problem} The token above is unchanged.
        </p>
      ) : null}
    </div>
  );
}
