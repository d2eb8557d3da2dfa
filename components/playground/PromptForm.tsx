'use client';
/** A prompt's arguments, each with completion/complete suggestions from the server as you type. */
import { useCallback } from 'react';
import type { Prompt } from '@modelcontextprotocol/client';
import { CompletingInput } from './CompletingInput';
import { usePlayground } from './context';

type PromptOp = { kind: 'prompt'; name: string; args: Record<string, string> };

export function PromptForm({ op, prompt, onChange }: { op: PromptOp; prompt?: Prompt; onChange: (op: PromptOp) => void }) {
  const { session } = usePlayground();
  const args = prompt?.arguments ?? [];
  const completer = useCallback((name: string) => (value: string) => session.complete({ type: 'ref/prompt', name: op.name }, name, value), [session, op.name]);
  if (!prompt) return <p className="text-sm text-stone-700">This server does not list a prompt named “{op.name}”; the request will say so.</p>;
  if (args.length === 0) return <p className="text-sm text-stone-700">This prompt takes no arguments.</p>;
  return (
    <div className="space-y-3">
      {args.map((a) => (
        <div key={a.name} className="space-y-0.5">
          <label htmlFor={`parg-${a.name}`} className="block text-sm font-medium text-stone-900">
            <span className="font-mono">{a.name}</span>
            {a.required ? (
              <span className="ml-1 text-red-800">* required</span>
            ) : (
              <span className="ml-1 text-xs font-normal text-stone-600">optional · suggestions as you type</span>
            )}
          </label>
          <CompletingInput
            id={`parg-${a.name}`}
            value={op.args[a.name] ?? ''}
            required={a.required}
            describedBy={a.description ? `parg-${a.name}-desc` : undefined}
            complete={completer(a.name)}
            onChange={(v) => {
              const next = { ...op.args };
              if (v === '') delete next[a.name];
              else next[a.name] = v;
              onChange({ ...op, args: next });
            }}
          />
          {a.description ? (
            <p id={`parg-${a.name}-desc`} className="text-xs text-stone-600">
              {a.description}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}
