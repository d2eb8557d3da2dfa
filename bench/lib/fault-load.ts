/**
 * The steady mixed load the fault bench keeps up while it breaks things, as clients of one deployment
 * behind a balancer would send it: searches, a search through an observation channel every second, an
 * OAuth flow every 3 s through the real endpoints (registration, the consent form posted as the page
 * posts it, the code redeemed, the refresh token rotated once), a paced `analyze_corpus` task started
 * on one instance and polled every 500 ms from the other, and an observer's feed kept open. Every
 * request is a sample (what it got, how long it took); none may take HANG_MS, and one that would is
 * aborted there and counted as a hang.
 */
import { createParser } from 'eventsource-parser';
import {
  answerConsent,
  fetchServerMetadata,
  type FetchLike,
  postTokenForm,
  publicClient,
  redemptionForm,
  registerDynamically,
  startAuthorizationRequest,
  withOfflineAccess,
} from '../../lib/oauth-client';
import { CLIENT_CAPABILITIES_META_KEY, DOOR, ISSUER_PATH, SCOPE_READ, TASKS_EXTENSION_ID } from '../../lib/vocabulary';
import { MODERN_META, mcpBody, mcpHeaders, toolCall } from './mcp-request';

export const HANG_MS = 10_000;
const REDIRECT_URI = 'http://127.0.0.1:9/callback';
export const TERMINAL = ['completed', 'failed', 'cancelled'];

export type Kind = 'search' | 'channel' | 'oauth' | 'task' | 'replay' | 'probe';

export interface Sample {
  kind: Kind;
  instance: string;
  start: number;
  end: number;
  /** ok, rpc <code>, http <status>, refused, cut, hang */
  outcome: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** The instances of the deployment, as the balancer sees them: only those marked up get new requests. */
export interface Cluster {
  origin: string;
  urls: Record<string, string>;
  up: Set<string>;
}

export class Load {
  readonly samples: Sample[] = [];
  readonly flows: { at: number; instance: string; outcome: string }[] = [];
  /** The last code redeemed and refresh token rotated: both spent, kept for replay after a fault. */
  spent?: { at: number; tokenEndpoint: string; codeForm: Record<string, string>; refreshForm?: Record<string, string> };
  readonly tasks: TaskRun[] = [];
  readonly observer: Observer;
  private running = true;
  private turn = 0;
  private id = 1;

  constructor(readonly cluster: Cluster) {
    this.observer = new Observer(this);
  }

  pick(prefer?: string): string {
    const up = [...this.cluster.up].sort();
    if (prefer && this.cluster.up.has(prefer)) return prefer;
    if (up.length === 0) return Object.keys(this.cluster.urls)[0]!;
    return up[this.turn++ % up.length]!;
  }

  /** One request, whole body read, bounded by HANG_MS; recorded as a sample. */
  async request(kind: Kind, instance: string, url: string, init: RequestInit = {}, classify?: (a: Answer) => string): Promise<Answer | undefined> {
    const start = performance.now();
    const signal = AbortSignal.timeout(HANG_MS);
    let outcome: string;
    let answer: Answer | undefined;
    try {
      const res = await fetch(url, { ...init, signal });
      answer = { status: res.status, headers: res.headers, text: await res.text() };
      outcome = classify ? classify(answer) : answer.status < 400 ? 'ok' : `http ${answer.status}`;
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      outcome = signal.aborted ? 'hang' : cause === 'ECONNREFUSED' ? 'refused' : `cut${cause ? ` (${cause})` : ''}`;
    }
    this.samples.push({ kind, instance, start, end: performance.now(), outcome });
    return answer;
  }

  /** A fetch for the OAuth client that sends the deployment's URLs to `instance` (the balancer's choice). */
  private via(instance: string, kind: Kind): FetchLike {
    return async (url, init) => {
      const target = String(url).replace(this.cluster.origin, this.cluster.urls[instance]!);
      const a = await this.request(kind, instance, target, init);
      if (!a) throw new Error('no answer');
      const nullBody = [204, 304].includes(a.status);
      return new Response(nullBody ? null : a.text, { status: a.status, headers: a.headers });
    };
  }

  async rpc(kind: Kind, instance: string, method: string, params: Record<string, unknown>, opts: { tasks?: boolean; path?: string } = {}) {
    const id = this.id++;
    const meta = opts.tasks ? { ...MODERN_META, [CLIENT_CAPABILITIES_META_KEY]: { extensions: { [TASKS_EXTENSION_ID]: {} } } } : MODERN_META;
    const body = JSON.parse(mcpBody({ method, params }, id));
    body.params._meta = meta;
    const name = typeof params.name === 'string' ? params.name : typeof params.taskId === 'string' ? params.taskId : undefined;
    let message: RpcMessage | undefined;
    await this.request(
      kind,
      instance,
      `${this.cluster.urls[instance]}${opts.path ?? DOOR.open.path}`,
      { method: 'POST', headers: mcpHeaders({ method, name }), body: JSON.stringify(body) },
      (a) => {
        message = rpcMessage(a, id);
        if (!message) return `http ${a.status}`;
        if (message.error) return typeof message.error.code === 'number' ? `rpc ${message.error.code}` : `http ${a.status}`;
        return message.result?.isError ? 'tool error' : 'ok';
      },
    );
    return message;
  }

  stop(): void {
    this.running = false;
    this.observer.stop();
  }

  private async every(ms: number, step: () => Promise<void>): Promise<void> {
    while (this.running) {
      const started = performance.now();
      await step().catch(() => {});
      await sleep(Math.max(0, ms - (performance.now() - started)));
    }
  }

  /** Starts every loop; `taskHome` is where tasks are started while it is up. */
  start(taskHome: string): Promise<unknown> {
    const QUERIES = ['code review', 'email', 'story', 'marketing', 'sql', 'summary', 'translate', 'interview'];
    let q = 0;
    return Promise.all([
      this.every(250, async () => {
        await this.rpc('search', this.pick(), 'tools/call', toolCall('search_prompts', { query: QUERIES[q++ % QUERIES.length]! }).params!);
      }),
      this.every(1000, async () => {
        const channel = this.observer.channel;
        if (channel)
          await this.rpc('channel', this.pick(), 'tools/call', toolCall('search_prompts', { query: 'poem' }).params!, {
            path: `/o/${channel}${DOOR.open.path}`,
          });
      }),
      this.every(3000, () => this.oauthFlow(this.pick())),
      this.every(0, () => this.taskRun(taskHome)),
      this.observer.run(taskHome),
    ]);
  }

  private async oauthFlow(instance: string): Promise<void> {
    const f = this.via(instance, 'oauth');
    const resource = `${this.cluster.origin}${DOOR.oauth.path}`;
    let outcome = 'ok';
    try {
      const metadata = await fetchServerMetadata(f, `${this.cluster.origin}${ISSUER_PATH}`);
      const client = await registerDynamically(f, metadata, publicClient('fault bench', [REDIRECT_URI]));
      // offline_access where the issuer offers it (a build without refresh tokens is benched on codes alone).
      const scope = withOfflineAccess(SCOPE_READ, metadata);
      const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT_URI, scope, resource });
      const answer = await answerConsent(f, req.authorizationUrl, 'approve', { redirect: 'manual' });
      if (answer.kind !== 'redirect' || !answer.callback.code) throw new Error(`consent ${answer.kind === 'refused' ? answer.status : 'no code'}`);
      const tokenEndpoint = String(metadata.token_endpoint);
      const codeForm = redemptionForm({ client, verifier: req.verifier, redirectUri: REDIRECT_URI, resource, code: answer.callback.code });
      const redeemed = await postTokenForm(f, tokenEndpoint, codeForm);
      if (redeemed.status !== 200) throw new Error(`token ${redeemed.status}`);
      const token = (await redeemed.json()) as { refresh_token?: string };
      if (scope !== SCOPE_READ && !token.refresh_token) throw new Error('no refresh token');
      let refreshForm: Record<string, string> | undefined;
      if (token.refresh_token) {
        refreshForm = { grant_type: 'refresh_token', refresh_token: token.refresh_token, client_id: client.client_id, resource };
        const refreshed = await postTokenForm(f, tokenEndpoint, refreshForm);
        if (refreshed.status !== 200) throw new Error(`refresh ${refreshed.status}`);
      }
      this.spent = { at: performance.now(), tokenEndpoint, codeForm, refreshForm };
    } catch (err) {
      outcome = err instanceof Error ? err.message.slice(0, 80) : 'error';
    }
    this.flows.push({ at: performance.now(), instance, outcome });
  }

  /** Replays a spent code and refresh token on `instance`: the token endpoint's statuses. */
  async replaySpent(spent: NonNullable<Load['spent']>, instance: string): Promise<{ code: number; refresh?: number }> {
    const f = this.via(instance, 'replay');
    const status = (form: Record<string, string>) =>
      postTokenForm(f, spent.tokenEndpoint, form).then(
        (r) => r.status,
        () => 0,
      );
    return { code: await status(spent.codeForm), refresh: spent.refreshForm ? await status(spent.refreshForm) : undefined };
  }

  private async taskRun(taskHome: string): Promise<void> {
    const home = this.pick(taskHome);
    const started = await this.rpc('task', home, 'tools/call', toolCall('analyze_corpus', { query: '*', paceMs: 200 }).params!, { tasks: true });
    const taskId = started?.result?.resultType === 'task' ? String(started.result.taskId) : undefined;
    if (!taskId) return sleep(500);
    const run: TaskRun = { id: taskId, home, startedAt: performance.now(), seen: [] };
    this.tasks.push(run);
    let notFoundSince: number | undefined;
    while (this.running && !run.abandoned) {
      await sleep(500);
      const others = [...this.cluster.up].filter((i) => i !== run.home);
      const poller = others[0] ?? this.pick();
      const answer = await this.rpc('task', poller, 'tasks/get', { taskId }, { tasks: true });
      const now = performance.now();
      const status = answer?.result?.status;
      const message = String(answer?.result?.statusMessage ?? answer?.result?.error?.message ?? answer?.error?.message ?? '');
      if (answer) run.seen.push({ at: now, status: String(status ?? 'error'), message });
      if (typeof status === 'string' && TERMINAL.includes(status)) {
        run.end = { at: now, status, message };
        return;
      }
      if (answer?.error && /lost when the shared store restarted/.test(message)) {
        run.end = { at: now, status: 'lost', message };
        return;
      }
      // A task answered "not found" for 10 s is gone without a word: the load moves on, the fault records it.
      notFoundSince = answer?.error && /not found/i.test(message) ? (notFoundSince ?? now) : undefined;
      if (notFoundSince !== undefined && now - notFoundSince > 10_000) return;
      if (now - run.startedAt > 120_000) return; // still "working" after two minutes: abandoned, never terminal
    }
  }
}

export interface TaskRun {
  id: string;
  home: string;
  startedAt: number;
  seen: { at: number; status: string; message: string }[];
  end?: { at: number; status: string; message: string };
  /** Set by the bench once it has given up on the task ending: the load stops polling it and starts another. */
  abandoned?: boolean;
}

interface RpcMessage {
  id?: unknown;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC result is read field by field
  result?: any;
  error?: { code: number; message: string };
}

function rpcMessage(a: Answer, id: number): RpcMessage | undefined {
  try {
    const messages: RpcMessage[] = (a.headers.get('content-type') ?? '').includes('text/event-stream')
      ? a.text
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => JSON.parse(l.slice(5)))
      : [JSON.parse(a.text)];
    return messages.find((m) => m.id === id) ?? messages.find((m) => m.error);
  } catch {
    return undefined;
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * An observer: a channel opened as /observe opens one, its feed read as EventSource reads it. A feed
 * that ends is reconnected after a second with Last-Event-ID (to its home while it is up); after a
 * `gone` event the observer opens a new channel, as a facilitator would.
 */
export class Observer {
  channel?: string;
  readonly events: { at: number; event: string; data: string; instance: string }[] = [];
  readonly ends: { at: number; instance: string; how: string }[] = [];
  private running = true;
  private abort?: AbortController;

  constructor(private readonly load: Load) {}

  stop(): void {
    this.running = false;
    this.abort?.abort();
  }

  async run(home: string): Promise<void> {
    let lastId: string | undefined;
    while (this.running) {
      const instance = this.load.pick(home);
      const base = this.load.cluster.urls[instance]!;
      try {
        if (!this.channel) {
          const opened = await fetch(`${base}/observe`, { redirect: 'manual', signal: AbortSignal.timeout(HANG_MS) });
          this.channel = /^\/observe\/([A-Za-z0-9_-]+)$/.exec(opened.headers.get('location') ?? '')?.[1];
          lastId = undefined;
          if (!this.channel) throw new Error(`/observe answered ${opened.status}`);
        }
        this.abort = new AbortController();
        const res = await fetch(`${base}/observe/${this.channel}/events`, {
          headers: { accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
          signal: this.abort.signal,
        });
        let gone = false;
        const parser = createParser({
          onEvent: (e) => {
            const event = e.event ?? 'message';
            if (e.id) lastId = e.id;
            if (event === 'gone') gone = true;
            this.events.push({ at: performance.now(), event, data: e.data, instance });
          },
        });
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(decoder.decode(value, { stream: true }));
        }
        this.ends.push({ at: performance.now(), instance, how: gone ? 'gone' : `ended (${res.status})` });
        if (gone || res.status === 404) this.channel = undefined;
      } catch (err) {
        if (!this.running) return;
        const cause = (err as { cause?: { code?: string } }).cause?.code;
        this.ends.push({ at: performance.now(), instance, how: `cut${cause ? ` (${cause})` : ''}` });
      }
      await sleep(1000);
    }
  }

  /** Moves the feed to `instance` now (reconnecting with Last-Event-ID). */
  reconnect(): void {
    this.abort?.abort();
  }
}
