/**
 * The Tasks extension (io.modelcontextprotocol/tasks) against two `next start` instances sharing one
 * redis-server, driven by the official requester (@modelcontextprotocol/ext-tasks): a task made on A
 * is polled to completion on B, cancelled through B while A works it, refused to another principal,
 * and forgotten after its TTL (B keeps tasks 5 s). A client that does not declare the extension gets
 * the plain result it always got.
 */
import type { Client } from '@modelcontextprotocol/client';
import type { CallToolResultV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectModern } from '../helpers/clients';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { type RunningRedis, startRedis } from '../helpers/redis';
import { envelope, postRpc, taskSession } from '../helpers/task-dispatch';

const TASKS = 'io.modelcontextprotocol/tasks';
const API_KEY = 'tasks-test-shared-key-0123456789abcdef';
const SHORT_TTL_MS = 5000;

let redis: RunningRedis;
let a: RunningServer;
let b: RunningServer;
const clients: Client[] = [];

async function client(server: RunningServer, path = '/api/mcp', headers?: Record<string, string>): Promise<Client> {
  const c = await connectModern(server.url, { headers }, path);
  clients.push(c);
  return c;
}

/** Polls tasks/get (through ext-tasks) until `done` holds, honouring nothing but a generous deadline. */
async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, deadlineMs = 60_000): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${deadlineMs} ms; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  redis = await startRedis();
  const [pa, pb] = [await freePort(), await freePort()];
  const env = { REDIS_URL: redis.url, MCP_API_KEY: API_KEY, MCP_PUBLIC_ORIGIN: `http://localhost:${pa}`, MCP_ALLOWED_HOSTS: `localhost:${pa},localhost:${pb}` };
  [a, b] = await Promise.all([startNextServer(env, 'healthy', pa), startNextServer({ ...env, MCP_TASK_TTL_MS: String(SHORT_TTL_MS) }, 'healthy', pb)]);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

describe('Tasks extension across instances', () => {
  it('server/discover declares the extension, so ext-tasks negotiates its 2026-07-28 generation', async () => {
    const c = await client(a);
    expect(c.getServerCapabilities()?.extensions?.[TASKS]).toEqual({});
    const session = taskSession(c, `${a.url}/api/mcp`);
    expect(session.capabilities).toMatchObject({ execution: true, cancellation: true });
    await session.close();
  });

  it('a whole-corpus analysis started on A answers a task handle at once, and is polled to completion on B', async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`);
    const execution = await onA.callTool('analyze_corpus', { query: '*', paceMs: 20 });
    expect(execution.kind).toBe('task');
    if (execution.kind !== 'task') return;
    const reference = execution.serializeReference();
    expect(reference.taskId.length).toBeGreaterThanOrEqual(32); // 192 random bits, base64url
    // Detached, and A's session left open: ext-tasks 0.2.2's session.close() cancels executions it still lists, detached or not.
    await execution.detach();

    const onB = taskSession(await client(b), `${b.url}/api/mcp`);
    const resumed = await onB.resumeTask<CallToolResultV2>(reference);
    const { outcome } = await resumed.settle();
    expect(outcome.status, outcome.status === 'failed' ? `${outcome.error.message} ${a.output().slice(-1500)}` : '').toBe('completed');
    if (outcome.status !== 'completed') return;
    const result = outcome.result as { structuredContent?: { analyzed: number; total: number; stoppedEarly: boolean } };
    expect(result.structuredContent).toMatchObject({ analyzed: 1381, total: 1381, stoppedEarly: false });
    const finished = await onB.task(reference.taskId).snapshot();
    expect(finished).toMatchObject({ status: 'completed', retentionMs: 15 * 60_000, suggestedPollIntervalMs: 500 });
    await onB.close();
  });

  it('tasks/cancel sent to B stops the worker on A between chunks: cancelled, with the count analysed so far', async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`);
    const execution = await onA.callTool('analyze_corpus', { query: '*', paceMs: 200 });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    // Detached, and A's session left open: ext-tasks 0.2.2's session.close() cancels executions it still lists, detached or not.
    await execution.detach();

    const onB = taskSession(await client(b), `${b.url}/api/mcp`);
    await onB.task(taskId).cancel();
    const final = await pollUntil(
      () => onB.task(taskId).snapshot(),
      (t) => t.status !== 'working',
      'a terminal status',
    );
    expect(final.status).toBe('cancelled');
    const [, analysed, total] = /Cancelled after analysing (\d+) of (\d+) prompts/.exec(final.statusMessage ?? '') ?? [];
    expect(Number(total)).toBe(1381);
    expect(Number(analysed)).toBeGreaterThan(0);
    expect(Number(analysed)).toBeLessThan(1381);
    await onB.close();
  });

  it('another principal gets "not found": a task made through the key door is invisible on the open door', async () => {
    const keyed = { authorization: `Bearer ${API_KEY}` };
    const onKeyDoor = taskSession(await client(a, '/api/mcp/key', keyed), `${a.url}/api/mcp/key`, keyed);
    const execution = await onKeyDoor.callTool('analyze_corpus', { query: '*' });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    await execution.detach();

    const get = { method: 'tasks/get', params: { taskId, _meta: envelope(true) } };
    const stranger = await postRpc(`${b.url}/api/mcp`, get);
    expect(stranger).toMatchObject({ kind: 'error', error: { code: -32602, message: 'Failed to retrieve task: Task not found' } });
    const cancel = await postRpc(`${b.url}/api/mcp`, { method: 'tasks/cancel', params: { taskId, _meta: envelope(true) } });
    expect(cancel).toMatchObject({ kind: 'error', error: { code: -32602 } });
    // The key holder still sees it, from either instance.
    expect(await postRpc(`${b.url}/api/mcp/key`, get, keyed)).toMatchObject({ kind: 'result', result: { taskId } });
  });

  it('an unknown id is a clear -32602, and tasks/* without the extension declared is -32021', async () => {
    const unknown = await postRpc(`${a.url}/api/mcp`, { method: 'tasks/get', params: { taskId: 'no-such-task', _meta: envelope(true) } });
    expect(unknown).toMatchObject({ kind: 'error', error: { code: -32602, message: 'Failed to retrieve task: Task not found' } });
    const undeclared = await postRpc(`${a.url}/api/mcp`, { method: 'tasks/get', params: { taskId: 'no-such-task', _meta: envelope(false) } });
    expect(undeclared).toMatchObject({ kind: 'error', error: { code: -32021, data: { requiredCapabilities: { extensions: { [TASKS]: {} } } } } });
  });

  it('after its TTL a task answers the error the spec names: "Task has expired"', async () => {
    const onB = taskSession(await client(b), `${b.url}/api/mcp`);
    const execution = await onB.callTool('analyze_corpus', { query: '*' });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    await execution.detach();
    const first = await onB.task(taskId).snapshot();
    expect(first.retentionMs).toBe(SHORT_TTL_MS);
    await onB.close();
    const get = () => postRpc(`${a.url}/api/mcp`, { method: 'tasks/get', params: { taskId, _meta: envelope(true) } });
    const expired = await pollUntil(get, (r) => r.kind === 'error', 'expiry', SHORT_TTL_MS + 30_000);
    expect(expired).toMatchObject({ kind: 'error', error: { code: -32602, message: 'Failed to retrieve task: Task has expired' } });
  });

  it('a client that does not declare the extension gets the plain result, as before', async () => {
    const c = await client(a);
    const res = await c.callTool({ name: 'analyze_corpus', arguments: { query: '*', paceMs: 1 } });
    expect((res as { resultType?: string }).resultType).not.toBe('task');
    expect(res.structuredContent).toMatchObject({ analyzed: 1381, total: 1381 });
  });

  it('a short analysis stays a plain result even for a client that declares the extension', async () => {
    const session = taskSession(await client(a), `${a.url}/api/mcp`);
    const execution = await session.callTool('analyze_corpus', { query: 'code review' });
    expect(execution.kind).toBe('immediate');
    const { outcome } = await execution.settle();
    expect(outcome.status).toBe('completed');
    await session.close();
  });
});
