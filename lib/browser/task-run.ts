/**
 * A tool call run as a task (the 2026-07-28 Tasks extension), driven by the official requester,
 * @modelcontextprotocol/ext-tasks: it frames tools/call with the extension declared, polls tasks/get
 * at the server's pollIntervalMs and sends tasks/cancel. Every one of those requests goes through
 * the playground's wire tap, so each poll appears in the transcript. The state is observable; the
 * task panel renders it. Loaded on first use: the page ships none of it.
 */
import type { Client } from '@modelcontextprotocol/client';
import type { JsonRpcResponse, RawClientDispatch, TaskEnabledSession, TaskView, ToolExecution } from '@modelcontextprotocol/ext-tasks/client';
import { createObservable, type Observable } from './observable';
import { type FetchLike, MODERN_VERSION } from '../wire';

export type TaskRunStatus = 'starting' | 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled' | 'immediate' | 'error';

export interface TaskRunState {
  tool: string;
  status: TaskRunStatus;
  taskId?: string;
  statusMessage?: string;
  pollIntervalMs?: number;
  /** Each status the task went through, with when it was first seen (ms after the start). */
  history: { status: TaskRunStatus; message?: string; atMs: number }[];
  /** The answer to tools/call: the task handle (with its meter), or the whole result when the server answered at once. */
  handle?: unknown;
  /** The tool's result, once completed (or at once). */
  result?: unknown;
  failure?: string;
  /** The tap's mark when the task started: the panel reads polls and logs since it. */
  since: number;
}

const NAME_FIELD: Record<string, string> = { 'tools/call': 'name', 'tasks/get': 'taskId', 'tasks/update': 'taskId', 'tasks/cancel': 'taskId' };

/** One JSON-RPC request as one POST through the tap: the answer, from a JSON body or the matching SSE event. */
function httpDispatch(fetch: FetchLike, url: string, headers: Record<string, string>, onHandle: (result: unknown) => void): RawClientDispatch {
  let nextId = 1;
  return async (request, options) => {
    const req = request as { method: string; params?: Record<string, unknown> };
    const id = `task-${nextId++}`;
    const sent = new Headers({ 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': MODERN_VERSION });
    sent.set('mcp-method', req.method);
    const field = NAME_FIELD[req.method];
    const name = field ? req.params?.[field] : undefined;
    if (typeof name === 'string') sent.set('mcp-name', name);
    for (const [k, v] of Object.entries({ ...headers, ...options?.context?.headers })) sent.set(k, v);
    const res = await fetch(url, {
      method: 'POST',
      headers: sent,
      body: JSON.stringify({ jsonrpc: '2.0', id, ...req }),
      ...(options?.signal ? { signal: options.signal } : {}),
    });
    const text = await res.text();
    const messages = (res.headers.get('content-type') ?? '').includes('text/event-stream')
      ? text
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => JSON.parse(l.slice(5)))
      : [JSON.parse(text)];
    const answer = messages.find((m: { id?: unknown }) => m.id === id);
    if (!answer) throw new Error(`No answer to ${req.method} (HTTP ${res.status})`);
    if (req.method === 'tools/call' && answer.result) onHandle(answer.result);
    return (answer.error ? { kind: 'error', error: answer.error } : { kind: 'result', result: answer.result ?? {} }) as JsonRpcResponse;
  };
}

export interface TaskRunDeps {
  client: Client;
  /** The tap's recording fetch: every request the requester sends is shown. */
  fetch: FetchLike;
  endpoint: string;
  headers: Record<string, string>;
  /** The tap's current mark (the panel reads the traffic after it). */
  mark: () => number;
  /** Where the state lives (the playground session's); a fresh observable otherwise. */
  state?: Observable<TaskRunState | undefined>;
}

export class TaskRun {
  readonly state: Observable<TaskRunState | undefined>;
  private session?: TaskEnabledSession;
  private execution?: ToolExecution<unknown>;
  private started = 0;

  constructor(private readonly deps: TaskRunDeps) {
    this.state = deps.state ?? createObservable<TaskRunState | undefined>(undefined);
  }

  private note(status: TaskRunStatus, change: Partial<TaskRunState> = {}): void {
    this.state.set((s) => {
      if (!s) return s;
      const history =
        s.history.at(-1)?.status === status
          ? s.history
          : [...s.history, { status, message: change.statusMessage, atMs: Math.round(performance.now() - this.started) }];
      return { ...s, ...change, status, history };
    });
  }

  private seen(task: TaskView): void {
    this.note(task.status, {
      taskId: task.taskId,
      ...(task.statusMessage !== undefined ? { statusMessage: task.statusMessage } : {}),
      ...(task.suggestedPollIntervalMs !== undefined ? { pollIntervalMs: task.suggestedPollIntervalMs } : {}),
    });
  }

  async start(tool: string, args: Record<string, unknown>): Promise<void> {
    this.started = performance.now();
    this.state.set({ tool, status: 'starting', history: [], since: this.deps.mark() });
    try {
      const { createTaskSessionFromClient } = await import('@modelcontextprotocol/ext-tasks/client');
      this.session = createTaskSessionFromClient(this.deps.client, {
        endpointId: 'prompts-observatory-playground',
        rawDispatch: httpDispatch(this.deps.fetch, this.deps.endpoint, this.deps.headers, (handle) => this.state.set((s) => s && { ...s, handle })),
        v2RequestFraming: { protocolVersion: MODERN_VERSION, clientInfo: { name: 'mcp-observatory-playground', version: '1.0.0' }, clientCapabilities: {} },
      });
      const execution = await this.session.callTool<unknown>(tool, args as never);
      this.execution = execution;
      if (execution.kind !== 'task') {
        const outcome = await execution.result();
        this.note('immediate', outcome.status === 'completed' ? { result: outcome.result } : { failure: 'The call failed' });
        return;
      }
      this.note('working', { taskId: execution.handle.taskId });
      const { outcome } = await execution.settle({
        onEvent: (event) => {
          if (event.type === 'task') this.seen(event.task);
        },
      });
      if (outcome.task) this.seen(outcome.task);
      if (outcome.status === 'completed') this.note('completed', { result: outcome.result });
      else if (outcome.status === 'failed') this.note('failed', { failure: outcome.error.message });
      else this.note('cancelled');
    } catch (err) {
      if (this.state.get()?.status === 'cancelled') return;
      this.note('error', { failure: err instanceof Error ? err.message : String(err) });
    }
  }

  /** tasks/cancel: the server acknowledges at once; the task ends cancelled at its worker's next check. */
  async cancel(): Promise<void> {
    const taskId = this.state.get()?.taskId;
    if (!this.session || !taskId) return;
    try {
      await this.session.cancelTask(taskId as never);
    } catch (err) {
      this.note('error', { failure: err instanceof Error ? err.message : String(err) });
    }
  }

  async close(): Promise<void> {
    await this.execution?.detach().catch(() => undefined);
    this.execution = undefined;
    const session = this.session;
    this.session = undefined;
    await session?.close().catch(() => undefined);
  }
}
