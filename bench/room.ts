/**
 * A workshop room over HTTP: 30 participants at once against `npm start` (dist/server.mjs), each
 * replaying what one participant's browser sends (about 150 requests: the key pages, the tour's MCP
 * calls, two paced analyze_corpus demos, the walkthrough's OAuth flow twice, the JWT page's lab, the
 * playground), in four configurations: all from one address (a room behind one NAT) or each from its own
 * 127.0.0.x (a LAN), with memory state or Redis (a redis-server started here on a free port in
 * ROOM_PORTS, persistence off, stopped by PID). It prints, per configuration, the answers that were
 * "busy", 429 or 5xx, p95 of page and API answers, and the server's RSS after the room.
 *
 *   npm run build && node --conditions=react-server --import tsx bench/room.ts [--only each-memory]
 *
 * Not a test: timings depend on the machine. Targets: 0 busy, 0 429, 0 5xx.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { answerConsent, publicClient, redeemCode, registerDynamically, startAuthorizationRequest } from '../lib/oauth-client';
import { DOOR, ISSUER_PATH, SCOPE_READ } from '../lib/vocabulary';
import { type BoundFetch, boundFetch } from './lib/bound-fetch';
import { mcpBody, mcpHeaders, type McpCall, toolCall } from './lib/mcp-request';
import { REPO_ROOT, rssMiB } from './lib/processes';
import { percentile } from './lib/stats';

const PARTICIPANTS = 30;
/** This bench's ports: the server, then Redis. */
const ROOM_PORTS = { server: 4210, redis: 4211 };
const SECRET = 'room-bench-secret-0123456789abcdefghijklmnopqrstuv';
const REDIRECT_URI = 'http://127.0.0.1:9/callback';

const { values } = parseArgs({ options: { only: { type: 'string' } } });

/** Every process this bench started, stopped by PID if the bench itself is stopped. */
const children = new Set<ChildProcess>();
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  });
}

interface Tally {
  requests: number;
  busy: number;
  limited: number;
  failed: number;
  pageMs: number[];
  apiMs: number[];
  errors: string[];
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = ROOM_PORTS.server;
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [resolve(REPO_ROOT, 'dist', 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', MCP_PUBLIC_ORIGIN: url, AUTH_SECRET: SECRET, AUTH_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  // Ready once the warm-up has rendered the key pages, as a room would find it.
  while (!/warmed \d+ pages/.test(log)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the server did not warm up in 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url };
}

async function startRedis(): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(ROOM_PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  await new Promise<void>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code}`)));
    child.stdout!.on('data', (d) => String(d).includes('Ready to accept connections') && ok());
  });
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });

/** One participant's browser, as a sequence of pages, each sending a few requests at once. */
async function participant(url: string, fetch: BoundFetch, tally: Tally, n: number): Promise<void> {
  let id = 1;
  const timed = async (kind: 'page' | 'api', run: () => Promise<Response>): Promise<Response | undefined> => {
    const started = performance.now();
    tally.requests++;
    try {
      const res = await run();
      const text = await res.text();
      (kind === 'page' ? tally.pageMs : tally.apiMs).push(performance.now() - started);
      if (res.status === 429) tally.limited++;
      if (res.status >= 500) {
        tally.failed++;
        if (tally.errors.length < 5) tally.errors.push(`${res.status} ${text.slice(0, 160)}`);
      }
      if (/every corpus-analysis (slot|place)[^"]*busy|analysis slot is taken/i.test(text)) tally.busy++;
      return new Response(text, { status: res.status, headers: res.headers });
    } catch (err) {
      tally.failed++;
      if (tally.errors.length < 5) tally.errors.push(String(err));
      return undefined;
    }
  };
  const page = (path: string) => timed('page', () => fetch(`${url}${path}`));
  const get = (path: string) => timed('api', () => fetch(`${url}${path}`));
  const mcp = (call: McpCall, door: string = DOOR.open.path, headers: Record<string, string> = {}, progressToken?: string) => {
    const body = JSON.parse(mcpBody(call, id++));
    if (progressToken) body.params._meta.progressToken = progressToken;
    return timed('api', () => fetch(`${url}${door}`, { method: 'POST', headers: { ...mcpHeaders(call), ...headers }, body: JSON.stringify(body) }));
  };
  const search = (query: string) => mcp(toolCall('search_prompts', { query }));
  const batch = (...calls: (() => Promise<unknown>)[]) => Promise.all(calls.map((c) => c()));
  const QUERIES = ['code review', 'email', 'story', 'marketing', 'sql', 'summary', 'translate', 'interview', 'poem', 'debug'];

  // The tour, scrolled to the end with its demos: pages, then each chapter's calls a few at a time.
  await batch(
    () => page('/'),
    () => get('/api/health'),
  );
  for (let chapter = 0; chapter < 10; chapter++) {
    await batch(
      () => mcp({ method: 'server/discover', params: {} }),
      () => mcp({ method: 'tools/list', params: {} }),
      () => search(QUERIES[(chapter + n) % QUERIES.length]!),
      () => search(`${QUERIES[chapter]!} ${n}`),
      () => mcp(toolCall('corpus_stats', {})),
      () => get(`/.well-known/oauth-protected-resource${DOOR.oauth.path}`),
    );
  }
  // The tour's two paced demos (TaskDemo, TransportsDemo), with progress.
  await batch(
    () => mcp(toolCall('analyze_corpus', { query: '*', paceMs: 80 }), DOOR.open.path, {}, `t${n}`),
    () => mcp(toolCall('analyze_corpus', { query: '*', paceMs: 40 }), DOOR.open.path, {}, `p${n}`),
  );
  // The walkthrough, run twice: discovery, registration, authorize and consent, token, a call with it.
  await page('/auth');
  for (let run = 0; run < 2; run++) {
    await timed('api', async () => {
      const metadata = await fetch(`${url}/.well-known/oauth-authorization-server${ISSUER_PATH}`).then((r) => r.json());
      const client = await registerDynamically(fetch, metadata, publicClient(`room participant ${n}`, [REDIRECT_URI]));
      const resource = `${url}${DOOR.oauth.path}`;
      const req = await startAuthorizationRequest({ metadata, client, redirectUri: REDIRECT_URI, scope: SCOPE_READ, resource });
      const answer = await answerConsent(fetch, req.authorizationUrl, 'approve', { redirect: 'manual' });
      if (answer.kind !== 'redirect' || !answer.callback.code)
        return new Response(JSON.stringify(answer), { status: answer.kind === 'refused' ? answer.status : 500 });
      const token = await redeemCode(fetch, { metadata, client, callback: answer.callback, verifier: req.verifier, redirectUri: REDIRECT_URI, resource });
      return fetch(`${url}${DOOR.oauth.path}`, {
        method: 'POST',
        headers: { ...mcpHeaders(toolCall('search_prompts', { query: 'oauth' })), authorization: `Bearer ${token.access_token}` },
        body: mcpBody(toolCall('search_prompts', { query: 'oauth' }), id++),
      });
    });
  }
  // The JWT page: the lab's broken tokens, each sent to the door.
  await page('/jwt');
  const lab = await timed('api', () =>
    fetch(`${url}/oauth/lab`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ door: DOOR.oauth.path }),
    }),
  );
  const tokens = lab?.ok ? (((await lab.json()) as { tokens?: { token: string }[] }).tokens ?? []) : [];
  await batch(...tokens.map((t) => () => mcp({ method: 'tools/list', params: {} }, DOOR.oauth.path, { authorization: `Bearer ${t.token}` })));
  // The playground: a session's worth of calls.
  await page('/playground');
  for (let i = 0; i < 8; i++) {
    await batch(
      () => mcp({ method: 'tools/list', params: {} }),
      () => search(QUERIES[(i * 3 + n) % QUERIES.length]!),
      () => mcp(toolCall('random_prompt', {})),
      () => mcp(toolCall('analyze_corpus', { query: QUERIES[i % QUERIES.length]! })),
    );
  }
  await batch(
    () => page('/connect'),
    () => page('/facilitator'),
  );
}

async function room(name: string, sameAddress: boolean, redis: boolean): Promise<string> {
  const redisProcess = redis ? await startRedis() : undefined;
  const server = await startServer(redis ? { REDIS_URL: `redis://127.0.0.1:${ROOM_PORTS.redis}` } : {});
  const tally: Tally = { requests: 0, busy: 0, limited: 0, failed: 0, pageMs: [], apiMs: [], errors: [] };
  const rssBefore = rssMiB(server.child.pid!);
  const started = performance.now();
  let seconds = 0;
  let rssAfter = 0;
  try {
    await Promise.all(
      Array.from({ length: PARTICIPANTS }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 300)); // arrivals over ~9 s
        await participant(server.url, boundFetch(sameAddress ? '127.0.0.1' : `127.0.0.${10 + i}`), tally, i);
      }),
    );
    seconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 5000)); // what stays once the room is quiet
    rssAfter = rssMiB(server.child.pid!);
  } finally {
    await stop(server.child);
    if (redisProcess) await stop(redisProcess);
  }
  const p95 = (xs: number[]) => Math.round(percentile(xs, 95));
  const line = `| ${name} | ${tally.requests} in ${seconds.toFixed(0)} s | ${tally.busy} | ${tally.limited} | ${tally.failed} | ${p95(tally.pageMs)} | ${p95(tally.apiMs)} | ${Math.round(rssBefore)} → ${Math.round(rssAfter)} |`;
  console.log(line);
  for (const e of tally.errors) console.log(`    ${e}`);
  return line;
}

if (!existsSync(resolve(REPO_ROOT, '.next', 'BUILD_ID')) || !existsSync(resolve(REPO_ROOT, 'dist', 'server.mjs'))) {
  throw new Error('No build: run `npm run build` first.');
}
console.log(`| configuration (${PARTICIPANTS} participants) | requests | busy | 429 | 5xx | page p95 ms | API p95 ms | RSS MiB, warmed → after |`);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const CONFIGS: [string, boolean, boolean][] = [
  ['one-memory', true, false],
  ['each-memory', false, false],
  ['one-redis', true, true],
  ['each-redis', false, true],
];
for (const [name, same, redis] of CONFIGS) if (!values.only || values.only === name) await room(name, same, redis);
