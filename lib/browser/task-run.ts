/**
 * A tool call run as a task (the 2026-07-28 Tasks extension), driven by the official requester,
 * @modelcontextprotocol/ext-tasks: it frames tools/call with the extension declared, polls tasks/get
 * at the server's pollIntervalMs and sends tasks/cancel. When the task goes input_required it asks the
 * requester's input handler (onInputRequest): the sampling request waits in the state until the person
 * answers as the model would (`answer`), and the requester sends that answer with tasks/update
 * (inputResponses) and polls on. Every one of those requests goes through the playground's wire tap,
 * so each appears in the transcript. The state is a store; the task panel renders it. Loaded on
 * first use: the page ships none of it.
 */
import type { Client } from '@modelcontextprotocol/client';
import type {
  ApplicationInputRequest,
  JsonRpcResponse,
  RawClientDispatch,
  ResolvedInputExchangeContext,
  TaskEnabledSession,
  TaskView,
  ToolExecution,
} from '@modelcontextprotocol/ext-tasks/client';
import { createParser } from 'eventsource-parser';
import { createStore, type Store } from './store';
import { MODERN_PROTOCOL_VERSION } from '../vocabulary';
import type { FetchLike } from '../wire';

/** A request the task waits on (from its inputRequests), as the sampling form shows it. */
export interface TaskInput {
  key: string;
  method: string;
  params: Record<string, unknown>;
}

/** The person's answer to a sampling request, as the model would give it. */
export interface TaskSamplingAnswer {
  text: string;
  model: string;
}

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
  /** The input requests waiting for the person's answer (sent with tasks/update once answered). */
  inputs?: TaskInput[];
  /** The tap's mark when the task started: the panel reads polls and logs since it. */
  since: number;
}

const NAME_FIELD: Record<string, string> = { 'tools/call': 'name', 'tasks/get': 'taskId', 'tasks/update': 'taskId', 'tasks/cancel': 'taskId' };

/** One JSON-RPC request as one POST through the tap: the answer, from a JSON body or the matching SSE event. */
export function httpDispatch(fetch: FetchLike, url: string, headers: Record<string, string>, onHandle: (result: unknown) => void): RawClientDispatch {
  let nextId = 1;
  return async (request, options) => {
    const req = request as { method: string; params?: Record<string, unknown> };
    const id = `task-${nextId++}`;
    const sent = new Headers({
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN_PROTOCOL_VERSION,
      'mcp-method': req.method,
    });
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
    const messages: { id?: unknown; result?: unknown; error?: unknown }[] = [];
    if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const events = createParser({
        onEvent: (e) => {
          if (e.data) messages.push(JSON.parse(e.data));
        },
      });
      events.feed(text);
      events.feed('\n\n'); // a last event the stream ended without its blank line
    } else messages.push(JSON.parse(text));
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
  /** Where the state lives (the playground session's); a fresh store otherwise. */
  state?: Store<TaskRunState | undefined>;
  /** Client capabilities the requests declare besides the extension (the playground: `{ sampling: {} }`, so refine_prompt asks). */
  capabilities?: Record<string, Record<string, never>>;
}

export class TaskRun {
  readonly state: Store<TaskRunState | undefined>;
  private session?: TaskEnabledSession;
  private execution?: ToolExecution<unknown>;
  private started = 0;
  /** The input handler's pending answers, by input key. */
  private readonly waiting = new Map<string, (answer: TaskSamplingAnswer) => void>();

  constructor(private readonly deps: TaskRunDeps) {
    this.state = deps.state ?? createStore<TaskRunState | undefined>(undefined);
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
        v2RequestFraming: {
          protocolVersion: MODERN_PROTOCOL_VERSION,
          clientInfo: { name: 'mcp-observatory-playground', version: '1.0.0' },
          clientCapabilities: this.deps.capabilities ?? {},
        },
        onInputRequest: (request, context) => this.ask(request, context) as never,
      });
      const execution = await this.session.callTool<unknown>(tool, args as never);
      this.execution = execution;
      if (execution.kind !== 'task') {
        const outcome = await execution.result();
        this.note('immediate', outcome.status === 'completed' ? { result: outcome.result } : { failure: 'The call failed' });
        return;
      }
      // The handle's own status: a task parked on input starts input_required (its question may already be showing).
      const first = (this.state.get()?.handle as { status?: string } | undefined)?.status;
      this.note(first === 'input_required' ? 'input_required' : 'working', { taskId: execution.handle.taskId });
      const { outcome } = await execution.settle({
        onEvent: (event) => {
          if (event.type === 'task') this.seen(event.task);
        },
      });
      if (outcome.task) this.seen(outcome.task);
      this.state.set((s) => s && { ...s, inputs: undefined });
      if (outcome.status === 'completed') this.note('completed', { result: outcome.result });
      else if (outcome.status === 'failed') this.note('failed', { failure: outcome.error.message });
      else this.note('cancelled');
    } catch (err) {
      if (this.state.get()?.status === 'cancelled') return;
      this.note('error', { failure: err instanceof Error ? err.message : String(err) });
    }
  }

  /**
   * The requester asks for one input of a task that went input_required. Sampling waits for the
   * person (`answer`); the requester then sends it with tasks/update. A cancel or a close aborts the
   * wait. This playground answers nothing else: elicitation is declined, roots are none.
   */
  private ask(request: ApplicationInputRequest, context: ResolvedInputExchangeContext): Promise<unknown> {
    if (request.kind === 'elicitation') return Promise.resolve({ action: 'decline' });
    if (request.kind === 'roots') return Promise.resolve({ roots: [] });
    const key = context.inputId ?? 'sampling';
    const { signal } = context;
    const drop = () => {
      this.waiting.delete(key);
      this.state.set((s) => s && { ...s, inputs: s.inputs?.filter((i) => i.key !== key) });
    };
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        drop();
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(key, (a) => {
        signal?.removeEventListener('abort', onAbort);
        drop();
        resolve({ role: 'assistant', model: a.model || 'human-in-the-playground', content: { type: 'text', text: a.text }, stopReason: 'endTurn' });
      });
      const input: TaskInput = { key, method: 'sampling/createMessage', params: { ...request.params } };
      this.state.set((s) => s && { ...s, inputs: [...(s.inputs ?? []).filter((i) => i.key !== key), input] });
      this.note('input_required', context.taskId ? { taskId: context.taskId } : {});
    });
  }

  /** The person's answers to the waiting sampling requests; the requester sends them with tasks/update and polls on. */
  answer(answers: Record<string, TaskSamplingAnswer>): void {
    for (const [key, a] of Object.entries(answers)) this.waiting.get(key)?.(a);
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
