/** What the task panel reads off the wire: tasks/get polls for its task, log notifications from any response, progress from a status message. */
import { expect, test } from 'vitest';
import { progressOf, taskTraffic } from '../../../lib/browser/task-wire';
import type { TranscriptEntry, WireExchange } from '../../../lib/wire';

let seq = 0;
function entry(sent: unknown, received: { json?: unknown; sse?: unknown[] }): TranscriptEntry {
  const exchange: WireExchange = {
    seq: ++seq,
    startedAt: 0,
    request: { method: 'POST', url: 'http://x/api/mcp', headers: [], body: JSON.stringify(sent) },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [],
      headersAtMs: 1,
      kind: received.sse ? 'sse' : 'json',
      ...(received.json ? { body: JSON.stringify(received.json) } : {}),
      events: (received.sse ?? []).map((m, i) => ({ atMs: i, data: JSON.stringify(m) })),
    },
  };
  return { exchange, outcome: 'result' } as TranscriptEntry;
}

test('counts tasks/get polls and tasks/update answers for the task and collects log notifications from JSON and SSE answers', () => {
  const get = (taskId: string) => ({ jsonrpc: '2.0', id: seq + 1, method: 'tasks/get', params: { taskId } });
  const log = (data: string) => ({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', logger: 'analysis', data } });
  const entries = [
    entry(
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'analyze_corpus' } },
      { sse: [log('started'), { jsonrpc: '2.0', id: 1, result: {} }] },
    ),
    entry(get('t1'), { json: { jsonrpc: '2.0', id: 2, result: { status: 'working' } } }),
    entry(get('other'), { json: { jsonrpc: '2.0', id: 3, result: { status: 'working' } } }),
    entry(
      { jsonrpc: '2.0', id: 5, method: 'tasks/update', params: { taskId: 't1', inputResponses: { refine: {} } } },
      { json: { jsonrpc: '2.0', id: 5, result: {} } },
    ),
    entry({ jsonrpc: '2.0', id: 6, method: 'tasks/update', params: { taskId: 'other', inputResponses: {} } }, { json: { jsonrpc: '2.0', id: 6, result: {} } }),
    entry(get('t1'), { sse: [log('halfway'), { jsonrpc: '2.0', id: 4, result: { status: 'completed' } }] }),
  ];
  const traffic = taskTraffic(entries, 't1');
  expect(traffic.polls).toBe(2);
  expect(traffic.updates).toBe(1);
  expect(traffic.logs.map((l) => [l.level, l.logger, l.data])).toEqual([
    ['info', 'analysis', 'started'],
    ['info', 'analysis', 'halfway'],
  ]);
});

test('reads progress from the status message, and nothing from a message without counts', () => {
  expect(progressOf('Analysed 350 of 1381 prompts')).toEqual({ progress: 350, total: 1381 });
  expect(progressOf('Analysis complete')).toBeUndefined();
  expect(progressOf(undefined)).toBeUndefined();
});
