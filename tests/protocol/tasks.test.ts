/**
 * The Tasks extension (io.modelcontextprotocol/tasks) against two `next start` instances sharing one
 * redis-server, driven by the official requester (@modelcontextprotocol/ext-tasks): a task made on A
 * is polled to completion on B, cancelled through B while A works it, refused to another principal,
 * and forgotten after its TTL (B keeps tasks 5 s). A client that does not declare the extension gets
 * the plain result it always got. refine_prompt as a task waits input_required for the client's model,
 * answered by tasks/update on the other instance; a subscriptions/listen stream on one instance
 * receives the status notifications of a task another instance works.
 */
import type { CallToolResultV2 } from '@modelcontextprotocol/ext-tasks/core/v2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectModern } from '../helpers/clients';
import { freePort, type RunningServer, startNextServer } from '../helpers/next-server';
import { type RunningRedis, startRedis } from '../helpers/redis';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { envelope, postRpc, readSse, taskSession } from '../helpers/task-dispatch';
import { MODERN } from '../helpers/clients';

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

const SAMPLING = { sampling: {} };
const REFINED = 'A shorter Linux terminal prompt, refined by the test model.';

/** A raw subscriptions/listen for task ids, as a 2026-07-28 client sends it. */
function listenRequest(url: string, taskIds: string[], id: string | number = 'listen-1', withTasks = true, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'subscriptions/listen',
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: { notifications: { taskIds }, _meta: envelope(withTasks) } }),
  });
}

describe('refine_prompt as a task: input_required answered with tasks/update', () => {
  it('made on A, its sampling request is answered by ext-tasks through tasks/update on B, and the task completes with the refined prompt', async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`, {}, { capabilities: SAMPLING });
    const execution = await onA.callTool('refine_prompt', { id: 'linux-terminal', goal: 'shorter' });
    expect(execution.kind).toBe('task');
    if (execution.kind !== 'task') return;
    const reference = execution.serializeReference();
    await execution.detach();

    // The task waits for the client's model: tasks/get shows the sampling request it needs answered.
    const parked = await postRpc(`${b.url}/api/mcp`, { method: 'tasks/get', params: { taskId: reference.taskId, _meta: envelope(true) } });
    expect(parked).toMatchObject({
      kind: 'result',
      result: { status: 'input_required', inputRequests: { refine: { method: 'sampling/createMessage', params: { maxTokens: 1200 } } } },
    });

    const asked: string[] = [];
    const onB = taskSession(
      await client(b),
      `${b.url}/api/mcp`,
      {},
      {
        capabilities: SAMPLING,
        onInputRequest: async (request, context) => {
          asked.push(`${request.kind}:${context.delivery}:${context.inputId}`);
          return { role: 'assistant', model: 'test-model', content: { type: 'text', text: REFINED } } as never;
        },
      },
    );
    const resumed = await onB.resumeTask<CallToolResultV2>(reference);
    const { outcome } = await resumed.settle();
    expect(asked).toEqual(['sampling:task-update:refine']);
    expect(outcome.status, outcome.status === 'failed' ? `${outcome.error.message} ${b.output().slice(-1500)}` : '').toBe('completed');
    if (outcome.status !== 'completed') return;
    expect((outcome.result as { structuredContent?: unknown }).structuredContent).toEqual({
      id: 'linux-terminal',
      goal: 'shorter',
      refined: REFINED,
      via: 'sampling',
      model: 'test-model',
    });
    await onB.close();
  });

  it('tasks/update with a key the task did not ask for is acknowledged and changes nothing; tasks/cancel ends a task parked on input at once', async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`, {}, { capabilities: SAMPLING });
    const execution = await onA.callTool('refine_prompt', { id: 'linux-terminal', goal: 'for a beginner' });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    await execution.detach();

    const update = await postRpc(`${b.url}/api/mcp`, {
      method: 'tasks/update',
      params: { taskId, inputResponses: { 'not-asked': { action: 'accept' } }, _meta: envelope(true) },
    });
    expect(update).toMatchObject({ kind: 'result', result: { resultType: 'complete' } });
    const get = () => postRpc(`${a.url}/api/mcp`, { method: 'tasks/get', params: { taskId, _meta: envelope(true) } });
    expect(await get()).toMatchObject({ kind: 'result', result: { status: 'input_required', inputRequests: { refine: {} } } });

    expect(await postRpc(`${b.url}/api/mcp`, { method: 'tasks/cancel', params: { taskId, _meta: envelope(true) } })).toMatchObject({ kind: 'result' });
    expect(await get()).toMatchObject({ kind: 'result', result: { status: 'cancelled' } });
  });

  it('a client without sampling, or without the extension, gets the plain draft as before', async () => {
    const plain = taskSession(await client(a), `${a.url}/api/mcp`);
    const execution = await plain.callTool('refine_prompt', { id: 'linux-terminal', goal: 'shorter' });
    expect(execution.kind).toBe('immediate');
    const { outcome } = await execution.settle();
    expect(outcome.status).toBe('completed');
    if (outcome.status === 'completed') expect((outcome.result as { structuredContent?: { via?: string } }).structuredContent?.via).toBe('fallback');
    await plain.close();
  });
});

describe('notifications/tasks on a subscriptions/listen stream', () => {
  it('a stream opened on B receives the status of a task A works, every change through Redis, and ends with the listen result when it is terminal', async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`);
    const execution = await onA.callTool('analyze_corpus', { query: '*', paceMs: 40 });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    await execution.detach();

    const res = await listenRequest(`${b.url}/api/mcp`, [taskId, 'no-such-task']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const messages = await readSse(res);
    const subscription = { 'io.modelcontextprotocol/subscriptionId': 'listen-1' };

    // Acknowledged first, with only the ids this caller may watch.
    expect(messages[0]).toEqual({
      jsonrpc: '2.0',
      method: 'notifications/subscriptions/acknowledged',
      params: { notifications: { taskIds: [taskId] }, _meta: subscription },
    });
    const statuses = messages.filter((m) => m.method === 'notifications/tasks').map((m) => m.params as Record<string, unknown>);
    expect(statuses.length).toBeGreaterThan(2);
    for (const s of statuses) expect(s).toMatchObject({ taskId, _meta: subscription });
    expect(statuses.some((s) => s.status === 'working' && /Analysed \d+ of 1381 prompts/.test(String(s.statusMessage)))).toBe(true);
    const last = statuses.at(-1)!;
    expect(last).toMatchObject({ status: 'completed', result: { structuredContent: { analyzed: 1381, total: 1381 } } });
    // Then the listen request's own result: the graceful end of the subscription.
    expect(messages.at(-1)).toMatchObject({ jsonrpc: '2.0', id: 'listen-1', result: { resultType: 'complete', _meta: subscription } });
  });

  it("the official v2 client's listen() delivers a refine task's input_required → working → completed as tasks/update moves it, then closes gracefully", async () => {
    const onA = taskSession(await client(a), `${a.url}/api/mcp`, {}, { capabilities: SAMPLING });
    const execution = await onA.callTool('refine_prompt', { id: 'linux-terminal', goal: 'shorter' });
    if (execution.kind !== 'task') throw new Error('expected a task');
    const { taskId } = execution.handle;
    await execution.detach();

    const listener = new Client(
      { name: 'observatory-tests', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: MODERN } }, capabilities: { extensions: { [TASKS]: {} } } as never },
    );
    clients.push(listener);
    await listener.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', b.url)));
    const seen: Record<string, unknown>[] = [];
    listener.fallbackNotificationHandler = async (n) => {
      if (n.method === 'notifications/tasks') seen.push(n.params as Record<string, unknown>);
    };
    const subscription = await listener.listen({ taskIds: [taskId] } as never);
    await pollUntil(
      async () => seen.length,
      (n) => n >= 1,
      'the first status',
    );
    expect(seen[0]).toMatchObject({ taskId, status: 'input_required', inputRequests: { refine: { method: 'sampling/createMessage' } } });

    const answer = { refine: { role: 'assistant', model: 'test-model', content: { type: 'text', text: REFINED } } };
    expect(await postRpc(`${a.url}/api/mcp`, { method: 'tasks/update', params: { taskId, inputResponses: answer, _meta: envelope(true) } })).toMatchObject({
      kind: 'result',
    });
    expect(await subscription.closed).toBe('graceful');
    expect(seen.map((s) => s.status)).toEqual(['input_required', 'working', 'completed']);
    expect(seen.at(-1)).toMatchObject({ result: { structuredContent: { refined: REFINED, via: 'sampling' } } });
  });

  it('a listen for task ids without the extension declared is -32021; ids the caller cannot see are acknowledged as nothing, and the stream ends at once', async () => {
    const refused = await listenRequest(`${a.url}/api/mcp`, ['whatever'], 7, false);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32021 } });

    const keyed = { authorization: `Bearer ${API_KEY}` };
    const onKeyDoor = taskSession(await client(a, '/api/mcp/key', keyed), `${a.url}/api/mcp/key`, keyed);
    const execution = await onKeyDoor.callTool('analyze_corpus', { query: '*' });
    if (execution.kind !== 'task') throw new Error('expected a task');
    await execution.detach();
    const stranger = await readSse(await listenRequest(`${b.url}/api/mcp`, [execution.handle.taskId], 8));
    expect(stranger.map((m) => m.method ?? 'result')).toEqual(['notifications/subscriptions/acknowledged', 'result']);
    expect(stranger[0]).toMatchObject({ params: { notifications: { taskIds: [] } } });
  });
});
