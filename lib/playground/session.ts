/**
 * The playground's controller, outside React: one MCP client (the official v2 client, loaded on
 * first connect so the page itself stays light) talking through the wire tap; connection, catalog and
 * the current call kept in stores. Components render its state and call its methods.
 */
import type { Client, ListResourceTemplatesResult, Prompt, Resource, Tool } from '@modelcontextprotocol/client';

export type ResourceTemplate = ListResourceTemplatesResult['resourceTemplates'][number];
import { createStore, type Store } from '../browser/store';
import { createTap, type Tap } from '../browser/tap';
import type { TaskInput as PendingInput, TaskRun, TaskRunState, TaskSamplingAnswer as SamplingAnswer } from '../browser/task-run';
import type { FetchLike, TranscriptStore } from '../wire';
import { APP_RESOURCE_MIME_TYPE, APPS_EXTENSION_ID, type DoorId, doorById, type EraId, MODERN_PROTOCOL_VERSION, TASKS_EXTENSION_ID } from '../vocabulary';
import { describeFailure, type Failure } from './failure';
import type { Operation } from './share-link';
import { loadClientSdk } from '../oauth-client/load-sdk';

/** A sampling (or other) request the server embedded in an input_required result, and the person's answer as the model's. */
export type { PendingInput, SamplingAnswer };

export interface ServerSummary {
  name: string;
  version: string;
  title?: string;
  era: 'modern' | 'legacy';
  protocolVersion?: string;
  instructions?: string;
  completions: boolean;
  /** The server offers the Tasks extension (2026-07-28). */
  tasks: boolean;
}

export interface Catalog {
  tools: Tool[];
  resources: Resource[];
  templates: ResourceTemplate[];
  prompts: Prompt[];
}

export interface ConnectionState {
  door: DoorId;
  era: EraId;
  /** The bearer credential for a guarded door (a shared key or an access token). Memory only. */
  credential: string;
  status: 'idle' | 'connecting' | 'connected' | 'failed';
  failure?: Failure;
  server?: ServerSummary;
  catalog?: Catalog;
}

export interface CallState {
  op: Operation;
  status: 'running' | 'done' | 'error' | 'cancelled' | 'needs-input';
  round: number;
  progress?: { progress: number; total?: number; message?: string };
  result?: unknown;
  failure?: Failure;
  inputs?: PendingInput[];
  requestState?: string;
}

const CLIENT_INFO = { name: 'mcp-observatory-playground', version: '1.0.0' };

export class PlaygroundSession {
  readonly tap: Tap;
  readonly transcript: TranscriptStore;
  readonly connection: Store<ConnectionState>;
  readonly call: Store<CallState | undefined>;
  /** The last tool call run as a task (the task panel). */
  readonly task: Store<TaskRunState | undefined>;
  private readonly fetch;
  private taskRun?: TaskRun;
  private client?: Client;
  private abort?: AbortController;
  private origin: string;

  constructor(init: { door: DoorId; era: EraId; origin: string; fetch?: FetchLike }) {
    this.origin = init.origin;
    this.tap = createTap(init.fetch ? { fetch: init.fetch } : {});
    this.transcript = this.tap.store;
    this.fetch = withCallSignal(this.tap.fetch, () => this.abort?.signal);
    this.connection = createStore<ConnectionState>({ door: init.door, era: init.era, credential: '', status: 'idle' });
    this.call = createStore<CallState | undefined>(undefined);
    this.task = createStore<TaskRunState | undefined>(undefined);
  }

  /** The endpoint of the chosen door on this deployment. */
  endpoint(door = this.connection.get().door): string {
    return new URL(doorById(door)!.path, this.origin).toString();
  }

  async choose(change: Partial<Pick<ConnectionState, 'door' | 'era' | 'credential'>>): Promise<void> {
    const before = this.connection.get();
    const reconnect = (change.door && change.door !== before.door) || (change.era && change.era !== before.era);
    if (reconnect) await this.disconnect();
    this.connection.set((s) => ({ ...s, ...change, ...(reconnect ? { status: 'idle', failure: undefined } : {}) }));
  }

  async connect(): Promise<void> {
    await this.disconnect();
    const { door, era, credential } = this.connection.get();
    this.connection.set((s) => ({ ...s, status: 'connecting', failure: undefined, server: undefined, catalog: undefined }));
    const since = this.tap.mark();
    try {
      const { Client, StreamableHTTPClientTransport } = await loadClientSdk();
      const client = new Client(CLIENT_INFO, {
        // Declares sampling so refine_prompt asks; manual mode so the person answers as the model would. Declares
        // MCP Apps too: the playground renders a server's app (./app-host.ts), so it is a host that asks for them.
        capabilities: { sampling: {}, extensions: { [APPS_EXTENSION_ID]: { mimeTypes: [APP_RESOURCE_MIME_TYPE] } } },
        inputRequired: { autoFulfill: false },
        ...(era === 'modern' ? { versionNegotiation: { mode: { pin: MODERN_PROTOCOL_VERSION } } } : {}),
      });
      const headers: Record<string, string> = credential.trim() ? { Authorization: `Bearer ${credential.trim()}` } : {};
      const transport = new StreamableHTTPClientTransport(new URL(this.endpoint(door)), { fetch: this.fetch, requestInit: { headers } });
      await client.connect(transport);
      this.client = client;
      const caps = client.getServerCapabilities() ?? {};
      const info = client.getServerVersion();
      const server: ServerSummary = {
        name: info?.name ?? '?',
        version: info?.version ?? '?',
        ...(info?.title ? { title: info.title } : {}),
        era: client.getProtocolEra() ?? era,
        protocolVersion: client.getNegotiatedProtocolVersion(),
        instructions: client.getInstructions(),
        completions: Boolean(caps.completions),
        tasks: Boolean((caps as { extensions?: Record<string, unknown> }).extensions?.[TASKS_EXTENSION_ID]),
      };
      this.connection.set((s) => ({ ...s, server }));
      // In sequence, so the transcript reads in the order a client really asks.
      const tools = caps.tools ? (await client.listTools()).tools : [];
      const resources = caps.resources ? (await client.listResources()).resources : [];
      const templates = caps.resources ? (await client.listResourceTemplates()).resourceTemplates : [];
      const prompts = caps.prompts ? (await client.listPrompts()).prompts : [];
      this.connection.set((s) => ({ ...s, status: 'connected', catalog: { tools, resources, templates, prompts } }));
    } catch (err) {
      this.connection.set((s) => ({ ...s, status: 'failed', failure: describeFailure(err, this.transcript.getSnapshot().entries, since) }));
      await this.disconnect(false);
    }
  }

  /** The connected client, for the app host (./app-host.ts), which forwards an app's calls through it. */
  appClient(): Client | undefined {
    return this.client;
  }

  async disconnect(reset = true): Promise<void> {
    this.abort?.abort('disconnected');
    const taskRun = this.taskRun;
    this.taskRun = undefined;
    await taskRun?.close();
    const client = this.client;
    this.client = undefined;
    await client?.close().catch(() => undefined);
    if (reset) this.connection.set((s) => (s.status === 'idle' ? s : { ...s, status: 'idle', server: undefined, catalog: undefined }));
  }

  /** Runs a tool call, prompt get or resource read and keeps its state (progress, result, error) current. */
  async run(op: Operation): Promise<void> {
    this.call.set({ op, status: 'running', round: 1 });
    await this.send(op);
  }

  private async send(op: Operation, retry?: { inputResponses: Record<string, unknown>; requestState?: string }): Promise<void> {
    const client = this.client;
    if (!client) {
      this.call.set((c) => c && { ...c, status: 'error', failure: { message: 'Not connected: connect first.' } });
      return;
    }
    const abort = new AbortController();
    this.abort = abort;
    const since = this.tap.mark();
    const options = {
      signal: abort.signal,
      timeout: 120_000,
      resetTimeoutOnProgress: true,
      allowInputRequired: true,
      onprogress: (p: { progress: number; total?: number; message?: string }) =>
        this.call.set((c) => c && { ...c, progress: { progress: p.progress, total: p.total, message: p.message } }),
    };
    try {
      const result: unknown = await client.request(
        op.kind === 'resource'
          ? { method: 'resources/read', params: { uri: op.uri, ...retry } }
          : { method: op.kind === 'tool' ? 'tools/call' : 'prompts/get', params: { name: op.name, arguments: op.args, ...retry } },
        options,
      );
      const r = result as { resultType?: string; inputRequests?: Record<string, { method: string; params?: Record<string, unknown> }>; requestState?: string };
      if (r.resultType === 'input_required') {
        const inputs = Object.entries(r.inputRequests ?? {}).map(([key, req]) => ({ key, method: req.method, params: req.params ?? {} }));
        this.call.set((c) => c && { ...c, status: 'needs-input', result, inputs, requestState: r.requestState });
      } else {
        this.call.set((c) => c && { ...c, status: 'done', result, inputs: undefined });
      }
    } catch (err) {
      const cancelled = abort.signal.aborted;
      this.call.set(
        (c) => c && { ...c, status: cancelled ? 'cancelled' : 'error', failure: describeFailure(err, this.transcript.getSnapshot().entries, since) },
      );
    } finally {
      if (this.abort === abort) this.abort = undefined;
    }
  }

  /**
   * Runs a tool call with the Tasks extension declared, through the official requester
   * (@modelcontextprotocol/ext-tasks, loaded on first use); its requests go through the tap.
   */
  async runTask(op: Operation): Promise<void> {
    const client = this.client;
    if (op.kind !== 'tool' || !client) return;
    await this.taskRun?.close();
    const { TaskRun } = await import('../browser/task-run');
    const credential = this.connection.get().credential.trim();
    const run = new TaskRun({
      client,
      fetch: this.tap.fetch,
      endpoint: this.endpoint(),
      headers: credential ? { Authorization: `Bearer ${credential}` } : {},
      mark: () => this.tap.mark(),
      state: this.task,
      // As the connection declares: refine_prompt then becomes a task waiting for the person's answer.
      capabilities: { sampling: {} },
    });
    this.taskRun = run;
    await run.start(op.name, op.args);
  }

  /** The person's answer to the task's sampling request; the requester sends it with tasks/update. */
  answerTask(answers: Record<string, SamplingAnswer>): void {
    this.taskRun?.answer(answers);
  }

  /** tasks/cancel for the task the panel shows. */
  async cancelTask(): Promise<void> {
    await this.taskRun?.cancel();
  }

  /**
   * Cancels the request in flight by closing its stream. On 2026-07-28 that is how MCP cancels. A
   * 2025-era client sends notifications/cancelled instead, which reaches the call only when it lands
   * on the same instance (lib/http/legacy-cancel.ts); so the playground closes the stream in that era
   * too, and the server (which stops work when its caller goes away) stops on any instance.
   */
  cancel(): void {
    this.abort?.abort('Cancelled in the playground');
  }

  /**
   * Answers the pending input requests as the model would (or declines them all), then sends the
   * retry: a new request with inputResponses and the server's requestState echoed back.
   */
  async answer(answers: Record<string, SamplingAnswer> | 'decline'): Promise<void> {
    const call = this.call.get();
    if (call?.status !== 'needs-input') return;
    const inputResponses = Object.fromEntries(
      Object.entries(answers === 'decline' ? {} : answers).map(([key, a]) => [
        key,
        { role: 'assistant', model: a.model || 'human-in-the-playground', content: { type: 'text', text: a.text }, stopReason: 'endTurn' },
      ]),
    );
    this.call.set({ ...call, status: 'running', round: call.round + 1, inputs: undefined, progress: undefined });
    await this.send(call.op, { inputResponses, ...(call.requestState !== undefined ? { requestState: call.requestState } : {}) });
  }

  /** completion/complete for a prompt argument or a resource-template variable; [] when not offered. */
  async complete(ref: { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string }, name: string, value: string): Promise<string[]> {
    const client = this.client;
    if (!client || !this.connection.get().server?.completions) return [];
    try {
      const { completion } = await client.complete({ ref, argument: { name, value } });
      return completion.values;
    } catch {
      return [];
    }
  }
}

/**
 * Ties the HTTP request that carries the call (a JSON-RPC request: it has an id) to the call's abort
 * signal, so cancelling closes that stream whatever the client does. Notifications pass untouched.
 */
function withCallSignal(fetch: FetchLike, current: () => AbortSignal | undefined): FetchLike {
  return (url, init) => {
    const signal = current();
    if (!signal || !isJsonRpcRequest(init?.body)) return fetch(url, init);
    return fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
  };
}

function isJsonRpcRequest(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    const msg = JSON.parse(body) as { id?: unknown; method?: unknown };
    return msg.id !== undefined && typeof msg.method === 'string';
  } catch {
    return false;
  }
}
