'use client';
/**
 * A multi-round-trip request: the server answered input_required with an embedded sampling request.
 * The person answers as the model would (or declines); the session then retries the call with
 * inputResponses and the echoed requestState. For a task (`via="task"`) the same request comes from
 * tasks/get and the answer goes with tasks/update; there is no decline there (Cancel task stops it).
 */
import { useId, useState } from 'react';
import type { PendingInput, SamplingAnswer } from '@/lib/playground/session';

type Message = { role: string; content: { type: string; text?: string } | { type: string; text?: string }[] };

function textOf(content: Message['content']): string {
  const blocks = Array.isArray(content) ? content : [content];
  return blocks.map((b) => (b.type === 'text' ? (b.text ?? '') : `[${b.type}]`)).join('\n');
}

export function SamplingRequest({
  inputs,
  onAnswer,
  onDecline,
  via = 'retry',
}: {
  inputs: PendingInput[];
  onAnswer: (a: Record<string, SamplingAnswer>) => void;
  onDecline?: () => void;
  via?: 'retry' | 'task';
}) {
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [model, setModel] = useState('human-in-the-playground');
  const sampling = inputs.filter((i) => i.method === 'sampling/createMessage');
  const other = inputs.filter((i) => i.method !== 'sampling/createMessage');
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-lg border border-violet-300 bg-violet-50 p-3">
      <h3 id={`${id}-heading`} className="font-semibold text-violet-950">
        The server asks your model (input_required)
      </h3>
      {via === 'task' ? (
        <p className="text-sm text-violet-950">
          The task waits <code className="font-mono">input_required</code>. Answer as the model would: the requester sends it with{' '}
          <code className="font-mono">tasks/update</code> (<code className="font-mono">inputResponses</code>) and polls on until the task ends.
        </p>
      ) : (
        <p className="text-sm text-violet-950">
          Answer as the model would, or decline. Either way the call is retried as a new request carrying <code className="font-mono">inputResponses</code>.
        </p>
      )}
      {sampling.map((req) => {
        const p = req.params as { systemPrompt?: string; messages?: Message[]; maxTokens?: number };
        return (
          <div key={req.key} className="space-y-2">
            <p className="text-xs text-violet-950">
              <code className="font-mono">{req.key}</code>: sampling/createMessage{p.maxTokens ? `, up to ${p.maxTokens} tokens` : ''}
            </p>
            {p.systemPrompt ? (
              <p className="text-sm">
                <span className="font-medium">System:</span> {p.systemPrompt}
              </p>
            ) : null}
            {(p.messages ?? []).map((m, i) => (
              <div key={i} className="text-sm">
                <span className="font-medium">{m.role}:</span>
                <pre className="mt-1 max-h-48 overflow-auto rounded bg-white p-2 font-sans text-sm whitespace-pre-wrap" tabIndex={0}>
                  {textOf(m.content)}
                </pre>
              </div>
            ))}
            <label htmlFor={`${id}-answer-${req.key}`} className="block text-sm font-medium">
              Your answer, as the model
            </label>
            <textarea
              id={`${id}-answer-${req.key}`}
              rows={4}
              value={texts[req.key] ?? ''}
              onChange={(e) => setTexts({ ...texts, [req.key]: e.target.value })}
              className="w-full rounded-md border border-violet-300 bg-white p-2 text-sm"
            />
          </div>
        );
      })}
      {other.length > 0 ? <p className="text-sm">This playground answers sampling only; {other.map((o) => o.method).join(', ')} will be declined.</p> : null}
      <label className="block text-sm">
        Model name reported
        <input
          value={model}
          onChange={(e) => setModel(e.target.value)}
          className="ml-2 rounded-md border border-violet-300 bg-white px-2 py-0.5 font-mono text-sm"
        />
      </label>
      <div className="flex gap-3">
        <button
          type="button"
          disabled={sampling.some((s) => !(texts[s.key] ?? '').trim())}
          onClick={() => onAnswer(Object.fromEntries(sampling.map((s) => [s.key, { text: texts[s.key] ?? '', model }])))}
          className="rounded-md bg-violet-800 px-4 py-1.5 text-sm font-semibold text-white hover:bg-violet-900 disabled:opacity-60"
        >
          Send answer
        </button>
        {onDecline ? (
          <button
            type="button"
            onClick={onDecline}
            className="rounded-md border border-violet-400 bg-white px-3 py-1.5 text-sm font-medium text-violet-950 hover:bg-violet-100"
          >
            Decline
          </button>
        ) : null}
      </div>
    </section>
  );
}
