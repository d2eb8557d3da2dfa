/**
 * An error: first what happened and what to do, in plain words (lib/playground/explain.ts, from the
 * status, the challenge, the refusal's check id and the error codes); then, as it came, the HTTP
 * status, the WWW-Authenticate challenge (raw and parsed), the code and message. Nothing is reworded away.
 */
import type { ReactNode } from 'react';
import { Breakable } from '@/components/text/Breakable';
import { explainFailure } from '@/lib/playground/explain';
import type { Failure } from '@/lib/playground/failure';
import type { DoorId } from '@/lib/vocabulary';

export function FailureView({ failure, title, door, children }: { failure: Failure; title: string; door: DoorId; children?: ReactNode }) {
  const plain = explainFailure(failure, door);
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="font-semibold">{title}</p>
      <div className="space-y-1 rounded-md bg-white/80 p-2 text-stone-900" data-testid="failure-explained" data-action={plain.action ?? ''}>
        <p>
          <span className="font-semibold">What happened: </span>
          <span data-testid="failure-what">{plain.what}</span>
        </p>
        <p>
          <span className="font-semibold">What to do: </span>
          <span data-testid="failure-whatToDo">{plain.whatToDo}</span>
        </p>
        {children}
      </div>
      <p className="font-medium text-red-900">
        As it came on the wire:
        {failure.status ? (
          <span className="ml-2 font-mono" data-testid="failure-status">
            HTTP {failure.status} {failure.statusText}
          </span>
        ) : null}
      </p>
      <p className="wrap-break-word">
        {/* The client library's words, kept as they came: its code can name another stage (a 401 during version negotiation). */}
        <span className="text-red-900">The client library said: </span>
        {/* A space, not a margin, after the code: with only a margin the code and the message's first word were one unbreakable run ("V/ersion"). */}
        {failure.code !== undefined ? <span className="font-mono">[{String(failure.code)}]</span> : null} {failure.message}
      </p>
      {failure.wwwAuthenticate ? (
        <div className="space-y-1" data-testid="challenge">
          <p className="font-medium">
            WWW-Authenticate:{' '}
            <code className="font-mono text-xs wrap-break-word">
              <Breakable text={failure.wwwAuthenticate} />
            </code>
          </p>
          {failure.challenges?.map((c, i) => (
            <dl key={i} className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 rounded bg-white/70 p-2 font-mono text-xs">
              <dt className="text-stone-600">scheme</dt>
              <dd>{c.scheme}</dd>
              {Object.entries(c.params).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="wrap-break-word">
                    <Breakable text={v} />
                  </dd>
                </div>
              ))}
            </dl>
          ))}
        </div>
      ) : null}
      {failure.seq ? <p className="text-xs text-red-900">The refusal is exchange #{failure.seq} in the transcript.</p> : null}
    </div>
  );
}
