/**
 * A task id read off a projector opens nothing. On the open door, callers without a credential are
 * told apart by the door's client key (here: the address a trusted proxy names), so another
 * participant who knows the id gets "not found" from tasks/get, tasks/update and tasks/cancel; the
 * owner still can. And one task cannot take megabytes of the
 * shared store: answers past the per-task byte budget are refused before they are stored.
 */
import { describe, expect, it } from 'vitest';
import { MODERN } from '../helpers/clients';
import { taskListenResponse } from '../../lib/http/task-listen';
import { inProcessDoors } from '../helpers/in-process-doors';
import { inProcessServer } from './in-process';

const TASKS = 'io.modelcontextprotocol/tasks';
const refine = { name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a junior developer, shorter' } };
const { doors, cfg } = inProcessDoors({ TRUST_PROXY: '1' });
let nextId = 1;

/** One JSON-RPC request to the open door from the participant at `address`, answered as JSON or SSE. */
async function rpc(address: string, method: string, params: Record<string, unknown>, capabilities: Record<string, unknown> = {}) {
  const id = nextId++;
  const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
  const res = await doors.open.handle(
    new Request('http://127.0.0.1:3000/api/mcp', {
      method: 'POST',
      headers: {
        host: '127.0.0.1:3000',
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': MODERN,
        'mcp-method': method,
        'x-forwarded-for': address,
        ...(name ? { 'mcp-name': name } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method,
        params: {
          ...params,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': MODERN,
            'io.modelcontextprotocol/clientCapabilities': { ...capabilities, extensions: { [TASKS]: {} } },
            'io.modelcontextprotocol/clientInfo': { name: 'participant', version: '1' },
          },
        },
      }),
    }),
  );
  const text = await res.text();
  const messages = (res.headers.get('content-type') ?? '').includes('text/event-stream')
    ? text
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => JSON.parse(l.slice(5)))
    : [JSON.parse(text)];
  return messages.find((m) => m.id === id) as { result?: Record<string, unknown>; error?: { code: number; message: string } };
}

describe('task ids on the open door', () => {
  it('answer "not found" to another anonymous participant for tasks/get, tasks/update and tasks/cancel; the owner still sees the task', async () => {
    const made = await rpc('192.0.2.10', 'tools/call', refine, { sampling: {} });
    expect(made.result).toMatchObject({ resultType: 'task', status: 'input_required' });
    const taskId = made.result!.taskId as string;

    for (const [method, params] of [
      ['tasks/get', { taskId }],
      ['tasks/update', { taskId, inputResponses: { refine: { role: 'assistant', content: { type: 'text', text: 'hijacked' } } } }],
      ['tasks/cancel', { taskId }],
    ] as const) {
      const other = await rpc('192.0.2.99', method, params);
      expect(other.error?.message, method).toMatch(/Task not found/);
    }
    const own = await rpc('192.0.2.10', 'tasks/get', { taskId });
    expect(own.result).toMatchObject({ taskId, status: 'input_required' });
  });
});

/** The ids a task listen stream from `address` acknowledges (its first event), then closes it. */
async function honouredBy(address: string, taskIds: string[]): Promise<string[]> {
  const body = {
    jsonrpc: '2.0',
    id: 9,
    method: 'subscriptions/listen',
    params: {
      notifications: { taskIds },
      _meta: { 'io.modelcontextprotocol/protocolVersion': MODERN, 'io.modelcontextprotocol/clientCapabilities': { extensions: { [TASKS]: {} } } },
    },
  };
  const stop = new AbortController();
  const req = new Request('http://127.0.0.1:3000/api/mcp', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': 'subscriptions/listen',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
    signal: stop.signal,
  });
  const res = (await taskListenResponse(req, body, undefined, cfg))!;
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  stop.abort();
  await reader.cancel().catch(() => undefined);
  const first = JSON.parse(
    text
      .split('\n')
      .find((l) => l.startsWith('data:'))!
      .slice(5),
  );
  return first.params.notifications.taskIds;
}

describe('task listen streams on the open door', () => {
  it('do not honour another anonymous participant’s task id; the owner’s stream does', async () => {
    const made = await rpc('192.0.2.20', 'tools/call', refine, { sampling: {} });
    const taskId = made.result!.taskId as string;
    expect(await honouredBy('192.0.2.98', [taskId])).toEqual([]);
    expect(await honouredBy('192.0.2.20', [taskId])).toEqual([taskId]);
  });
});

describe('a task’s bytes', () => {
  it('refuses a 1 MiB tasks/update answer before storing it, saying the budget', async () => {
    const s = inProcessServer();
    const made = await s.rpc('tools/call', refine, { tasks: true, capabilities: { sampling: {} } });
    const taskId = made.result!.taskId as unknown as string;
    const huge = { refine: { role: 'assistant', content: { type: 'text', text: 'x'.repeat(1024 * 1024) } } };
    const update = await s.rpc('tasks/update', { taskId, inputResponses: huge }, { tasks: true });
    expect(update.error?.code).toBe(-32602);
    expect(update.error?.message).toMatch(/too large: a task keeps at most \d+ bytes/);
    expect((await s.rpc('tasks/get', { taskId }, { tasks: true })).result?.status).toBe('input_required');
  });
});
