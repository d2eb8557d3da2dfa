'use client';
/**
 * A task as it unfolds: its status (working → input_required → completed, failed or cancelled)
 * with every status it passed through, its progress message as a bar, how many tasks/get polls
 * went out (each one is in the transcript), the log notifications that came back, Cancel while it
 * runs, and the meter of the call that created it. While it waits input_required on a sampling
 * request, the request and a form to answer it (sent with tasks/update). Renders a TaskRun's state; owns nothing.
 * On a slide (until F): the status, its progress, the statuses seen and the polls; the id, logs, result
 * text and meters are behind F.
 */
import { useSlideBrief } from '@/components/frame/detail';
import { ProgressBar } from '@/components/playground/ProgressBar';
import type { TaskRunState, TaskSamplingAnswer } from '@/lib/browser/task-run';
import { progressOf, type TaskTraffic } from '@/lib/browser/task-wire';
import { MeterView } from './MeterView';
import { SamplingRequest } from './SamplingRequest';

const LABEL: Record<TaskRunState['status'], string> = {
  starting: 'Starting…',
  working: 'working',
  input_required: 'input_required — the server waits for an answer',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  immediate: 'answered at once (the server chose not to make a task)',
  error: 'error',
};

/** The statuses of a task still under way (it can be cancelled). */
export const LIVE = new Set<TaskRunState['status']>(['starting', 'working', 'input_required']);

function resultText(result: unknown): string | undefined {
  const blocks = (result as { content?: { type: string; text?: string }[] } | undefined)?.content ?? [];
  return blocks.find((b) => b.type === 'text' && b.text)?.text;
}

export function TaskView({
  state,
  traffic,
  onCancel,
  onAnswer,
}: {
  state: TaskRunState;
  traffic: TaskTraffic;
  onCancel: () => void;
  /** Answers the task's sampling request (the requester sends tasks/update); without it the request is only shown as a status. */
  onAnswer?: (answers: Record<string, TaskSamplingAnswer>) => void;
}) {
  const live = LIVE.has(state.status);
  const progress = progressOf(state.statusMessage);
  const text = resultText(state.result);
  const brief = useSlideBrief();
  return (
    <div className="space-y-3" data-testid="task-view" data-task-status={state.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-mono">{state.tool}</span>{' '}
          <span role="status" data-testid="task-status" className="font-semibold">
            {LABEL[state.status]}
          </span>
        </p>
        {live && state.taskId ? (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-red-300 bg-white px-3 py-1 text-sm font-medium text-red-900 hover:bg-red-50"
          >
            Cancel task
          </button>
        ) : null}
      </div>
      {state.status === 'input_required' && onAnswer && state.inputs && state.inputs.length > 0 ? (
        <SamplingRequest key={state.taskId} inputs={state.inputs} onAnswer={onAnswer} via="task" />
      ) : null}
      {progress ? (
        <ProgressBar progress={progress.progress} total={progress.total} message={state.statusMessage} stopped={state.status === 'cancelled'} />
      ) : state.statusMessage ? (
        <p className="text-sm text-stone-800">{state.statusMessage}</p>
      ) : null}
      <ol className="flex flex-wrap gap-1.5 text-xs" aria-label="Statuses seen">
        {state.history.map((h) => (
          <li key={`${h.status}-${h.atMs}`} className="rounded-full border border-stone-300 bg-white px-2 py-0.5">
            <span className="font-mono">{h.status}</span> <span className="text-stone-700 tabular-nums">+{h.atMs} ms</span>
          </li>
        ))}
      </ol>
      {state.taskId ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          {brief ? null : (
            <>
              <dt className="text-stone-700">task id</dt>
              <dd className="font-mono break-all" data-testid="task-id">
                {state.taskId}
              </dd>
            </>
          )}
          <dt className="text-stone-700">tasks/get polls</dt>
          <dd data-testid="task-polls" className="tabular-nums">
            {traffic.polls}
            {state.pollIntervalMs ? ` (the server asks for one every ${state.pollIntervalMs} ms)` : ''}
          </dd>
          {traffic.updates > 0 ? (
            <>
              <dt className="text-stone-700">tasks/update sent</dt>
              <dd data-testid="task-updates" className="tabular-nums">
                {traffic.updates}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {traffic.logs.length > 0 && !brief ? (
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-stone-700 uppercase">Log notifications</h4>
          <ul className="max-h-40 space-y-0.5 overflow-auto font-mono text-xs" data-testid="task-logs">
            {traffic.logs.map((l, i) => (
              <li key={`${l.seq}-${i}`}>
                [{l.level}]{l.logger ? ` ${l.logger}:` : ''} {typeof l.data === 'string' ? l.data : JSON.stringify(l.data)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {state.failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-950">
          {state.failure}
        </p>
      ) : null}
      {text && !brief ? (
        <pre
          data-testid="task-result"
          className="max-h-40 overflow-auto rounded-md border border-emerald-200 bg-emerald-50 p-2 font-sans text-sm whitespace-pre-wrap"
          tabIndex={0}
        >
          {text}
        </pre>
      ) : null}
      {brief ? null : (
        <>
          <MeterView result={state.handle} label={state.status === 'immediate' ? 'Meter of the call' : 'Meter of the call that created the task'} />
          {state.result && state.result !== state.handle ? <MeterView result={state.result} label="Meter of the result" parent="the call's span" /> : null}
        </>
      )}
    </div>
  );
}
