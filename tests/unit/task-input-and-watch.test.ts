/**
 * The task machinery in process, on the memory store: answers delivered to a task parked on input
 * (partial, unknown keys, the last answer resuming it exactly once), and the watch behind a
 * subscriptions/listen stream (current state first, every change once, the end when terminal).
 */
import { describe, expect, it } from 'vitest';
import { deliverInput } from '../../lib/mcp/tasks/resumable';
import { createTaskStore } from '../../lib/mcp/tasks/task-store';
import { openTaskWatch } from '../../lib/mcp/tasks/task-watch';
import { createMemoryStore } from '../../lib/state';

const limits = { ttlMs: 60_000, pollIntervalMs: 500 };
const ask = (message: string) => ({ method: 'elicitation/create', params: { message, requestedSchema: { type: 'object', properties: {} } } });

describe('tasks/update on a task waiting for input', () => {
  it('keeps only the unanswered keys until the last answer, which resumes the task once, whoever else answers at the same time', async () => {
    const store = createTaskStore(createMemoryStore(), limits);
    const parked = await store.create('open', 'waiting', {
      status: 'input_required',
      inputRequests: { first: ask('First?'), second: ask('Second?') },
      resume: { kind: 'test', args: {} },
    });
    const resumed: Record<string, unknown>[] = [];
    const onResume = (_working: unknown, answers: Record<string, unknown>) => resumed.push(answers);

    const partial = await deliverInput(store, parked, { first: { action: 'accept', content: { v: 1 } }, unasked: { action: 'accept' } }, onResume);
    expect(partial).toMatchObject({ status: 'input_required', inputRequests: { second: {} }, inputResponses: { first: {} } });
    expect(Object.keys(partial.inputRequests ?? {})).toEqual(['second']);
    expect(resumed).toEqual([]);

    const last = { second: { action: 'accept', content: { v: 2 } } };
    const [a, b] = await Promise.all([deliverInput(store, partial, last, onResume), deliverInput(store, partial, last, onResume)]);
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toEqual({ first: { action: 'accept', content: { v: 1 } }, second: { action: 'accept', content: { v: 2 } } });
    expect([a.status, b.status].sort()).toEqual(['input_required', 'working']);
    const stored = await store.lookup(parked.taskId, 'open');
    expect(stored).toMatchObject({ kind: 'found', record: { status: 'working' } });
    expect(stored.kind === 'found' && stored.record.inputRequests).toBeUndefined();
  });
});

describe('watching tasks for a listen stream', () => {
  it('sends the current state, then each change once, and ends when the task is terminal; ids the caller cannot see are not watched', async () => {
    const store = createTaskStore(createMemoryStore(), limits);
    const task = await store.create('alice', 'starting');
    const others = await store.create('bob', 'not yours');
    const watch = await openTaskWatch(store, 'alice', [task.taskId, others.taskId, 'unknown'], { signal: new AbortController().signal, maxMs: 10_000 });
    expect(watch.honored).toEqual([task.taskId]);

    const seen: { status: string; statusMessage?: string }[] = [];
    const ended = watch.run((t) => seen.push({ status: t.status, statusMessage: t.statusMessage }));
    let record = await store.update(task, { statusMessage: 'half way' });
    record = await store.update(record, { status: 'completed', statusMessage: 'done', result: { content: [] } });
    expect(await ended).toBe('terminal');
    expect(seen).toEqual([
      { status: 'working', statusMessage: 'starting' },
      { status: 'working', statusMessage: 'half way' },
      { status: 'completed', statusMessage: 'done' },
    ]);
  });

  it('ends after its bounded time when the task is still working', async () => {
    const store = createTaskStore(createMemoryStore(), limits);
    const task = await store.create('open', 'forever');
    const watch = await openTaskWatch(store, 'open', [task.taskId], { signal: new AbortController().signal, maxMs: 300, rereadMs: 100 });
    const seen: string[] = [];
    expect(await watch.run((t) => seen.push(t.status))).toBe('timeout');
    expect(seen).toEqual(['working']);
  });
});
