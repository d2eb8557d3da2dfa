'use client';
/** The current call as it unfolds: running with progress, cancelled where it stopped, the result, or the error as it came. */
import { Frame } from '@/components/frame/Frame';
import { SCOPE_READ, SCOPE_REFINE } from '@/lib/vocabulary';
import { explainFailure } from '@/lib/playground/explain';
import { FailureView } from './FailureView';
import { SignInPanel } from './SignInPanel';
import { MeterView } from './MeterView';
import { ProgressBar } from './ProgressBar';
import { SamplingRequest } from './SamplingRequest';
import { useCall, useConnection, usePlayground, useSignIn } from './context';

const STATUS = { running: 'Running…', done: 'Done', error: 'Failed', cancelled: 'Cancelled', 'needs-input': 'Waiting for your answer' } as const;

function contentText(result: unknown): string | undefined {
  const r = result as {
    content?: { type: string; text?: string }[];
    messages?: { content: { type: string; text?: string } }[];
    contents?: { text?: string }[];
  };
  const blocks = r.content ?? r.messages?.map((m) => m.content) ?? r.contents?.map((c) => ({ type: 'text', text: c.text })) ?? [];
  const text = blocks
    .filter((b) => b.type === 'text' && b.text)
    .map((b) => b.text)
    .join('\n\n');
  return text || undefined;
}

export function CallPanel() {
  const { session, signIn } = usePlayground();
  const call = useCall();
  const conn = useConnection();
  const { era } = conn;
  const signInState = useSignIn();
  if (!call) return null;
  const action = call.failure ? explainFailure(call.failure, conn.door).action : undefined;
  const isError = (call.result as { isError?: boolean } | undefined)?.isError === true;
  const text = call.status === 'done' ? contentText(call.result) : undefined;
  return (
    <section aria-labelledby="call-heading" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="call-panel">
      <h2 id="call-heading" className="text-lg font-semibold">
        4 · Outcome{' '}
        <span role="status" data-testid="call-status" className="text-base font-medium text-stone-700">
          {STATUS[call.status]}
          {call.round > 1 ? ` (round ${call.round})` : ''}
          {call.status === 'done' && isError ? ' — the tool reported an error (isError)' : ''}
        </span>
      </h2>
      {call.progress ? <ProgressBar {...call.progress} stopped={call.status === 'cancelled'} /> : null}
      {call.status === 'cancelled' ? (
        <p className="text-sm text-stone-800" data-testid="cancelled-note">
          The client closed the request stream
          {call.progress ? ` after ${call.progress.progress}${call.progress.total ? ` of ${call.progress.total}` : ''}` : ''}; the server stops at its next
          chunk.
        </p>
      ) : null}
      {call.status === 'needs-input' && call.inputs ? (
        <SamplingRequest inputs={call.inputs} onAnswer={(a) => void session.answer(a)} onDecline={() => void session.answer('decline')} />
      ) : null}
      {call.status === 'error' && call.failure ? (
        <FailureView failure={call.failure} title="The request failed" door={conn.door}>
          {action === 'step-up' ? (
            <StepUpButton scope={call.failure.challengeScope} busy={signInState.phase === 'stepping-up'} onStepUp={(scope) => void signIn.stepUp(scope)} />
          ) : null}
          {action === 'sign-in' && conn.door === 'oauth' ? <SignInPanel /> : null}
          {signInState.phase === 'failed' && action === 'step-up' ? (
            <p role="status" className="text-sm text-red-900">
              Step-up stopped: {signInState.error}
            </p>
          ) : null}
        </FailureView>
      ) : null}
      {text ? (
        <div className={`rounded-md border p-3 ${isError ? 'border-red-200 bg-red-50' : 'border-emerald-200 bg-emerald-50'}`}>
          <h3 className="mb-1 text-sm font-semibold">What the model reads</h3>
          <pre data-testid="result-text" className="max-h-72 overflow-auto font-sans text-sm whitespace-pre-wrap text-stone-900" tabIndex={0}>
            {text}
          </pre>
        </div>
      ) : null}
      {call.status === 'done' || call.status === 'needs-input' ? <MeterView result={call.result} /> : null}
      {call.status === 'done' ? <Frame message={call.result} era={era} label="The result object" /> : null}
    </section>
  );
}

/** After 403 insufficient_scope: reauthorize for the scope the door named, then the same call again. */
function StepUpButton({ scope, busy, onStepUp }: { scope?: string; busy: boolean; onStepUp: (scope?: string) => void }) {
  const extra = (scope ?? '').split(/\s+/).filter((s) => s && s !== SCOPE_READ);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => onStepUp(scope)}
      className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
    >
      {busy ? 'Waiting for you in the consent window…' : `Step up to ${extra.length > 0 ? extra.join(' ') : SCOPE_REFINE}`}
    </button>
  );
}
