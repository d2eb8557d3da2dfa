/**
 * Watch your own client, against the production build: real clients of both eras and the
 * whole OAuth dance through an observation channel, read from the channel's feed as the page reads it.
 * Tokens minted in a channel open only that channel's door; no credential reaches the feed or the log;
 * an unknown channel is a 404; a frame over the cap is marked; a flood gives no 5xx and the observer stays.
 */
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectEra } from '../../lib/wire/era';
import { connectLegacy, connectModern, MODERN } from '../helpers/clients';
import { type RunningServer, startNextServer } from '../helpers/next-server';
import { describe as line, openChannel, readFeed, rpcMethod } from '../helpers/observe';
import { HeadlessOAuthProvider } from '../helpers/oauth';
import { observedStepOf } from '../../lib/walkthrough/observed-step';

const SECRET = 'observe-test-secret-0123456789abcdefghijklmnopqrstuv';
const KEY = 'observe-test-key-0123456789-abcdefghijklmn';

let server: RunningServer;
beforeAll(async () => {
  server = await startNextServer({ AUTH_SECRET: SECRET, MCP_API_KEY: KEY });
});
afterAll(async () => server?.stop());

describe('a channel shows what a client does', () => {
  it('the 2025-era v1 client: initialize, tools/list, tools/call, named and of its era', async () => {
    const ch = await openChannel(server.url);
    const feed = await readFeed(server.url, ch);
    try {
      const client = await connectLegacy(server.url, `/o/${ch}/api/mcp`);
      const tools = await client.listTools();
      expect(tools.tools.map((t) => t.name)).toContain('search_prompts');
      const res = await client.callTool({ name: 'search_prompts', arguments: { query: 'linux terminal', limit: 2 } });
      expect(res.isError).toBeFalsy();
      await client.close();
      const entries = await feed.until((es) => es.some((e) => rpcMethod(e) === 'tools/call'));
      const methods = entries.map(rpcMethod);
      expect(methods).toEqual(expect.arrayContaining(['initialize', 'tools/list', 'tools/call']));
      const init = entries.find((e) => rpcMethod(e) === 'initialize')!;
      expect(init.record.client).toEqual({ name: 'observatory-tests-v1', version: '1.0.0' });
      for (const e of entries.filter((x) => rpcMethod(x))) expect(detectEra(e.record.exchange)).toBe('legacy');
      const call = entries.find((e) => rpcMethod(e) === 'tools/call')!;
      expect(call.record.exchange.request.url).toBe(`${server.url}/o/${ch}/api/mcp`);
      expect(call.record.exchange.response?.status).toBe(200);
      expect(call.record.exchange.request.headers.some(([k]) => k === 'mcp-protocol-version')).toBe(true);
    } finally {
      feed.close();
    }
  });

  it('the 2026-07-28 v2 client: server/discover and tools/call, with clientInfo from _meta', async () => {
    const ch = await openChannel(server.url);
    const feed = await readFeed(server.url, ch);
    try {
      // As a proxy in front would add it: the caller's address is not shown to observers.
      const client = await connectModern(server.url, { headers: { 'x-forwarded-for': '203.0.113.7' } }, `/o/${ch}/api/mcp`);
      await client.callTool({ name: 'get_prompt', arguments: { id: 'linux-terminal' } });
      await client.close();
      const entries = await feed.until((es) => es.some((e) => rpcMethod(e) === 'tools/call'));
      expect(entries.map(rpcMethod)).toEqual(expect.arrayContaining(['server/discover', 'tools/call']));
      expect(entries.map(rpcMethod)).not.toContain('initialize');
      const call = entries.find((e) => rpcMethod(e) === 'tools/call')!;
      expect(call.record.client).toEqual({ name: 'observatory-tests', version: '1.0.0' });
      expect(detectEra(call.record.exchange)).toBe('modern');
      expect(call.record.exchange.request.headers.find(([k]) => k === 'mcp-name')?.[1]).toBe('get_prompt');
      expect(feed.raw()).not.toContain('203.0.113.7');
    } finally {
      feed.close();
    }
  });

  it('a late joiner gets the channel’s recent exchanges', async () => {
    const ch = await openChannel(server.url);
    const client = await connectModern(server.url, {}, `/o/${ch}/api/mcp`);
    await client.listTools();
    await client.close();
    // Published after the response ends: wait until the record is in the channel's log (a probe sees it; the log
    // is written before the push), so the late joiner below can only have it from the backlog, not live.
    const probe = await readFeed(server.url, ch);
    try {
      await probe.until((es) => es.some((e) => rpcMethod(e) === 'tools/list'));
    } finally {
      probe.close();
    }
    const feed = await readFeed(server.url, ch);
    try {
      await feed.until((es) => es.some((e) => rpcMethod(e) === 'tools/list'));
    } finally {
      feed.close();
    }
  });
});

describe('the OAuth dance through a channel', () => {
  it('401 → metadata → registration → consent → token → call, each step labelled; the token opens only this channel’s door', async () => {
    const ch = await openChannel(server.url);
    const other = await openChannel(server.url);
    const feed = await readFeed(server.url, ch);
    const door = new URL(`/o/${ch}/api/mcp/oauth`, server.url);
    const provider = new HeadlessOAuthProvider({ clientName: 'Observed OAuth client' });
    const newClient = () => new Client({ name: 'observed-oauth-client', version: '2.0.0' }, { versionNegotiation: { mode: { pin: MODERN } } });
    try {
      const first = new StreamableHTTPClientTransport(door, { authProvider: provider });
      await expect(newClient().connect(first)).rejects.toBeInstanceOf(UnauthorizedError);
      await first.finishAuth(provider.callbackParams());
      const client = newClient();
      await client.connect(new StreamableHTTPClientTransport(door, { authProvider: provider }));
      const res = await client.callTool({ name: 'search_prompts', arguments: { query: 'poet', limit: 1 } });
      expect(res.isError).toBeFalsy();
      await client.close();

      const token = provider.tokens()!.access_token;
      const claims = decodeJwt(token);
      expect(claims.aud).toBe(door.href);
      expect(claims.iss).toBe(`${server.url}/o/${ch}/oauth`);
      expect(provider.callback?.searchParams.get('iss')).toBe(`${server.url}/o/${ch}/oauth`);

      const steps = ['first-call', 'resource-metadata', 'server-metadata', 'register', 'authorization-url', 'consent', 'redirect', 'redeem', 'call-with-token'];
      const entries = await feed.until((es) => steps.every((s) => es.some((e) => e.record.step?.id === s)));
      const seen = entries.flatMap((e): string[] => (e.record.step ? [e.record.step.id] : []));
      let at = -1;
      for (const s of steps) {
        const i = seen.indexOf(s, at + 1);
        expect(i, `${s} in order in ${seen.join(', ')}`).toBeGreaterThan(at);
        at = i;
      }
      const reg = entries.find((e) => e.record.step?.id === 'register')!;
      // The record names the step; the page numbers and titles it from the walkthrough's list.
      expect(observedStepOf(reg.record.step!.id)).toMatchObject({ n: 5, title: 'Register the client' });
      const tokenCall = entries.find((e) => e.record.step?.id === 'call-with-token' && e.record.exchange.response?.status === 200)!;
      expect(tokenCall.record.client?.name).toBe('observed-oauth-client');

      // The token works only on this channel's door.
      const call = (url: string) =>
        fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': '2025-11-25',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
        });
      expect((await call(door.href)).status).toBe(200);
      expect((await call(`${server.url}/api/mcp/oauth`)).status).toBe(401);
      expect((await call(`${server.url}/o/${other}/api/mcp/oauth`)).status).toBe(401);

      // No credential in the feed, nor in the server's log: the token, the code, the key.
      const keyCall = await fetch(`${server.url}/o/${ch}/api/mcp/key`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${KEY}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
      });
      expect(keyCall.status).toBe(200);
      await keyCall.text();
      await feed.until((es) => es.some((e) => e.record.exchange.request.url.endsWith('/api/mcp/key')));
      const code = provider.callback!.searchParams.get('code')!;
      expect(code.length).toBeGreaterThan(20);
      const late = await readFeed(server.url, ch);
      await late.until((es) => es.length >= entries.length);
      late.close();
      for (const secret of [token, code, KEY]) {
        expect(feed.raw()).not.toContain(secret);
        expect(late.raw()).not.toContain(secret);
        expect(server.output()).not.toContain(secret);
      }
      expect(feed.raw()).toContain('Bearer ');
    } finally {
      feed.close();
    }
  });
});

describe('bounds', () => {
  it('an unknown channel: 404 on its doors and page, and its feed says `gone` (the one event the page stops on)', async () => {
    const ghost = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    const door = await fetch(`${server.url}/o/${ghost}/api/mcp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(door.status).toBe(404);
    expect((await door.json()).error_description).toMatch(/observation channel/);
    const page = await fetch(`${server.url}/observe/${ghost}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This observation channel does not exist');
    const events = await fetch(`${server.url}/observe/${ghost}/events`);
    expect(events.status).toBe(200);
    expect(await events.text()).toContain('event: gone\ndata: {"reason":"expired"}');
    expect((await fetch(`${server.url}/o/not-a-channel/api/mcp`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('a frame over 64 KiB is recorded cut, and marked so', async () => {
    const ch = await openChannel(server.url);
    const feed = await readFeed(server.url, ch);
    try {
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: 9,
        method: 'tools/call',
        params: { name: 'search_prompts', arguments: { query: 'x'.repeat(100_000) } },
      });
      const res = await fetch(`${server.url}/o/${ch}/api/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
        body,
      });
      expect(res.status).toBeLessThan(500);
      await res.text();
      const [e] = await feed.until((es) => es.length > 0);
      expect(e.record.exchange.request.bodyTruncated).toBe(true);
      expect(e.record.exchange.request.body!.length).toBeLessThanOrEqual(64 * 1024);
    } finally {
      feed.close();
    }
  });

  it('3,000 hostile requests to a channel’s doors: no 5xx, and the observer stays up', async () => {
    const ch = await openChannel(server.url);
    const feed = await readFeed(server.url, ch);
    const base = `${server.url}/o/${ch}`;
    const json = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const hostile: (() => Promise<Response>)[] = [
      () => fetch(`${base}/api/mcp`, { method: 'POST', headers: json, body: '{not json' }),
      () => fetch(`${base}/api/mcp`, { method: 'POST', headers: json, body: '[]' }),
      () => fetch(`${base}/api/mcp`, { method: 'GET' }),
      () => fetch(`${base}/api/mcp/oauth`, { method: 'POST', headers: { ...json, authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }, body: '{}' }),
      () => fetch(`${base}/api/mcp/key`, { method: 'POST', headers: { ...json, authorization: 'Bearer wrong' }, body: '{}' }),
      () =>
        fetch(`${base}/oauth/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=authorization_code&code=x',
        }),
      () => fetch(`${base}/../../api/mcp`, { method: 'POST', headers: json, body: '{}' }),
      () => fetch(`${base}/%2e%2e/%00/nothing`, { method: 'DELETE' }),
      () =>
        fetch(`${base}/api/mcp`, {
          method: 'POST',
          headers: { ...json, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/list' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2025-06-18' } } }),
        }),
    ];
    // 15 times the exchanges a channel keeps (OBSERVE_MAX_EXCHANGES, 200) and far past its rate limit's burst: every
    // bound is crossed many times over. (10,000 took 38 s of the protocol tier and crossed no further bound.)
    const total = 3_000;
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const res = await hostile[i % hostile.length]();
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: 24 }, worker));
    const elapsed = Date.now() - started;
    console.log(`[observe] ${total} hostile requests in ${elapsed} ms:`, Object.fromEntries(statuses));
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    // The observer is still connected and still sees new traffic, once this client's record budget
    // (OBSERVE_RECORDS_PER_CLIENT, counted over 10 s) lets it record again: a call every second until one shows.
    const seen = () => feed.entries.some((e) => rpcMethod(e) === 'tools/call');
    for (let attempt = 0; attempt < 20 && !seen(); attempt++) {
      const client = await connectModern(server.url, {}, `/o/${ch}/api/mcp`);
      await client.callTool({ name: 'random_prompt', arguments: { seed: `observer-${attempt}` } });
      await client.close();
      await feed.until(seen, 1_000).catch(() => {});
    }
    await feed.until((es) => es.some((e) => rpcMethod(e) === 'tools/call'), 20_000);
    expect(feed.entries.length).toBeGreaterThan(0);
    console.log(`[observe] observer saw ${feed.entries.length} entries; last: ${line(feed.entries.at(-1)!)}`);
    feed.close();
  }, 300_000);
});
