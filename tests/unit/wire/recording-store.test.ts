import { describe, expect, it } from 'vitest';
import { createObservedFeed, createRecordingFetch, createTranscriptStore, OBSERVED_FRAME_CAP, type WireEvent } from '../../../lib/wire';
import { sseBody } from './fixtures';

const encoder = new TextEncoder();

/** A server stand-in: streams the given SSE chunks one pull at a time, and notes whether it was cancelled. */
function sseResponse(chunks: string[]) {
  const state = { cancelled: false, pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks.length) return controller.close();
      controller.enqueue(encoder.encode(chunks[state.pulled++]));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }), state };
}

const REQUEST = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'analyze_corpus', arguments: { query: '*' }, _meta: { progressToken: 7 } } };
const PROGRESS = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 7, progress: 50, total: 100 } };
const RESULT = { jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'done' }] } };

function init(headers: Record<string, string> = {}, signal?: AbortSignal): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(REQUEST), signal };
}

describe('recording fetch', () => {
  it('hands the client the stream byte for byte while recording each SSE event as it arrives', async () => {
    const wire = sseBody([PROGRESS, RESULT]);
    const split = [wire.slice(0, 30), wire.slice(30, 120), wire.slice(120)];
    const { response } = sseResponse(split);
    const events: WireEvent[] = [];
    const recording = createRecordingFetch((e) => events.push(e), { fetch: async () => response });
    const res = await recording('http://localhost/api/mcp', init({ authorization: 'Bearer secret-token-value' }));
    expect(await res.text()).toBe(wire);
    expect(res.status).toBe(200);
    expect(events.map((e) => e.type)).toEqual(['request', 'response', 'sse', 'sse', 'end']);
    const request = events[0].type === 'request' ? events[0].exchange.request : undefined;
    // Recorded as sent (masking happens only for display).
    expect(request?.headers).toContainEqual(['authorization', 'Bearer secret-token-value']);
    expect(request?.body).toBe(JSON.stringify(REQUEST));
    const data = events.flatMap((e) => (e.type === 'sse' ? [JSON.parse(e.event.data)] : []));
    expect(data).toEqual([PROGRESS, RESULT]);
  });

  it("passes the client's cancel through to the network and records the exchange as aborted", async () => {
    const { response, state } = sseResponse([sseBody([PROGRESS]), sseBody([PROGRESS]), sseBody([RESULT])]);
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, { fetch: async () => response });
    const res = await recording('http://localhost/api/mcp', init());
    const reader = res.body!.getReader();
    await reader.read();
    await reader.cancel('user cancelled');
    expect(state.cancelled).toBe(true);
    expect(state.pulled).toBeLessThan(3);
    const [entry] = store.getSnapshot().entries;
    expect(entry.outcome).toBe('aborted');
    expect(entry.exchange.failure?.kind).toBe('aborted');
    expect(entry.exchange.response?.events).toHaveLength(1);
  });

  it('a client that closes the stream after its answer arrived finished the exchange: no abort is recorded', async () => {
    // The server has sent the result but not yet closed the stream; the client has what it asked for and closes.
    const { response, state } = sseResponse([sseBody([PROGRESS]), sseBody([RESULT]), sseBody([PROGRESS])]);
    const store = createTranscriptStore();
    const res = await createRecordingFetch(store.record, { fetch: async () => response })('http://localhost/api/mcp', init());
    const reader = res.body!.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel('transport closed');
    expect(state.cancelled).toBe(true);
    const [entry] = store.getSnapshot().entries;
    expect(entry.outcome).toBe('result');
    expect(entry.exchange.failure).toBeUndefined();
    expect(entry.exchange.endedAtMs).toBeDefined();
  });

  it('a JSON answer is recorded whole before the client gets it, so closing the transport afterwards cannot cut the recording short', async () => {
    const abort = new AbortController();
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, { fetch: async () => Response.json(RESULT) });
    const res = await recording('http://localhost/api/mcp', init({}, abort.signal));
    // Before the client has read a byte, the exchange is already whole and finished.
    const [recorded] = store.getSnapshot().entries;
    expect(recorded).toMatchObject({ outcome: 'result', exchange: { response: { body: JSON.stringify(RESULT) } } });
    expect(recorded.exchange.endedAtMs).toBeDefined();
    expect(await res.json()).toEqual(RESULT);
    abort.abort(new DOMException('The user aborted a request.', 'AbortError'));
    expect(store.getSnapshot().entries[0].exchange.failure).toBeUndefined();
  });

  it('still records a JSON body that is aborted while it arrives as aborted', async () => {
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, {
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(c) {
              c.enqueue(encoder.encode('{"jsonrpc":"2.0",'));
              c.error(new DOMException('The user aborted a request.', 'AbortError'));
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    await recording('http://localhost/api/mcp', init());
    const [entry] = store.getSnapshot().entries;
    expect(entry.outcome).toBe('aborted');
    expect(entry.exchange.failure?.kind).toBe('aborted');
  });

  it('records a JSON body and a 401 with its WWW-Authenticate header, returning the original response', async () => {
    const original = new Response(JSON.stringify({ error: 'invalid_token' }), {
      status: 401,
      headers: { 'content-type': 'application/json', 'www-authenticate': 'Bearer resource_metadata="http://x/.well-known/oauth-protected-resource"' },
    });
    const store = createTranscriptStore();
    const res = await createRecordingFetch(store.record, { fetch: async () => original })('http://localhost/api/mcp/key', init());
    expect(res).toBe(original);
    expect(await res.json()).toEqual({ error: 'invalid_token' });
    await new Promise((r) => setTimeout(r, 0));
    const [entry] = store.getSnapshot().entries;
    expect(entry.outcome).toBe('http-error');
    expect(entry.exchange.response?.status).toBe(401);
    expect(entry.exchange.response?.headers).toContainEqual(['www-authenticate', 'Bearer resource_metadata="http://x/.well-known/oauth-protected-resource"']);
    expect(entry.exchange.response?.body).toBe('{"error":"invalid_token"}');
  });

  it('reports a network failure and rethrows it to the client', async () => {
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, { fetch: async () => Promise.reject(new TypeError('fetch failed')) });
    await expect(recording('http://localhost/api/mcp', init())).rejects.toThrow('fetch failed');
    expect(store.getSnapshot().entries[0]).toMatchObject({ outcome: 'failed', exchange: { failure: { kind: 'network', message: 'fetch failed' } } });
  });
});

describe('transcript store', () => {
  it('merges the response into its request entry by id, with the duration of the response event', async () => {
    let clock = 0;
    const { response } = sseResponse([sseBody([PROGRESS]), sseBody([RESULT])]);
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, {
      fetch: async () => {
        clock = 40;
        return response;
      },
      now: () => clock,
    });
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().entries.length));
    const res = await recording('http://localhost/api/mcp', init());
    const reader = res.body!.getReader();
    clock = 100;
    await reader.read();
    expect(store.getSnapshot().entries[0].outcome).toBe('pending');
    clock = 250;
    await reader.read();
    const [entry] = store.getSnapshot().entries;
    expect(entry).toMatchObject({ method: 'tools/call', rpcId: 7, outcome: 'result', durationMs: 250 });
    expect(seen.length).toBeGreaterThan(2);
  });

  it("marks a plain HTTP exchange as plain HTTP, and only a JSON-RPC notification's exchange as accepted", async () => {
    const store = createTranscriptStore();
    const recording = createRecordingFetch(store.record, {
      fetch: async (url) =>
        String(url).includes('well-known') ? Response.json({ resource: 'http://localhost/api/mcp/oauth' }) : new Response(null, { status: 202 }),
    });
    await (
      await recording('http://localhost/.well-known/oauth-protected-resource/api/mcp/oauth', { headers: { 'mcp-protocol-version': '2025-11-25' } })
    ).text();
    await (
      await recording('http://localhost/oauth/lab', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"door":"/api/mcp/oauth"}' })
    ).text();
    await recording('http://localhost/api/mcp', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) });
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getSnapshot().entries.map((e) => e.outcome)).toEqual(['http', 'http', 'accepted']);
  });

  it('an answer longer than a channel records still settles: a cut JSON body or SSE event says result or error, never pending forever', () => {
    // random_prompt can answer 150 kB (the corpus's longest prompt); a channel keeps 64 KiB of it.
    const long = 'x'.repeat(200_000);
    const answers = [
      { jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: long }] } },
      { result: { content: [{ type: 'text', text: long }] }, jsonrpc: '2.0', id: 7 },
      { jsonrpc: '2.0', id: 7, error: { code: -32603, message: long } },
    ];
    const outcomes: string[] = [];
    for (const answer of answers) {
      for (const kind of ['json', 'sse'] as const) {
        const cut = JSON.stringify(answer).slice(0, OBSERVED_FRAME_CAP);
        const feed = createObservedFeed();
        feed.add('1', {
          exchange: {
            seq: 0,
            startedAt: 0,
            request: { method: 'POST', url: 'http://localhost/api/mcp', headers: [['content-type', 'application/json']], body: JSON.stringify(REQUEST) },
            response: {
              status: 200,
              statusText: 'OK',
              headers: [],
              headersAtMs: 1,
              kind,
              events: kind === 'sse' ? [{ atMs: 2, data: cut }] : [],
              ...(kind === 'json' ? { body: cut } : {}),
              truncated: true,
            },
            endedAtMs: 3,
          },
        });
        outcomes.push(feed.getSnapshot().entries[0].entry.outcome);
      }
    }
    expect(outcomes).toEqual(['result', 'result', 'result', 'result', 'error', 'error']);
  });

  it('keeps only the newest entries past its cap and counts the dropped ones', async () => {
    const store = createTranscriptStore({ cap: 3 });
    const recording = createRecordingFetch(store.record, { fetch: async () => new Response(null, { status: 202 }) });
    for (let i = 0; i < 5; i++) await recording('http://localhost/api/mcp', init());
    const snap = store.getSnapshot();
    expect(snap.entries.map((e) => e.exchange.seq)).toEqual([3, 4, 5]);
    expect(snap.dropped).toBe(2);
  });

  it('gives a new snapshot object on change and the same one otherwise', async () => {
    const store = createTranscriptStore();
    const a = store.getSnapshot();
    expect(store.getSnapshot()).toBe(a);
    await createRecordingFetch(store.record, { fetch: async () => new Response(null, { status: 202 }) })('http://localhost/api/mcp', init());
    expect(store.getSnapshot()).not.toBe(a);
  });
});
