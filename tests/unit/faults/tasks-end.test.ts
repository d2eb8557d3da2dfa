/**
 * Every task ends, with a reason its client can read, whatever fault strikes: two instances share one
 * real Redis (each its own store and connections, as two processes would), a task runs on A, and B
 * polls it as a client would after A's fault. The bound stated in lib/mcp/tasks/task-store.ts: a task
 * is terminal within its lease (MCP_TASK_LEASE_MS) of its instance stopping, plus the reader's next
 * poll; here the lease is short so the suite takes seconds. No request may take 10 s.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { endRunningTasks } from '../../../lib/mcp';
import { createMemoryStore, type StateStore } from '../../../lib/state';
import { createRedisStore } from '../../../lib/state/redis-store';
import { inProcessServer } from '../../attacks/in-process';
import { type RunningRedis, startRedis } from '../../helpers/redis';
import { answered, gatedTool, killable, redisCommand } from './fault-kit';

const SHORT_LEASE_MS = 600;
/** The lease plus a poll, with room for two loaded cores: what "within the bound" is held to here. */
const BOUND_MS = 6000;
/**
 * For a task that must still be running (its lease held by A) when a fault strikes, not already lapsed because a
 * loaded machine delayed its renewals past SHORT_LEASE_MS; its bound grows by as much as its lease does.
 */
const HELD_LEASE_MS = 2000;
const HELD_BOUND_MS = BOUND_MS - SHORT_LEASE_MS + HELD_LEASE_MS;
const TERMINAL = ['completed', 'failed', 'cancelled'];

const opened: { stores: StateStore[]; servers: RunningRedis[]; gates: (() => void)[] } = { stores: [], servers: [], gates: [] };
afterEach(async () => {
  for (const open of opened.gates.splice(0)) open();
  await Promise.all(opened.stores.splice(0).map((s) => s.close()));
  await Promise.all(opened.servers.splice(0).map((r) => r.stop()));
});

async function redis(): Promise<RunningRedis> {
  const r = await startRedis();
  opened.servers.push(r);
  return r;
}

function store(url: string): StateStore {
  const s = createRedisStore({ url, timeoutMs: 1000, epochCheckMs: 200, log: () => undefined });
  opened.stores.push(s);
  return s;
}

type Server = ReturnType<typeof inProcessServer>;

function instances(url: string, leaseMs = SHORT_LEASE_MS) {
  const gate = gatedTool();
  opened.gates.push(gate.open);
  const stateA = killable(store(url));
  const a = inProcessServer({ state: stateA, taskLimits: { leaseMs }, tools: [gate.tool] });
  const b = inProcessServer({ state: store(url), taskLimits: { leaseMs } });
  return { a, b, stateA, gate };
}

async function startTask(server: Server): Promise<string> {
  const { value } = await answered(() => server.callTool('corpus_stats', {}, { tasks: true }), 'tools/call');
  expect(value.result?.resultType, JSON.stringify(value)).toBe('task');
  return value.result!.taskId as unknown as string;
}

const getTask = async (server: Server, taskId: string) => (await answered(() => server.rpc('tasks/get', { taskId }, { tasks: true }), 'tasks/get')).value;

/** Polls tasks/get until the answer satisfies `done`, every poll answered in time; fails past `boundMs`. */
async function pollUntil(server: Server, taskId: string, done: (answer: Awaited<ReturnType<typeof getTask>>) => boolean, boundMs: number) {
  const started = performance.now();
  for (;;) {
    const answer = await getTask(server, taskId);
    if (done(answer)) return { answer, ms: performance.now() - started };
    if (performance.now() - started > boundMs) throw new Error(`task after ${boundMs} ms: ${JSON.stringify(answer).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const terminal = (answer: Awaited<ReturnType<typeof getTask>>) => TERMINAL.includes(String(answer.result?.status));

describe('a task whose instance dies', { timeout: 60_000 }, () => {
  it('ends failed within the bound, saying its instance stopped, as seen from another instance', async () => {
    const { url } = await redis();
    const { a, b, stateA } = instances(url);
    const taskId = await startTask(a);
    expect((await getTask(b, taskId)).result?.status).toBe('working');

    stateA.kill(); // from now on nothing A does reaches Redis: no progress, no check-in, no final write
    const { answer } = await pollUntil(b, taskId, terminal, BOUND_MS);
    expect(answer.result).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/instance running this task stopped/) } });
  });

  it('is ended by tasks/cancel from another instance: cancelled within the bound', async () => {
    const { url } = await redis();
    const { a, b, stateA } = instances(url);
    const taskId = await startTask(a);
    stateA.kill();
    const cancel = (await answered(() => b.rpc('tasks/cancel', { taskId }, { tasks: true }), 'tasks/cancel')).value;
    expect(cancel.error).toBeUndefined();
    const { answer } = await pollUntil(b, taskId, terminal, BOUND_MS);
    expect(answer.result).toMatchObject({ status: 'cancelled', statusMessage: expect.stringMatching(/instance running it had stopped/) });
  });
});

describe('a task whose final write meets a paused Redis (CLIENT PAUSE)', { timeout: 60_000 }, () => {
  it('still completes once Redis answers again: the final write is retried, and no poll hangs meanwhile', async () => {
    const { url } = await redis();
    // A lease longer than the pause: the worker is alive, only the store is slow.
    const { a, b, gate } = instances(url, 10_000);
    const taskId = await startTask(a);
    await redisCommand(url, 'CLIENT', 'PAUSE', '2500', 'WRITE');
    gate.open(); // the work finishes now; its final write meets the pause
    const { answer } = await pollUntil(b, taskId, terminal, 12_000);
    expect(answer.result).toMatchObject({ status: 'completed', result: { content: [{ text: 'through the gate' }] } });
  });
});

describe('a Redis that restarts without persistence', { timeout: 60_000 }, () => {
  it('makes a task from before it answer "lost when the shared store restarted", not "not found"', async () => {
    const r = await redis();
    const { a, b } = instances(r.url);
    const taskId = await startTask(a);
    await r.stop();
    opened.servers.push(await startRedis({ port: r.port }));
    const { answer } = await pollUntil(b, taskId, (ans) => ans.error !== undefined && !/unavailable|cannot be reached/.test(ans.error.message), 10_000);
    expect(answer.error?.message).toMatch(/lost when the shared store restarted/);
  });
});

describe('a full Redis (maxmemory, noeviction)', { timeout: 60_000 }, () => {
  it('is reported as full: to a new task, in health, and a running task ends failed saying so', async () => {
    const { url } = await redis();
    const { a, b, gate } = instances(url, HELD_LEASE_MS);
    const taskId = await startTask(a);
    const stateB = store(url);
    await redisCommand(url, 'CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
    // Past its memory: every write is refused (OOM), reads still answer.
    await redisCommand(url, 'CONFIG', 'SET', 'maxmemory', '1');
    gate.open(); // its final write now meets a full store

    const started = (await answered(() => a.callTool('corpus_stats', {}, { tasks: true }), 'tools/call on a full store')).value;
    expect(started.error?.message ?? JSON.stringify(started)).toMatch(/shared store is full/);
    expect(await stateB.health()).toMatchObject({ reachable: true, status: 'full' });
    const { answer } = await pollUntil(b, taskId, terminal, HELD_BOUND_MS);
    expect(answer.result).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/shared store is full/) } });
  });
});

describe('a full Redis that outlasts a final write’s retries', { timeout: 60_000 }, () => {
  it('ends the task failed saying the store is full (not "Internal error") once the store has room again', async () => {
    const { url } = await redis();
    // A lease longer than the fault: what ends the task is its own failure, recorded once there is room.
    const { a, b, gate } = instances(url, 30_000);
    const taskId = await startTask(a);
    await redisCommand(url, 'CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
    await redisCommand(url, 'CONFIG', 'SET', 'maxmemory', '1');
    gate.open(); // its final write meets the full store, every attempt of it
    // Room again once every attempt at the final write (six) and the first at recording the failure were refused.
    const refusals = async () => Number(/errorstat_OOM:count=(\d+)/.exec(String(await redisCommand(url, 'INFO', 'errorstats')))?.[1] ?? 0);
    for (let polls = 0; (await refusals()) < 8; polls++) {
      if (polls > 400) throw new Error('the final write was not refused as out of memory');
      await new Promise((r) => setTimeout(r, 50));
    }
    await redisCommand(url, 'CONFIG', 'SET', 'maxmemory', '0');

    const { answer } = await pollUntil(b, taskId, terminal, 12_000);
    expect(answer.result).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/shared store is full/) } });
  });
});

describe('an instance that shuts down', { timeout: 30_000 }, () => {
  it('hands its running tasks back through endRunningTasks: each ends failed at once with the reason', async () => {
    const gate = gatedTool();
    opened.gates.push(gate.open);
    const server = inProcessServer({ state: createMemoryStore(), tools: [gate.tool] });
    const taskId = await startTask(server);
    expect(await endRunningTasks('The instance running this task was shut down; start it again.')).toBeGreaterThanOrEqual(1);
    expect((await getTask(server, taskId)).result).toMatchObject({ status: 'failed', error: { message: expect.stringMatching(/was shut down/) } });
    gate.open(); // its work returns now: nothing of its own is recorded over the end
    await server.settle();
    expect((await getTask(server, taskId)).result).toMatchObject({ status: 'failed' });
  });
});
