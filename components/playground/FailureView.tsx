/**
 * An error as it came: HTTP status, the WWW-Authenticate challenge (raw and parsed), the JSON-RPC
 * code and message. Nothing is reworded away.
 */
import type { Failure } from '@/lib/playground/failure';

export function FailureView({ failure, title }: { failure: Failure; title: string }) {
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
      <p className="font-semibold">
        {title}
        {failure.status ? (
          <span className="ml-2 font-mono" data-testid="failure-status">
            HTTP {failure.status} {failure.statusText}
          </span>
        ) : null}
      </p>
      <p className="break-words">
        {failure.code !== undefined ? <span className="mr-2 font-mono">[{String(failure.code)}]</span> : null}
        {failure.message}
      </p>
      {failure.wwwAuthenticate ? (
        <div className="space-y-1" data-testid="challenge">
          <p className="font-medium">
            WWW-Authenticate: <code className="font-mono text-xs break-all">{failure.wwwAuthenticate}</code>
          </p>
          {failure.challenges?.map((c, i) => (
            <dl key={i} className="grid grid-cols-[max-content_1fr] gap-x-3 rounded bg-white/70 p-2 font-mono text-xs">
              <dt className="text-stone-600">scheme</dt>
              <dd>{c.scheme}</dd>
              {Object.entries(c.params).map(([k, v]) => (
                <div key={k} className="contents">
                  <dt className="text-stone-600">{k}</dt>
                  <dd className="break-all">{v}</dd>
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
