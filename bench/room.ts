/**
 * A workshop room over HTTP: 30 participants at once against `npm start` (dist/server.mjs), each
 * replaying what one participant's browser sends (about 150 requests: the key pages, the tour's MCP
 * calls, two paced analyze_corpus demos, the walkthrough's OAuth flow twice, the JWT page's lab, the
 * playground), plus the room's channel: the facilitator opens it (`/observe?facilitator`), the projector
 * watches its feed, and every participant joins it by its code and makes CHANNEL_CALLS calls through it
 * over the session. Five configurations: all from one address (a room behind one NAT) or each from its
 * own 127.0.0.x (a LAN), with memory state or Redis (a redis-server started here, persistence off), and
 * two instances sharing that Redis behind one URL (a round-robin proxy started here; the instances trust
 * its hop, TRUST_PROXY=1). Every port is a free one picked at run time; every process is stopped by PID.
 *
 * It prints, per configuration, the answers that were "busy", 429 or 5xx, p95 of page and of API answers,
 * the channel calls the projector's feed showed (seen/expected, and which participants it missed), and
 * the server's RSS: warmed, 5 s after the room, a minute after (MINUTE_MS: idle analysis threads have ended)
 * and once the room has settled (SETTLE_MS: V8 has given back the heap it grew during the room, which took
 * up to 2 minutes), against RSS_BUDGET_MIB (held/over), and where that RSS sits when warmed and once
 * settled (bench/lib/malloc-arenas.ts: malloc's arenas, its main heap, other anonymous maps). The instances
 * inherit this process's environment (MALLOC_ARENA_MAX=… node … bench/room.ts tries an allocator setting).
 * `--heap` also prints, once warmed (the baseline) and once the room has settled, each after a full GC,
 * what the main thread's V8 heap holds (bench/lib/heap-report.mjs).
 *
 *   npm run build && node --conditions=react-server --import tsx bench/room.ts [--only two-redis] [--heap] [--later]
 *
 * Not a test: timings depend on the machine. Targets: 0 busy, 0 429, 0 5xx, every channel call on the
 * projector, settled RSS within the budget.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SETTLED_RSS_BUDGET_MIB } from '../lib/limits/room-limits';
import { answerConsent, publicClient, redeemCode, registerDynamically, startAuthorizationRequest } from '../lib/oauth-client';
import { DOOR, ISSUER_PATH, SCOPE_READ } from '../lib/vocabulary';
import { type BoundFetch, boundFetch } from './lib/bound-fetch';
import { mcpBody, mcpHeaders, type McpCall, toolCall } from './lib/mcp-request';
import { describeMakeup, memoryMakeup } from './lib/malloc-arenas';
import { freePort, REPO_ROOT, rssMiB } from './lib/processes';
import { percentile } from './lib/stats';

const PARTICIPANTS = 30;
/** Calls each participant makes through the room's channel, spread over the session. */
const CHANNEL_CALLS = 5;
/** RSS a minute after the room: past the analysis pool's idle-thread timeout (60 s). */
const MINUTE_MS = 70_000;
/**
 * RSS once the room has settled, which the budget is for: V8 may keep the main heap's capacity grown during the
 * room for a while after it (seen: 430 MiB at 70 s, 256 MiB at 180 s: bench/results/2026-12-02-room4.md).
 */
const SETTLE_MS = 180_000;
/** What one instance may hold once a room has settled (lib/limits/room-limits.ts; docs/workshops.md, "Memory", adds it up). */
const RSS_BUDGET_MIB = SETTLED_RSS_BUDGET_MIB;
const SECRET = 'room-bench-secret-0123456789abcdefghijklmnopqrstuv';
const REDIRECT_URI = 'http://127.0.0.1:9/callback';

const { values } = parseArgs({ options: { only: { type: 'string' }, heap: { type: 'boolean' }, later: { type: 'boolean' } } });
/** With `--later`: RSS and its makeup read again this long after the room (whether anything more is given back). */
const LATER_MS = [300_000];

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
  /** Channel calls answered, by participant; what the projector showed, by participant. */
  channelSent: Set<string>[];
  channelSeen: Set<string>[];
}

interface Server {
  child: ChildProcess;
  log: () => string;
}

/** One `npm start` instance on `port`, answering as `origin`; resolves once its warm-up has rendered the key pages. */
async function startServer(port: number, origin: string, env: Record<string, string>): Promise<Server> {
  const nodeArgs = values.heap ? ['--expose-gc', '--import', resolve(REPO_ROOT, 'bench', 'lib', 'heap-report.mjs')] : [];
  const child = spawn(process.execPath, [...nodeArgs, resolve(REPO_ROOT, 'dist', 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', MCP_PUBLIC_ORIGIN: origin, AUTH_SECRET: SECRET, AUTH_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 90_000;
  // Ready once the warm-up has rendered the key pages, as a room would find it.
  while (!/warmed \d+ pages/.test(log)) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the server did not warm up in 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, log: () => log };
}

/** The round-robin proxy in front of two instances (bench/lib/round-robin-proxy.ts). */
async function startProxy(port: number, upstreams: number[]): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(REPO_ROOT, 'bench', 'lib', 'round-robin-proxy.ts'), String(port), ...upstreams.map(String)],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.add(child);
  child.once('exit', () => children.delete(child));
  await new Promise<void>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`the proxy exited with ${code}`)));
    child.stdout!.on('data', (d) => String(d).includes('listening') && ok());
  });
  return child;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
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

interface Channel {
  id: string;
  code: string;
}

/** The facilitator's channel for the room, opened as /facilitator's link does, and its join code from its page. */
async function openRoomChannel(url: string, fetch: BoundFetch): Promise<Channel> {
  const opened = await fetch(`${url}/observe?facilitator`);
  const id = opened.headers.get('location')?.match(/^\/observe\/([^/#?]+)/)?.[1];
  if (opened.status !== 303 || !id) throw new Error(`/observe?facilitator answered ${opened.status}: ${await opened.text()}`);
  const page = await (await fetch(`${url}/observe/${id}?present`)).text();
  const code = page.match(/\/join\/([0-9A-Z]{4}-[0-9A-Z]{4})/)?.[1];
  if (!code) throw new Error('the channel page shows no join code');
  return { id, code };
}

/**
 * The projector: the channel's feed, read as EventSource would (resuming with Last-Event-ID whenever the
 * server ends it), each exchange's participant and call marker noted in `seen`. Returns its stop.
 */
function watchProjector(url: string, channel: string, localAddress: string, seen: Set<string>[]): () => void {
  const target = new URL(url);
  let lastId: string | undefined;
  let stopped = false;
  let current: ReturnType<typeof request> | undefined;
  const connect = () => {
    if (stopped) return;
    current = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `/observe/${channel}/events`,
        headers: { host: target.host, accept: 'text/event-stream', ...(lastId ? { 'last-event-id': lastId } : {}) },
        localAddress,
        agent: false,
      },
      (res) => {
        let buffered = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffered += chunk;
          const events = buffered.split('\n\n');
          buffered = events.pop() ?? '';
          for (const event of events) {
            const id = event.match(/^id: (.+)$/m)?.[1];
            if (id) lastId = id;
            if (!/^event: exchange$/m.test(event)) continue;
            for (const [, p, c] of event.matchAll(/room-p(\d+)-c(\d+)/g)) seen[Number(p)]?.add(c!);
          }
        });
        res.on('end', () => setTimeout(connect, 1000));
        res.on('error', () => undefined);
      },
    );
    current.on('error', () => setTimeout(connect, 1000));
    current.end();
  };
  connect();
  return () => {
    stopped = true;
    current?.destroy();
  };
}

/** One participant's browser, as a sequence of pages, each sending a few requests at once. */
async function participant(url: string, fetch: BoundFetch, tally: Tally, n: number, channel: Channel): Promise<void> {
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
  // A call from the participant's own client through the room's channel, marked so the projector's feed can be counted.
  let calls = 0;
  const channelCall = async () => {
    const k = calls++;
    const res = await mcp(toolCall('search_prompts', { query: `room-p${n}-c${k}` }), `/o/${channel.id}${DOOR.open.path}`);
    if (res?.status === 200) tally.channelSent[n]!.add(String(k));
    else if (tally.errors.length < 5) tally.errors.push(`channel call: ${res?.status} ${(await res?.text())?.slice(0, 160)}`);
  };
  const QUERIES = ['code review', 'email', 'story', 'marketing', 'sql', 'summary', 'translate', 'interview', 'poem', 'debug'];

  // The tour, scrolled to the end with its demos: pages, then each chapter's calls a few at a time.
  await batch(
    () => page('/'),
    () => get('/api/health'),
  );
  // The room's channel, joined by the code on the projector; the first call from one's own client.
  const joined = await timed('page', () => fetch(`${url}/join/${channel.code}`));
  const at = joined?.headers.get('location');
  if (at === `/observe/${channel.id}`) await page(at);
  else if (tally.errors.length < 5) tally.errors.push(`participant ${n}: /join answered ${joined?.status} → ${at}`);
  await channelCall();
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
  await channelCall();
  // The tour's two paced demos (TaskDemo, TransportsDemo), with progress.
  await batch(
    () => mcp(toolCall('analyze_corpus', { query: '*', paceMs: 80 }), DOOR.open.path, {}, `t${n}`),
    () => mcp(toolCall('analyze_corpus', { query: '*', paceMs: 40 }), DOOR.open.path, {}, `p${n}`),
  );
  await channelCall();
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
  await channelCall();
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
  await channelCall();
  await batch(
    () => page('/connect'),
    () => page('/facilitator'),
  );
}

interface Config {
  name: string;
  /** Every participant from 127.0.0.1 (one NAT), or each from its own 127.0.0.x. */
  sameAddress: boolean;
  redis: boolean;
  /** Instances behind one URL (more than one: a round-robin proxy in front, sharing Redis). */
  instances: number;
}

const CONFIGS: Config[] = [
  { name: 'one-memory', sameAddress: true, redis: false, instances: 1 },
  { name: 'each-memory', sameAddress: false, redis: false, instances: 1 },
  { name: 'one-redis', sameAddress: true, redis: true, instances: 1 },
  { name: 'each-redis', sameAddress: false, redis: true, instances: 1 },
  { name: 'two-redis', sameAddress: false, redis: true, instances: 2 },
];

const rssOf = (servers: Server[]) => servers.map((s) => Math.round(rssMiB(s.child.pid!)));
/** OS threads of each instance (Linux /proc): the analysis pool's worker threads show here while they live. */
const threadsOf = (servers: Server[]) =>
  servers.map((s) => {
    try {
      return Number(readFileSync(`/proc/${s.child.pid}/status`, 'utf8').match(/Threads:\s+(\d+)/)?.[1] ?? 0);
    } catch {
      return 0;
    }
  });

/** Each instance's peak RSS so far (Linux /proc VmHWM): the room's peak, read once it is over. */
const peakOf = (servers: Server[]) =>
  servers.map((s) => {
    try {
      return Math.round(Number(readFileSync(`/proc/${s.child.pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1] ?? 0) / 1024);
    } catch {
      return 0;
    }
  });

/** Where each instance's resident memory sits (bench/lib/malloc-arenas.ts): malloc's arenas, its main heap, other anonymous maps. */
const makeupOf = (servers: Server[]) => servers.map((s) => describeMakeup(memoryMakeup(s.child.pid!)));

/** Asks each server for its heap report (bench/lib/heap-report.mjs) and waits for the line. */
async function heapReports(servers: Server[]): Promise<string[]> {
  return Promise.all(
    servers.map(async (server) => {
      const seen = (server.log().match(/\[heap\] /g) ?? []).length;
      server.child.kill('SIGUSR2');
      const deadline = Date.now() + 120_000;
      while ((server.log().match(/\[heap\] /g) ?? []).length === seen && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const json = server.log().split('[heap] ').at(-1)?.split('\n')[0] ?? '{}';
      const r = JSON.parse(json) as Record<string, number> & { spaces: Record<string, number>; snapshot?: string };
      const mib = (b: number) => Math.round(b / 1024 / 1024);
      const spaces = Object.entries(r.spaces)
        .filter(([, b]) => b > 1024 * 1024)
        .map(([k, b]) => `${k} ${mib(b)}`)
        .join(', ');
      return `rss ${mib(r.rss)}, V8 heap used ${mib(r.heapUsed)} of ${mib(r.heapTotal)} (resident ${mib(r.physical)}; ${spaces}), external ${mib(r.external)} (array buffers ${mib(r.arrayBuffers)}), malloced ${mib(r.malloced)}, native contexts ${r.contexts}${r.snapshot ? `, snapshot ${r.snapshot}` : ''}`;
    }),
  );
}

async function room({ name, sameAddress, redis, instances }: Config): Promise<string> {
  let redisProcess: ChildProcess | undefined;
  let proxy: ChildProcess | undefined;
  const servers: Server[] = [];
  let stopProjector: (() => void) | undefined;
  try {
    const redisPort = redis ? await freePort() : 0;
    if (redis) redisProcess = await startRedis(redisPort);
    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const front = instances > 1 ? await freePort() : ports[0]!;
    const url = `http://localhost:${front}`;
    const env: Record<string, string> = redis ? { REDIS_URL: `redis://127.0.0.1:${redisPort}` } : {};
    if (instances > 1) env.TRUST_PROXY = '1';
    for (const port of ports) servers.push(await startServer(port, url, env)); // one at a time: each warm-up has the CPU
    if (instances > 1) proxy = await startProxy(front, ports);

    const tally: Tally = {
      requests: 0,
      busy: 0,
      limited: 0,
      failed: 0,
      pageMs: [],
      apiMs: [],
      errors: [],
      channelSent: Array.from({ length: PARTICIPANTS }, () => new Set<string>()),
      channelSeen: Array.from({ length: PARTICIPANTS }, () => new Set<string>()),
    };
    const facilitator = sameAddress ? '127.0.0.1' : '127.0.0.2';
    const channel = await openRoomChannel(url, boundFetch(facilitator));
    stopProjector = watchProjector(url, channel.id, facilitator, tally.channelSeen);
    const heapWarmed = values.heap ? await heapReports(servers) : [];
    const rssWarmed = rssOf(servers);
    const makeupWarmed = makeupOf(servers);
    const threads = [threadsOf(servers)];
    const begun = performance.now();
    await Promise.all(
      Array.from({ length: PARTICIPANTS }, async (_, i) => {
        await new Promise((r) => setTimeout(r, i * 300)); // arrivals over ~9 s
        await participant(url, boundFetch(sameAddress ? '127.0.0.1' : `127.0.0.${10 + i}`), tally, i, channel);
      }),
    );
    const seconds = (performance.now() - begun) / 1000;
    const sent = tally.channelSent.reduce((a, s) => a + s.size, 0);
    const seenCount = () => tally.channelSeen.reduce((a, s, i) => a + [...s].filter((c) => tally.channelSent[i]!.has(c)).length, 0);
    for (let waited = 0; seenCount() < sent && waited < 10_000; waited += 200) await new Promise((r) => setTimeout(r, 200));
    stopProjector();
    await new Promise((r) => setTimeout(r, 5000)); // what stays once the room is quiet
    const rssAfter = rssOf(servers);
    const rssPeak = peakOf(servers);
    threads.push(threadsOf(servers));
    await new Promise((r) => setTimeout(r, MINUTE_MS - 5000));
    const rssMinute = rssOf(servers);
    await new Promise((r) => setTimeout(r, SETTLE_MS - MINUTE_MS));
    const rssSettled = rssOf(servers);
    const makeupSettled = makeupOf(servers);
    threads.push(threadsOf(servers));
    const later: string[] = [];
    for (const at of values.later ? LATER_MS : []) {
      await new Promise((r) => setTimeout(r, at - (later.length ? LATER_MS[later.length - 1]! : SETTLE_MS)));
      later.push(`    ${at / 1000} s after the room, RSS MiB ${rssOf(servers).join(' + ')}; ${makeupOf(servers).join(' | ')}`);
    }
    const heap = values.heap ? await heapReports(servers) : [];

    const expected = PARTICIPANTS * CHANNEL_CALLS;
    const missed = tally.channelSent
      .map((s, i) => [i, CHANNEL_CALLS - [...tally.channelSeen[i]!].filter((c) => s.has(c)).length] as const)
      .filter(([, m]) => m > 0);
    const p95 = (xs: number[]) => Math.round(percentile(xs, 95));
    const worst = Math.max(...rssSettled);
    const line = `| ${name} | ${tally.requests} in ${seconds.toFixed(0)} s | ${tally.busy} | ${tally.limited} | ${tally.failed} | ${seenCount()}/${expected} (answered ${sent}) | ${p95(tally.pageMs)} | ${p95(tally.apiMs)} | ${rssWarmed.join(' + ')} → ${rssAfter.join(' + ')} → ${rssMinute.join(' + ')} → ${rssSettled.join(' + ')} | ${worst <= RSS_BUDGET_MIB ? 'held' : 'over'} |`;
    console.log(line);
    // Any target missed makes the run fail (exit code 1), after every configuration asked for has run.
    if (tally.busy + tally.limited + tally.failed > 0 || missed.length > 0 || sent < expected || worst > RSS_BUDGET_MIB) process.exitCode = 1;
    if (missed.length > 0) console.log(`    the projector missed: ${missed.map(([i, m]) => `participant ${i} (${m})`).join(', ')}`);
    for (const e of tally.errors) console.log(`    ${e}`);
    if (tally.errors.length > 0)
      for (const [i, server] of servers.entries())
        for (const l of server
          .log()
          .split('\n')
          .filter((l) => /error|fail|refus|unavailable/i.test(l))
          .slice(-5))
          console.log(`    instance ${i + 1} log: ${l.slice(0, 200)}`);
    console.log(`    peak RSS per instance during the room (VmHWM), MiB: ${rssPeak.join(' + ')}`);
    console.log(`    OS threads per instance, warmed → 5 s after → settled: ${threads.map((t) => t.join(' + ')).join(' → ')}`);
    for (const [i, m] of makeupWarmed.entries()) console.log(`    instance ${i + 1} RSS when warmed, MiB: ${m}`);
    for (const [i, m] of makeupSettled.entries()) console.log(`    instance ${i + 1} RSS once settled, MiB: ${m}`);
    for (const line of later) console.log(line);
    for (const h of heapWarmed) console.log(`    heap when warmed (the baseline): ${h}`);
    for (const h of heap) console.log(`    heap after settling: ${h}`);
    return line;
  } finally {
    stopProjector?.();
    if (proxy) await stop(proxy);
    await Promise.all(servers.map((s) => stop(s.child)));
    if (redisProcess) await stop(redisProcess);
  }
}

if (!existsSync(resolve(REPO_ROOT, '.next', 'BUILD_ID')) || !existsSync(resolve(REPO_ROOT, 'dist', 'server.mjs'))) {
  throw new Error('No build: run `npm run build` first.');
}
console.log(
  `| configuration (${PARTICIPANTS} participants) | requests | busy | 429 | 5xx | channel calls on the projector | page p95 ms | API p95 ms | RSS MiB per instance: warmed → 5 s after → ${MINUTE_MS / 1000} s after → ${SETTLE_MS / 1000} s after (settled) | settled RSS ≤ ${RSS_BUDGET_MIB} MiB |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const c of CONFIGS) if (!values.only || values.only === c.name) await room(c);
