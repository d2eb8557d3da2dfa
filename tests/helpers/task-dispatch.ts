/**
 * The host side of @modelcontextprotocol/ext-tasks over stateless HTTP. For a 2026-07-28 Tasks
 * server the package asks its host for a raw request path (`rawDispatch`): it frames tools/call and
 * tasks/* itself (per-request _meta, the extension declared) and this sends each as one POST with
 * the standard headers (Mcp-Name = params.taskId on tasks/*), owning ids and response matching.
 */
import type { Client } from '@modelcontextprotocol/client';
import {
  createTaskSessionFromClient,
  type JsonRpcResponse,
  type RawClientDispatch,
  type TaskEnabledSession,
  type WithTasksOptions,
} from '@modelcontextprotocol/ext-tasks/client';
import { MODERN } from './clients';

const NAME_FIELD: Record<string, string> = {
  'tools/call': 'name',
  'prompts/get': 'name',
  'resources/read': 'uri',
  'tasks/get': 'taskId',
  'tasks/update': 'taskId',
  'tasks/cancel': 'taskId',
};
let nextId = 1;

/** One JSON-RPC request as one POST; answers the JSON body or the matching message of an SSE stream. */
export async function postRpc(
  url: string,
  request: { method: string; params?: Record<string, unknown> },
  headers: Record<string, string> = {},
): Promise<JsonRpcResponse> {
  const id = nextId++;
  const field = NAME_FIELD[request.method];
  const name = field ? request.params?.[field] : undefined;
  // Headers.set: ext-tasks passes its own Mcp-Name on follow-ups; one value per header, whatever its case.
  const sent = new Headers({
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': MODERN,
    'mcp-method': request.method,
  });
  if (typeof name === 'string') sent.set('mcp-name', name);
  for (const [key, value] of Object.entries(headers)) sent.set(key, value);
  const res = await fetch(url, { method: 'POST', headers: sent, body: JSON.stringify({ jsonrpc: '2.0', id, ...request }) });
  const text = await res.text();
  const messages = (res.headers.get('content-type') ?? '').includes('text/event-stream')
    ? text
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => JSON.parse(l.slice(5)))
    : [JSON.parse(text)];
  const answer = messages.find((m) => m.id === id);
  if (!answer) throw new Error(`no answer to ${request.method} (HTTP ${res.status}): ${text.slice(0, 300)}`);
  return answer.error ? { kind: 'error', error: answer.error } : { kind: 'result', result: answer.result };
}

export function httpRawDispatch(url: string, headers: Record<string, string> = {}): RawClientDispatch {
  return (request, options) => postRpc(url, request as { method: string; params?: Record<string, unknown> }, { ...headers, ...options?.context?.headers });
}

export interface TaskSessionOptions {
  /** Capabilities besides the extension ext-tasks adds itself, e.g. `{ sampling: {} }`. */
  capabilities?: Record<string, Record<string, never>>;
  /** How the session answers a task's inputRequests (it then sends tasks/update). */
  onInputRequest?: WithTasksOptions['onInputRequest'];
}

/** The same framing the v2 client uses for itself (clients.ts), so both paths present one client. */
export function taskSession(client: Client, url: string, headers: Record<string, string> = {}, opts: TaskSessionOptions = {}): TaskEnabledSession {
  return createTaskSessionFromClient(client, {
    endpointId: 'prompts-observatory',
    rawDispatch: httpRawDispatch(url, headers),
    v2RequestFraming: { protocolVersion: MODERN, clientInfo: { name: 'observatory-tests', version: '1.0.0' }, clientCapabilities: opts.capabilities ?? {} },
    ...(opts.onInputRequest ? { onInputRequest: opts.onInputRequest } : {}),
  });
}

/** Every JSON-RPC message of one SSE response, in order, as the stream delivers them (until it ends or `stop` says so). */
export async function readSse(res: Response, stop: (messages: Record<string, unknown>[]) => boolean = () => false): Promise<Record<string, unknown>[]> {
  const messages: Record<string, unknown>[] = [];
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = event
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5))
        .join('\n');
      if (data) messages.push(JSON.parse(data));
      cut = buffer.indexOf('\n\n');
    }
    if (stop(messages)) {
      await reader.cancel();
      break;
    }
  }
  return messages;
}

/** The per-request envelope, with or without the Tasks extension, for requests sent by hand. */
export function envelope(withTasks: boolean): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1' },
    'io.modelcontextprotocol/clientCapabilities': withTasks ? { extensions: { 'io.modelcontextprotocol/tasks': {} } } : {},
  };
}
