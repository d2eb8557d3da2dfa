'use client';
/**
 * A live task: analyze_corpus over the whole corpus, paced so it can be watched, started by the
 * official requester (@modelcontextprotocol/ext-tasks) with the Tasks extension declared. The call
 * answers at once with a handle; the requester polls tasks/get at the server's pollIntervalMs until
 * the task completes, or until you press Cancel (tasks/cancel) and it ends cancelled. It starts when the
 * reader presses Start, so Cancel is in view while there is something to cancel.
 */
import { useRef, useState } from 'react';
import { TaskView } from '@/components/playground/TaskView';
import { createStore } from '@/lib/browser/store';
import { openLocalClient } from '@/lib/browser/open-client';
import type { TaskRun, TaskRunState } from '@/lib/browser/task-run';
import { taskTraffic } from '@/lib/browser/task-wire';
import { useStore } from '@/lib/browser/use-tap';
import { DOOR } from '@/lib/vocabulary';
import { Proof } from '../Lesson';
import { LiveDemo } from '../LiveDemo';
import { useLiveRun } from '../useLiveRun';

const ARGS = { query: '*', paceMs: 80 };

export function TaskDemo() {
  const [state] = useState(() => createStore<TaskRunState | undefined>(undefined));
  const task = useStore(state);
  const run = useRef<TaskRun | undefined>(undefined);
  const live = useLiveRun(
    async (fetch) => {
      state.set(undefined);
      const client = await openLocalClient({ fetch });
      const { TaskRun } = await import('@/lib/browser/task-run');
      const current = new TaskRun({ client, fetch, endpoint: new URL(DOOR.open.path, window.location.origin).toString(), headers: {}, mark: () => 0, state });
      run.current = current;
      try {
        await current.start('analyze_corpus', ARGS);
      } finally {
        await current.close();
        await client.close();
      }
      return state.get()?.status;
    },
    { trigger: 'click' },
  );
  const handle = task?.handle as { resultType?: string; status?: string } | undefined;
  const polls = live.entries.filter((e) => e.method === 'tasks/get').length;
  const ended = task && ['completed', 'failed', 'cancelled'].includes(task.status);
  return (
    <LiveDemo
      live={live}
      lessonLines={[4, 2]}
      id="task"
      label={`tools/call analyze_corpus ${JSON.stringify(ARGS)} as a task, then tasks/get until it ends`}
      startLabel="Start the task"
      show={(e) => e.method === 'tools/call' || (e.method?.startsWith('tasks/') ?? false)}
      open={(e) => e.method === 'tools/call'}
      reserve="min-h-[22rem]"
      highlight={{ keys: ['result.resultType', 'result.taskId', 'result.status', 'params.taskId'] }}
      lesson={
        task && handle ? (
          <span data-testid="task-lesson">
            tools/call → resultType <Proof>{handle.resultType ?? '?'}</Proof>, status <Proof>{handle.status ?? task.history[0]?.status ?? '?'}</Proof> at once
            {' · '}
            <Proof>{polls}</Proof> tasks/get poll{polls === 1 ? '' : 's'} → <Proof>{ended ? task.status : `${task.status}…`}</Proof>
          </span>
        ) : undefined
      }
    >
      {task ? null : (
        <p className="flex h-full min-h-[inherit] items-center justify-center rounded-lg border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">
          The task’s status, its progress and its Cancel button appear here once you start it.
        </p>
      )}
      {task ? <TaskView state={task} traffic={taskTraffic(live.entries, task.taskId)} onCancel={() => void run.current?.cancel()} /> : null}
    </LiveDemo>
  );
}
