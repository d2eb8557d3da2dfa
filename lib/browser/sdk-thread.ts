/**
 * Where the pages' MCP client SDK runs: in the SDK worker (sdk-worker.ts) when the page has Web Workers,
 * so its evaluation (one long task on a phone: docs/testing.md has Lighthouse's figure) never blocks the page; in
 * process in node tests. The same module, sdk-calls.ts, does the work on either side, and every request
 * goes through the caller's fetch on this thread (remote-fetch.ts), so a tap records it as before.
 */
import type { Client } from '@modelcontextprotocol/client';
import { type Endpoint, proxy, releaseProxy, wrap } from 'comlink';
import type { FetchLike } from '../wire';
import { serveFetch } from './remote-fetch';
import { type ClientOptions, connectClient, discoverAuthorizationServer, discoverResource } from './sdk-calls';
import type { SdkWorkerApi } from './sdk-worker-api';

type Progress = NonNullable<NonNullable<Parameters<Client['callTool']>[1]>['onprogress']>;

/** The calls the pages make on a client: the real Client in process, its facade in the worker. */
export interface DemoClient {
  callTool(params: Parameters<Client['callTool']>[0], options?: { onprogress?: Progress }): ReturnType<Client['callTool']>;
  listTools(): ReturnType<Client['listTools']>;
  listResources(): ReturnType<Client['listResources']>;
  listResourceTemplates(): ReturnType<Client['listResourceTemplates']>;
  listPrompts(): ReturnType<Client['listPrompts']>;
  readResource(params: Parameters<Client['readResource']>[0]): ReturnType<Client['readResource']>;
  close(): Promise<void>;
}

export interface SdkThread {
  connect(opts: ClientOptions): Promise<DemoClient>;
  discoverResource: typeof discoverResource;
  discoverAuthorizationServer: typeof discoverAuthorizationServer;
}

const inProcess: SdkThread = { connect: connectClient, discoverResource, discoverAuthorizationServer };

let worker: SdkThread | undefined;

function startWorker(): SdkThread {
  const w = new Worker(new URL('./sdk-worker.ts', import.meta.url), { type: 'module', name: 'mcp-client-sdk' });
  // A worker that cannot load (a CSP without worker-src, a failed chunk) answers nothing: say so instead of hanging.
  const failed = new Promise<never>((_, reject) =>
    w.addEventListener('error', (e) => reject(new Error(`The MCP client worker failed to load${e.message ? `: ${e.message}` : ''}`)), { once: true }),
  );
  failed.catch(() => undefined);
  return remoteThread(w, failed);
}

/** The SDK on the far side of `endpoint` (the worker; a MessagePort in tests); every call fails with `failed`. */
export function remoteThread(endpoint: Endpoint, failed: Promise<never> = new Promise<never>(() => undefined)): SdkThread {
  const api = wrap<SdkWorkerApi>(endpoint);
  const call = <T>(p: Promise<T>) => Promise.race([p, failed]);
  const server = (fetch: FetchLike) => proxy(serveFetch(fetch));
  return {
    async connect({ fetch, sample, ...opts }) {
      const remote = await call(api.connect(opts, server(fetch), sample ? proxy(sample) : undefined));
      const release = () => remote[releaseProxy]();
      return {
        callTool: (params, options) => call(remote.callTool(params, options?.onprogress ? proxy(options.onprogress) : undefined)),
        listTools: () => call(remote.listTools()),
        listResources: () => call(remote.listResources()),
        listResourceTemplates: () => call(remote.listResourceTemplates()),
        listPrompts: () => call(remote.listPrompts()),
        readResource: (params) => call(remote.readResource(params)),
        close: () => call(remote.close()).finally(release),
      } as DemoClient;
    },
    discoverResource: (url, fetch) => call(api.discoverResource(String(url), server(fetch))),
    discoverAuthorizationServer: (issuer, fetch) => call(api.discoverAuthorizationServer(issuer, server(fetch))),
  } as SdkThread;
}

/** The SDK's thread for this page: one worker per page, started on first use. */
export function sdkThread(): SdkThread {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return inProcess;
  worker ??= startWorker();
  return worker;
}
