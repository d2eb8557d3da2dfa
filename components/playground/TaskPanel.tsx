'use client';
/**
 * The current tool call run as a task, for a 2026-07-28 connection to a server that offers the
 * Tasks extension. The official requester (@modelcontextprotocol/ext-tasks) sends the call with the
 * extension declared; the server decides whether it becomes a task (here: analyze_corpus with "*"
 * or paceMs above 0, and refine_prompt, which waits input_required for the client's model), and every
 * tasks/get poll and the tasks/update that answers the sampling request land in the transcript.
 */
import { useStore } from '@/lib/browser/use-tap';
import { taskTraffic } from '@/lib/browser/task-wire';
import { LIVE, TaskView } from './TaskView';
import { useCall, useConnection, useDraft, usePlayground, useTranscript } from './context';

export function TaskPanel() {
  const { session } = usePlayground();
  const conn = useConnection();
  const op = useDraft();
  const task = useStore(session.task);
  const transcript = useTranscript();
  // Numbered after the panels shown above it: 4 · Outcome appears only once a call has run.
  const number = useCall() ? 5 : 4;
  const offered = conn.status === 'connected' && conn.server?.era === 'modern' && conn.server.tasks;
  if (!offered && !task) return null;
  const live = task ? LIVE.has(task.status) : false;
  const traffic = task
    ? taskTraffic(
        transcript.entries.filter((e) => e.exchange.seq > task.since),
        task.taskId,
      )
    : { polls: 0, updates: 0, logs: [] };
  return (
    <section aria-labelledby="task-heading" className="space-y-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="task-panel">
      <h2 id="task-heading" className="text-lg font-semibold">
        {number} · As a task
      </h2>
      <p className="text-sm text-stone-700">
        Sends the request above with the Tasks extension declared, through the official requester. The server decides: a whole-corpus or paced{' '}
        <code className="font-mono">analyze_corpus</code> answers at once with a task handle, then you watch it poll;{' '}
        <code className="font-mono">refine_prompt</code> becomes a task waiting for your model, which you answer here (sent with{' '}
        <code className="font-mono">tasks/update</code>); anything else answers as usual.
      </p>
      <button
        type="button"
        disabled={!offered || op?.kind !== 'tool' || live}
        onClick={() => op?.kind === 'tool' && void session.runTask(op)}
        className="rounded-md bg-indigo-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 disabled:opacity-60"
      >
        Run as a task
      </button>
      {task ? <TaskView state={task} traffic={traffic} onCancel={() => void session.cancelTask()} onAnswer={(a) => session.answerTask(a)} /> : null}
    </section>
  );
}
