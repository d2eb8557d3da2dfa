/**
 * The SDK worker's boundary (sdk-thread.ts ↔ sdk-worker-api.ts over Comlink, here on a MessageChannel
 * instead of a Worker): a real v2 client on the far side, talking to the open door in process through a
 * tap on this side. The tap must record exactly what a client on this thread makes it record, and the
 * page's callbacks (a sampling answer, progress) must still be called.
 */
import { expose } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { type DemoClient, openLocalClient } from '../../../lib/browser/open-client';
import { remoteThread } from '../../../lib/browser/sdk-thread';
import { sdkWorkerApi } from '../../../lib/browser/sdk-worker-api';
import { createTap, type Tap } from '../../../lib/browser/tap';
import { DOOR } from '../../../lib/vocabulary';
import { doorFetch, IN_PROCESS_ORIGIN, inProcessDoors } from '../../helpers/in-process-doors';

const { route } = inProcessDoors({ AUTH_DEMO: '1', AUTH_SECRET: 'sdk-thread-test-secret-0123456789abcdef-0123' });
const doors = doorFetch({ handle: route } as never);
const ISSUER = `${IN_PROCESS_ORIGIN}/oauth`;
/** The doors in process; the OAuth door's metadata as the app's well-known route words it. */
const network = (input: string | URL, init?: RequestInit) =>
  String(input).includes('/.well-known/oauth-protected-resource')
    ? Promise.resolve(Response.json({ resource: new URL(DOOR.oauth.path, IN_PROCESS_ORIGIN).href, authorization_servers: [ISSUER] }))
    : doors(input, init);

const ports: MessagePort[] = [];
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

/** The worker's side of the boundary on one end of a channel, the page's on the other. */
function boundary() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(sdkWorkerApi, port1);
  return remoteThread(port2);
}

const url = new URL(DOOR.open.path, IN_PROCESS_ORIGIN).href;
const tap = (): Tap => createTap({ fetch: network, broadcast: false });

/** What the reader sees of a transcript, without timings (the meter and durations differ run to run). */
function seen(t: Tap) {
  return t.store.getSnapshot().entries.map((e) => ({
    method: e.exchange.request.method,
    url: e.exchange.request.url,
    headers: e.exchange.request.headers,
    body: e.exchange.request.body,
    status: e.exchange.response?.status,
    kind: e.exchange.response?.kind,
    failure: e.exchange.failure?.kind,
  }));
}

async function run(open: (fetch: Tap['fetch']) => Promise<DemoClient>, call: (c: DemoClient) => Promise<unknown>) {
  const t = tap();
  const client = await open(t.fetch);
  const result = await call(client).finally(() => client.close());
  await t.settle();
  return { result, seen: seen(t) };
}

describe('the SDK across the worker boundary', () => {
  it.each([
    ['modern', (c: DemoClient) => c.callTool({ name: 'search_prompts', arguments: { query: 'haiku', limit: 1 } })],
    ['legacy', (c: DemoClient) => c.listResourceTemplates()],
  ] as const)('a %s client records the same exchanges, byte for byte, as one on the page', async (era, call) => {
    const across = await run((fetch) => boundary().connect({ fetch, url, era, headers: {} }), call);
    const local = await run((fetch) => openLocalClient({ fetch, origin: IN_PROCESS_ORIGIN, era }), call);
    expect(across.seen.length).toBeGreaterThan(0);
    expect(across.seen).toEqual(local.seen);
    // Results are cloned across: equal but for the result's _meta (its meter's timings and trace ids differ run to run).
    const content = (r: unknown) => JSON.stringify(r, (k, v) => (k === '_meta' ? undefined : v));
    expect(content(across.result)).toEqual(content(local.result));
  });

  it('answers sampling through the page’s callback, and the multi-round-trip call completes with it', async () => {
    const asked: string[] = [];
    const sample = (prompt: string) => {
      asked.push(prompt);
      return 'A friendlier Linux terminal prompt, written by the test as the model.';
    };
    const { result } = await run(
      (fetch) => boundary().connect({ fetch, url, era: 'modern', sample, headers: {} }),
      (c) => c.callTool({ name: 'refine_prompt', arguments: { id: 'linux-terminal', goal: 'for a ten-year-old' } }),
    );
    expect(asked).toHaveLength(1);
    expect((result as { structuredContent?: { via?: string; refined?: string } }).structuredContent).toMatchObject({
      via: 'sampling',
      refined: expect.stringContaining('written by the test as the model'),
    });
  });

  it('streams progress to the page as the server sends it', async () => {
    const ticks: number[] = [];
    await run(
      (fetch) => boundary().connect({ fetch, url, era: 'modern', headers: {} }),
      (c) => c.callTool({ name: 'analyze_corpus', arguments: { query: '*', paceMs: 5 } }, { onprogress: (p) => void ticks.push(p.progress) }),
    );
    expect(ticks.length).toBeGreaterThan(1);
  });

  it('a refused connection rejects with the SDK’s message, and the refusal is on the tap', async () => {
    const t = tap();
    const oauth = new URL(DOOR.oauth.path, IN_PROCESS_ORIGIN).href;
    const err = await boundary()
      .connect({ fetch: t.fetch, url: oauth, era: 'modern', headers: {} })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).not.toBe('');
    expect(seen(t).map((s) => s.status)).toContain(401);
  });

  it('discovers the door’s metadata through the page’s fetch', async () => {
    const t = tap();
    const prm = await boundary().discoverResource(new URL(DOOR.oauth.path, IN_PROCESS_ORIGIN).href, t.fetch);
    expect(prm).toMatchObject({ resource: new URL(DOOR.oauth.path, IN_PROCESS_ORIGIN).href, authorization_servers: [ISSUER] });
    expect(seen(t)[0]?.url).toContain('/.well-known/oauth-protected-resource');
  });
});
