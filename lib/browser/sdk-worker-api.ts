/**
 * What the SDK worker (sdk-worker.ts) offers the page through Comlink: sdk-calls.ts with the page's
 * callbacks as arguments. Every request the worker's client makes is made by the page (remote-fetch.ts),
 * through the page's tap; a sampling answer and progress are callbacks into the page. Results and
 * errors are cloned across (an error keeps its name and message).
 */
import type { Client } from '@modelcontextprotocol/client';
import { proxy, type Remote, releaseProxy } from 'comlink';
import { type FetchServer, remoteFetch } from './remote-fetch';
import { type ClientOptions, connectClient, discoverAuthorizationServer, discoverResource } from './sdk-calls';

type Progress = NonNullable<NonNullable<Parameters<Client['callTool']>[1]>['onprogress']>;
type Sample = (prompt: string) => string | Promise<string>;

/** The page's callbacks arrive as Comlink proxies: their calls answer with promises, and each is released when done with. */
const release = (...remotes: unknown[]) => {
  for (const r of remotes) (r as Remote<object> | undefined)?.[releaseProxy]();
};

/** What the page may ask of a connected client (plain arguments and results only: they are cloned across). */
function facade(client: Client, done: () => void) {
  return {
    callTool: (params: Parameters<Client['callTool']>[0], onprogress?: Progress) =>
      client.callTool(params, onprogress ? { onprogress: (p) => void onprogress(p) } : undefined).finally(() => release(onprogress)),
    listTools: () => client.listTools(),
    listResources: () => client.listResources(),
    listResourceTemplates: () => client.listResourceTemplates(),
    listPrompts: () => client.listPrompts(),
    readResource: (params: Parameters<Client['readResource']>[0]) => client.readResource(params),
    close: () => client.close().finally(done),
  };
}

export type WorkerClient = ReturnType<typeof facade>;

export const sdkWorkerApi = {
  async connect(opts: Omit<ClientOptions, 'fetch' | 'sample'>, server: FetchServer, sample?: Sample) {
    const done = () => release(server, sample);
    try {
      const client = await connectClient({ ...opts, fetch: remoteFetch(server), ...(sample ? { sample } : {}) });
      return proxy(facade(client, done));
    } catch (err) {
      done();
      throw err;
    }
  },
  discoverResource: (url: string, server: FetchServer) => discoverResource(url, remoteFetch(server)).finally(() => release(server)),
  discoverAuthorizationServer: (issuer: string, server: FetchServer) => discoverAuthorizationServer(issuer, remoteFetch(server)).finally(() => release(server)),
};

export type SdkWorkerApi = typeof sdkWorkerApi;
