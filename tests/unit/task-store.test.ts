/** The task store over the memory backend, with a clock the test moves: ownership, expiry, terminal states, the cancel flag. */
import { describe, expect, it } from 'vitest';
import { createTaskStore } from '../../lib/mcp/tasks/task-store';
import { createMemoryStore } from '../../lib/state';

function storeAt(start = Date.parse('2026-07-28T10:00:00Z')) {
  let now = start;
  const store = createTaskStore(createMemoryStore(), { ttlMs: 60_000, pollIntervalMs: 500 }, () => now);
  return {
    store,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('task store', () => {
  it('creates a working task with an unguessable id, visible to its owner only', async () => {
    const { store } = storeAt();
    const task = await store.create('client:alice', 'Analysing');
    expect(task).toMatchObject({ status: 'working', ttlMs: 60_000, pollIntervalMs: 500, createdAt: '2026-07-28T10:00:00.000Z' });
    // The store epoch's tag, then 192 random bits.
    expect(Buffer.from(task.taskId.split('.')[1]!, 'base64url').length).toBe(24);
    expect(await store.lookup(task.taskId, 'client:alice')).toMatchObject({ kind: 'found' });
    expect(await store.lookup(task.taskId, 'client:mallory')).toEqual({ kind: 'not-found' });
    expect(await store.lookup('nope', 'client:alice')).toEqual({ kind: 'not-found' });
  });

  it('answers "expired" once the TTL from creation has passed', async () => {
    const { store, advance } = storeAt();
    const task = await store.create('open', 'Analysing');
    advance(59_999);
    expect((await store.lookup(task.taskId, 'open')).kind).toBe('found');
    advance(2);
    expect(await store.lookup(task.taskId, 'open')).toEqual({ kind: 'expired' });
  });

  it('stamps lastUpdatedAt on each change and never leaves a terminal status', async () => {
    const { store, advance } = storeAt();
    const task = await store.create('open', 'Analysing');
    advance(1000);
    const done = await store.update(task, { status: 'completed', result: { content: [] } });
    expect(done.lastUpdatedAt).toBe('2026-07-28T10:00:01.000Z');
    expect(await store.update(done, { status: 'cancelled' })).toBe(done);
    const found = await store.lookup(task.taskId, 'open');
    expect(found.kind === 'found' && found.record.status).toBe('completed');
  });

  it('carries a cancel request to whoever reads the flag', async () => {
    const { store } = storeAt();
    const task = await store.create('open', 'Analysing');
    expect(await store.cancelRequested(task.taskId)).toBe(false);
    await store.requestCancel(task.taskId, task.ttlMs);
    expect(await store.cancelRequested(task.taskId)).toBe(true);
  });

  it('ends a working task whose lease lapsed, once for everyone: later writes by its worker do not change how it ended', async () => {
    const store = createTaskStore(createMemoryStore(), { ttlMs: 60_000, pollIntervalMs: 500, leaseMs: 1 });
    const task = await store.create('client:alice', 'Analysing');
    // Nobody renews the lease (no worker holds it): the next look after it lapses ends the task.
    await expect
      .poll(async () => {
        const found = await store.lookup(task.taskId, 'client:alice');
        return found.kind === 'found' ? found.record.status : found.kind;
      })
      .toBe('failed');
    const ended = await store.update(task, { status: 'completed', statusMessage: 'Done', result: { content: [] } });
    expect(ended).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/instance running this task stopped/) } });
    expect(await store.update(task, { statusMessage: 'Still going' })).toMatchObject({ status: 'failed' });
  });

  it('keeps a task within its byte budget: a result past it ends the task failed, saying so', async () => {
    const store = createTaskStore(createMemoryStore(), { ttlMs: 60_000, pollIntervalMs: 500, maxRecordBytes: 4096 });
    const task = await store.create('client:alice', 'Analysing');
    const ended = await store.update(task, { status: 'completed', statusMessage: 'Done', result: { text: 'x'.repeat(10_000) } });
    expect(ended).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/too large to keep/) } });
    expect(await store.lookup(task.taskId, 'client:alice')).toMatchObject({ kind: 'found', record: { status: 'failed' } });
  });
});
