/**
 * subscriptions/listen filtered by task ids (the Tasks extension's status pushes, SEP-2663 on SEP-2575's
 * stream). The SDK serves subscriptions/listen but honours only the list-changed and resource filters, so a
 * well-formed 2026-07-28 listen naming `taskIds` is served here; anything malformed goes on to the SDK.
 *
 * The stream (SSE): `notifications/subscriptions/acknowledged` with the honoured `taskIds` (only the caller's
 * own tasks: watched as its principal), then `notifications/tasks` with each task's DetailedTask now and at
 * every change (each `_meta` names the subscription: the listen request's id), and finally the listen
 * request's own empty result once every watched task is terminal or after MCP_TASK_LISTEN_MS. Closing the
 * stream ends the subscription. Open tasks are re-read in one batched lookup every few seconds (task-watch.ts).
 *
 * Bounded: at most MCP_TASK_LISTEN_MAX_IDS ids a stream (more: -32602), MCP_TASK_LISTEN_STREAMS streams on
 * this instance and MCP_TASK_LISTEN_STREAMS_PER_PRINCIPAL for one caller (the doors' client key, whatever
 * credential it holds, so a fresh registration is no fresh quota; past either: 429, Retry-After).
 */
import 'server-only';
import type { AuthInfo } from '@modelcontextprotocol/server';
import type { AppConfig } from '../config';
import { instanceSlot } from '../instance-slots';
import { clientKey } from '../limits/client-key';
import { onShutdown } from '../lifecycle';
import { declaresTasks, openTaskWatch, principalOfAuth, SERVER_INFO } from '../mcp';
import {
  CLIENT_CAPABILITIES_META_KEY,
  MODERN_PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  SERVER_INFO_META_KEY,
  SUBSCRIPTION_ID_META_KEY,
  TASKS_EXTENSION_ID,
} from '../vocabulary';
import { httpTaskSupport } from './task-support';

const KEEPALIVE_MS = 15_000;

/** Streams open on this instance, in all and per caller (one count for every door's bundle). */
const open = instanceSlot('task-listen-streams', () => ({ total: 0, byPrincipal: new Map<string, number>() }));

function refusal(
  status: number,
  id: string | number,
  error: { code: number; message: string; data?: unknown },
  headers: Record<string, string> = {},
): Response {
  return Response.json({ jsonrpc: '2.0', id, error }, { status, headers });
}

type ListenRequest = {
  jsonrpc: '2.0';
  id: string | number;
  method: 'subscriptions/listen';
  params: { notifications: { taskIds: string[] }; _meta: Record<string, unknown> };
};

function asTaskListen(req: Request, body: unknown): ListenRequest | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const msg = body as Partial<ListenRequest>;
  const taskIds = msg.params?.notifications?.taskIds;
  const meta = msg.params?._meta;
  const wellFormed =
    msg.jsonrpc === '2.0' &&
    (typeof msg.id === 'string' || typeof msg.id === 'number') &&
    msg.method === 'subscriptions/listen' &&
    Array.isArray(taskIds) &&
    taskIds.length > 0 &&
    taskIds.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 200) &&
    typeof meta === 'object' &&
    meta !== null &&
    meta[PROTOCOL_VERSION_META_KEY] === MODERN_PROTOCOL_VERSION &&
    req.headers.get('mcp-protocol-version') === MODERN_PROTOCOL_VERSION &&
    req.headers.get('mcp-method') === 'subscriptions/listen' &&
    (req.headers.get('accept') ?? '').includes('text/event-stream');
  return wellFormed ? (msg as ListenRequest) : undefined;
}

/** The stream for a task listen request, or undefined for anything else (the SDK answers it). */
export async function taskListenResponse(req: Request, body: unknown, authInfo: AuthInfo | undefined, cfg: AppConfig): Promise<Response | undefined> {
  const listen = asTaskListen(req, body);
  if (!listen) return undefined;
  const id = listen.id;
  const capabilities = listen.params._meta[CLIENT_CAPABILITIES_META_KEY] as Parameters<typeof declaresTasks>[0];
  if (!declaresTasks(capabilities)) {
    // 400, as the SDK answers every MissingRequiredClientCapabilityError over HTTP.
    return refusal(400, id, {
      code: -32021,
      message: `taskIds needs the ${TASKS_EXTENSION_ID} extension in this request's clientCapabilities`,
      data: { requiredCapabilities: { extensions: { [TASKS_EXTENSION_ID]: {} } } },
    });
  }

  const ids = [...new Set(listen.params.notifications.taskIds)];
  const limits = cfg.tasks;
  if (ids.length > limits.listenMaxIds) {
    return refusal(400, id, {
      code: -32602,
      message: `A task listen stream may watch at most ${limits.listenMaxIds} task ids; this one names ${ids.length}. Split them across streams, or poll tasks/get.`,
    });
  }
  const caller = clientKey(req, cfg.trustProxy);
  const principal = principalOfAuth(authInfo, caller);
  const mine = open.byPrincipal.get(caller) ?? 0;
  if (open.total >= limits.listenStreams || mine >= limits.listenStreamsPerPrincipal) {
    const whose = open.total >= limits.listenStreams ? `this server has ${open.total} open` : `you have ${mine} open`;
    const message = `Too many task listen streams: ${whose}, the most allowed. Close one, or poll tasks/get instead; retry in 5 s.`;
    return refusal(429, id, { code: -32000, message }, { 'Retry-After': '5' });
  }
  open.total++;
  open.byPrincipal.set(caller, mine + 1);
  const stop = new AbortController();
  req.signal.addEventListener('abort', () => stop.abort(), { once: true });
  // A stopping server ends the stream with the listen request's own result, as at MCP_TASK_LISTEN_MS:
  // the client listens again (another instance) or polls tasks/get.
  const stopping = new AbortController();
  const forgetShutdown = onShutdown(() => stopping.abort());
  let released = false;
  /** Gives back the stream's places and its shutdown hook, once. */
  const release = () => {
    if (released) return;
    released = true;
    forgetShutdown();
    open.total--;
    const left = (open.byPrincipal.get(caller) ?? 1) - 1;
    if (left > 0) open.byPrincipal.set(caller, left);
    else open.byPrincipal.delete(caller);
  };
  const { store } = httpTaskSupport(cfg);
  let watch: Awaited<ReturnType<typeof openTaskWatch>>;
  try {
    watch = await openTaskWatch(store, principal, ids, {
      signal: AbortSignal.any([stop.signal, stopping.signal]),
      maxMs: limits.listenMaxMs,
      maxIds: limits.listenMaxIds,
    });
  } catch (err) {
    release();
    throw err;
  }
  const stamp = { [SUBSCRIPTION_ID_META_KEY]: id };
  const encoder = new TextEncoder();

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!stop.signal.aborted) controller.enqueue(encoder.encode(text));
      };
      const send = (message: object) => write(`event: message\ndata: ${JSON.stringify({ jsonrpc: '2.0', ...message })}\n\n`);
      const keepalive = setInterval(() => write(': keepalive\n\n'), KEEPALIVE_MS);
      try {
        send({ method: 'notifications/subscriptions/acknowledged', params: { notifications: { taskIds: watch.honored }, _meta: stamp } });
        const end =
          watch.honored.length === 0 ? 'terminal' : await watch.run((task) => send({ method: 'notifications/tasks', params: { ...task, _meta: stamp } }));
        // The graceful end: the listen request's own result. After the client's abort there is nobody to tell.
        if (end !== 'aborted' || !stop.signal.aborted)
          send({ id, result: { resultType: 'complete', _meta: { ...stamp, [SERVER_INFO_META_KEY]: SERVER_INFO } } });
      } catch (err) {
        console.error('[tasks] listen stream failed:', err);
        send({ id, error: { code: -32603, message: 'Internal error: the task stream failed' } });
      } finally {
        release();
        clearInterval(keepalive);
        try {
          controller.close();
        } catch {
          /* already closed by the client */
        }
      }
    },
    cancel() {
      stop.abort();
      release();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' },
  });
}
