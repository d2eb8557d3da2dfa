/**
 * The fault bench: two instances of one deployment (`npm start`'s server, or `next start` in a tree that
 * has no dist/server.mjs) sharing one redis-server, under a steady mixed load (bench/lib/fault-load.ts),
 * and six faults injected one at a time: Redis killed for 20 s then restarted; SIGKILL of the instance
 * running a task; Redis paused (CLIENT PAUSE) across a task's final write; Redis restarted without its
 * data; Redis full (maxmemory, noeviction); SIGTERM of an instance with a kept-alive connection, a request
 * in flight, an open feed and a running task. For each it checks:
 * - no request took HANG_MS (10 s) or more;
 * - every task running when the fault struck reached a terminal state within TASK_BOUND_MS of the fault's
 *   end (the task lease, MCP_TASK_LEASE_MS 15 s, plus a 2 s poll and 3 s of slack for two loaded cores);
 * - across the restart without data, a code and a refresh token spent before it do not redeem after it,
 *   and the open feed is told its channel is gone;
 * - SIGTERM: the instance exits within 10 s and every request in flight on it is answered.
 * It prints a table (fault | what clients got | time to recover | what was lost) and the checks, and
 * exits 1 if any check failed.
 *
 *   npm run build && npm run bench:faults                 # about 2 min
 *   npm run bench:faults -- --dir /tmp/old-tree           # the same load and faults against another build
 *
 * Ports: instances on 4200 and 4201, Redis on 6420 (--ports-base / --redis-port to move them).
 */
import { Agent, request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DOOR } from '../lib/vocabulary';
import { HANG_MS, Load, sleep, TERMINAL, type TaskRun } from './lib/fault-load';
import { type Instance, killAll, redisProcess, startInstance } from './lib/fault-processes';
import { mcpBody, mcpHeaders, toolCall } from './lib/mcp-request';
import { REPO_ROOT } from './lib/processes';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'ports-base': { type: 'string', default: '4200' },
    'redis-port': { type: 'string', default: '6420' },
    only: { type: 'string' },
  },
});
const DIR = resolve(values.dir ?? REPO_ROOT);
const [PORT_A, PORT_B] = [Number(values['ports-base']), Number(values['ports-base']) + 1];
const LEASE_MS = 15_000;
const TASK_BOUND_MS = LEASE_MS + 5_000;
const EXIT_BOUND_MS = 10_000;

const redis = redisProcess(Number(values['redis-port']));
const ORIGIN = `http://localhost:${PORT_A}`;
const ENV = {
  REDIS_URL: redis.url,
  AUTH_SECRET: 'fault-bench-secret-0123456789abcdefghijklmnopqrstuv',
  AUTH_DEMO: '1',
  MCP_PUBLIC_ORIGIN: ORIGIN,
  MCP_ALLOWED_HOSTS: `localhost:${PORT_A},localhost:${PORT_B}`,
  MCP_TASK_LEASE_MS: String(LEASE_MS),
  // One machine's clients are one participant: it gets a room's worth of channels and records.
  OBSERVE_CHANNELS_PER_CLIENT: '1000',
  OBSERVE_RECORDS_PER_CLIENT: '100000',
};
const instances: Record<string, Instance> = {};
const cluster = { origin: ORIGIN, urls: { A: `http://localhost:${PORT_A}`, B: `http://localhost:${PORT_B}` } as Record<string, string>, up: new Set<string>() };
const load = new Load(cluster);
const t0 = performance.now();
const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${secs(performance.now() - t0).padStart(7)}] ${line}`);

async function start(name: 'A' | 'B'): Promise<void> {
  instances[name] = await startInstance(DIR, name, name === 'A' ? PORT_A : PORT_B, ENV);
  cluster.up.add(name);
}

interface Row {
  fault: string;
  got: string;
  recover: string;
  lost: string;
  checks: { what: string; ok: boolean; detail: string }[];
}
const rows: Row[] = [];

/** The running task to watch: a fresh one, confirmed working, started on A `minAgeMs` ago or more. */
async function runningTask(minAgeMs = 1000): Promise<TaskRun> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const t = load.tasks.at(-1);
    const age = t ? performance.now() - t.startedAt : 0;
    if (t && !t.end && !t.abandoned && t.home === 'A' && t.seen.at(-1)?.status === 'working' && age >= minAgeMs && age < 10_000) {
      const done = /Analysed (\d+) of (\d+)/.exec(t.seen.at(-1)!.message);
      if (!done || Number(done[2]) - Number(done[1]) > 500) return t; // room left to run
    }
    await sleep(100);
  }
  throw new Error('no task started in 60 s');
}

/** Waits until `task` ends or `from + bound` passes; the check's verdict and what the task said. */
async function taskCheck(task: TaskRun, from: number, bound = TASK_BOUND_MS) {
  while (!task.end && performance.now() < from + bound + 2000) await sleep(100);
  if (!task.end) task.abandoned = true;
  const last = task.end ?? task.seen.at(-1);
  const said = `${last?.status ?? '?'}${last?.message ? `: ${last.message.slice(0, 70)}` : ''}`;
  const ok = task.end !== undefined && TERMINAL.concat('lost').includes(task.end.status) && task.end.at - from <= bound;
  return {
    check: { what: `task terminal within ${secs(bound)}`, ok, detail: task.end ? `${task.end.status} after ${secs(task.end.at - from)}` : `still "${said}"` },
    said: task.end ? `${said} (after ${secs(task.end.at - from)})` : `still ${said} after ${secs(performance.now() - from)}`,
  };
}

/** What clients got between `from` and `to`, kind by kind, and whether anything took HANG_MS. */
function window(from: number, to: number) {
  const inWindow = load.samples.filter((s) => s.start >= from && s.start <= to);
  const byKind = new Map<string, Map<string, number>>();
  for (const s of inWindow) {
    const m = byKind.get(s.kind) ?? new Map<string, number>();
    m.set(s.outcome, (m.get(s.outcome) ?? 0) + 1);
    byKind.set(s.kind, m);
  }
  const got = [...byKind]
    .filter(([kind]) => kind !== 'replay')
    .map(([kind, m]) => {
      const total = [...m.values()].reduce((a, b) => a + b, 0);
      return `${kind} ${[...m].map(([o, n]) => (o === 'ok' ? `${n}/${total} ok` : `${o}×${n}`)).join(', ')}`;
    })
    .join('; ');
  const flows = load.flows.filter((f) => f.at >= from && f.at <= to);
  const flowOutcomes = new Map<string, number>();
  for (const f of flows) flowOutcomes.set(f.outcome, (flowOutcomes.get(f.outcome) ?? 0) + 1);
  const flowText = `OAuth flows ${flows.length ? [...flowOutcomes].map(([o, n]) => (o === 'ok' ? `${n}/${flows.length} ok` : `"${o}"×${n}`)).join(', ') : 'none ended'}`;
  const slowest = Math.max(0, ...inWindow.map((s) => s.end - s.start));
  const hangs = inWindow.filter((s) => s.outcome === 'hang' || s.end - s.start >= HANG_MS).length;
  return {
    got: `${got}; ${flowText}`,
    hang: { what: `no request ≥ ${secs(HANG_MS)}`, ok: hangs === 0, detail: `${hangs} hung; slowest ${Math.round(slowest)} ms` },
  };
}

/** Time from `from` until searches, OAuth flows and task starts all succeed again (undefined if not within `ms`). */
async function recovery(from: number, ms = 40_000): Promise<number | undefined> {
  const firstOk = (pred: (s: { start: number; outcome: string; kind: string }) => boolean) => load.samples.find((s) => s.start >= from && pred(s));
  const deadline = from + ms;
  for (;;) {
    const search = firstOk((s) => s.kind === 'search' && s.outcome === 'ok');
    const flow = load.flows.find((f) => f.at >= from && f.outcome === 'ok');
    const task = firstOk((s) => s.kind === 'task' && s.outcome === 'ok');
    if (search && flow && task) return Math.max(search.end, flow.at, task.end) - from;
    if (performance.now() > deadline) return undefined;
    await sleep(200);
  }
}

function feedSince(from: number): string {
  const events = load.observer.events.filter((e) => e.at >= from && e.event !== 'exchange').map((e) => `${e.event}${e.data ? ` ${e.data}` : ''}`);
  const ends = load.observer.ends.filter((e) => e.at >= from).map((e) => e.how);
  return [...new Set([...events, ...ends])].join(', ') || 'nothing';
}

async function health(instance: string): Promise<string> {
  try {
    const h = (await (await fetch(`${cluster.urls[instance]}/api/health`, { signal: AbortSignal.timeout(HANG_MS) })).json()) as {
      state?: Record<string, unknown>;
    };
    const s = h.state ?? {};
    return `health ${[s.status ?? (s.reachable ? 'reachable' : 'unreachable'), s.lostAt ? 'lostAt set' : ''].filter(Boolean).join(', ')}`;
  } catch {
    return 'health: no answer';
  }
}

/** What the running task's client lost. */
function taskLoss(task: TaskRun): string {
  if (!task.end) return 'the running task, silently (never terminal)';
  if (task.end.status === 'completed') return 'nothing of the task';
  return `the running task (${task.end.status}, with a reason)`;
}

// ————— the faults —————

async function redisKilled(): Promise<void> {
  const task = await runningTask();
  const at = performance.now();
  log('Redis: SIGKILL, down for 20 s');
  await redis.kill('SIGKILL');
  await sleep(20_000);
  const midHealth = await health('B');
  await redis.start();
  const back = performance.now();
  log('Redis: restarted (its data kept)');
  const rec = await recovery(back);
  const t = await taskCheck(task, back);
  const w = window(at, performance.now());
  rows.push({
    fault: 'Redis killed 20 s, restarted',
    got: `${w.got}; ${midHealth} while down; feed: ${feedSince(at)}; the task: ${t.said}`,
    recover: rec === undefined ? 'not in 40 s' : secs(rec),
    lost: taskLoss(task),
    checks: [w.hang, t.check],
  });
}

async function instanceKilled(): Promise<void> {
  const task = await runningTask();
  const at = performance.now();
  log(`A: SIGKILL with task ${task.id.slice(0, 8)}… running`);
  cluster.up.delete('A');
  instances.A!.child.kill('SIGKILL');
  await instances.A!.exited;
  // The client also asks for a cancel from the other instance, half a lease in.
  await sleep(LEASE_MS / 2);
  const cancel = await load.rpc('probe', 'B', 'tasks/cancel', { taskId: task.id }, { tasks: true });
  const t = await taskCheck(task, at);
  const w = window(at, performance.now());
  log('A: restarting');
  await start('A');
  rows.push({
    fault: 'SIGKILL of the instance running a task',
    got: `${w.got}; tasks/cancel from B: ${cancel?.error ? `error ${cancel.error.message.slice(0, 50)}` : JSON.stringify(cancel?.result ?? null).slice(0, 60)}; the task: ${t.said}`,
    recover: task.end ? `${secs(task.end.at - at)} (the task's end, seen from B)` : 'never (the task)',
    lost: taskLoss(task),
    checks: [w.hang, t.check],
  });
}

async function redisSlow(): Promise<void> {
  // A task with little left to run, so its final write falls inside the slow spell.
  const task = await runningTask(3000);
  const at = performance.now();
  log('Redis: CLIENT PAUSE 3000 every 3 s for 20 s (slow, across the task’s final write)');
  const until = at + 20_000;
  while (performance.now() < until) {
    await redis.command('CLIENT', 'PAUSE', '3000', 'ALL').catch(() => {});
    await sleep(3000);
  }
  const end = performance.now();
  const rec = await recovery(end);
  const t = await taskCheck(task, end);
  const w = window(at, performance.now());
  rows.push({
    fault: 'Redis slow (CLIENT PAUSE) at a final write',
    got: `${w.got}; the task: ${t.said}`,
    recover: rec === undefined ? 'not in 40 s' : secs(rec),
    lost: taskLoss(task),
    checks: [w.hang, t.check],
  });
}

async function redisLostData(): Promise<void> {
  const waitUntil = performance.now() + 60_000;
  while (!load.spent || performance.now() - load.spent.at > 2500) {
    if (performance.now() > waitUntil) throw new Error('no OAuth flow completed in 60 s');
    await sleep(100);
  }
  const spent = load.spent;
  const task = await runningTask();
  const feedOnChannel = load.observer.channel;
  const at = performance.now();
  log('Redis: killed, its data wiped, restarted empty');
  await redis.kill('SIGKILL');
  redis.wipe();
  await redis.start();
  const back = performance.now();
  // The spent code and refresh token, replayed until the store answers (not 503), for up to 20 s.
  let replay = await load.replaySpent(spent, load.pick());
  const answered = (status: number | undefined) => status !== 503 && status !== 0;
  while (!(answered(replay.code) && answered(replay.refresh)) && performance.now() - back < 20_000) {
    await sleep(500);
    replay = await load.replaySpent(spent, load.pick());
  }
  const rec = await recovery(back);
  const t = await taskCheck(task, back);
  const told = load.observer.events.find((e) => e.at >= at && e.event === 'gone');
  const w = window(at, performance.now());
  const healthB = await health('B');
  rows.push({
    fault: 'Redis restarted without persistence',
    got: `${w.got}; replayed code → ${replay.code}, refresh token → ${replay.refresh ?? 'none issued'}; feed: ${feedSince(at)}; ${healthB}; the task: ${t.said}`,
    recover: rec === undefined ? 'not in 40 s' : secs(rec),
    lost: `every code, token, task and channel in it${replay.code === 200 || replay.refresh === 200 ? '; single use (a spent credential redeemed again)' : ''}`,
    checks: [
      w.hang,
      t.check,
      { what: 'a spent code does not redeem again', ok: replay.code !== 200 && replay.code !== 0, detail: `HTTP ${replay.code}` },
      replay.refresh === undefined
        ? { what: 'a spent refresh token does not redeem again', ok: true, detail: 'n/a: this build issues no refresh tokens' }
        : { what: 'a spent refresh token does not redeem again', ok: replay.refresh !== 200 && replay.refresh !== 0, detail: `HTTP ${replay.refresh}` },
      {
        what: 'the observer is told its channel is gone',
        ok: told !== undefined && told.at - back < 15_000,
        detail: told ? `${told.event} ${told.data} after ${secs(told.at - back)}` : `channel ${feedOnChannel?.slice(0, 6)}…: no gone event`,
      },
    ],
  });
}

async function redisFull(): Promise<void> {
  const task = await runningTask(3000);
  const at = performance.now();
  log('Redis: maxmemory 1, noeviction, for 10 s');
  await redis.command('CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
  await redis.command('CONFIG', 'SET', 'maxmemory', '1');
  await sleep(5000);
  const fullHealth = await health('B');
  await sleep(5000);
  await redis.command('CONFIG', 'SET', 'maxmemory', '0');
  const end = performance.now();
  log('Redis: room again');
  const rec = await recovery(end);
  const t = await taskCheck(task, end);
  const w = window(at, performance.now());
  const started = load.samples.filter((s) => s.kind === 'task' && s.start >= at && s.start <= end && s.outcome !== 'ok');
  rows.push({
    fault: 'Redis full (maxmemory, noeviction)',
    got: `${w.got}; ${fullHealth} while full; the task: ${t.said}`,
    recover: rec === undefined ? 'not in 40 s' : secs(rec),
    lost: `${taskLoss(task)}; ${started.length} task calls refused while full`,
    checks: [
      w.hang,
      t.check,
      {
        what: 'a task failed by the full store says so',
        ok: task.end !== undefined && (task.end.status !== 'failed' || /full/i.test(task.end.message)),
        detail: task.end ? `${task.end.status}: ${task.end.message.slice(0, 60)}` : 'not ended',
      },
    ],
  });
}

/** One POST on `agent`'s connection; resolves with its status, Connection header and whole body, or the error. */
function onAgent(agent: Agent, path: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; connection?: string; body: string } | { error: string }>((ok) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: PORT_A, path, method: init.method, headers: { host: `localhost:${PORT_A}`, ...init.headers }, agent },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        res.on('error', (e) => ok({ error: e.message }));
      },
    );
    req.on('error', (e) => ok({ error: e.message }));
    req.setTimeout(HANG_MS, () => req.destroy(new Error(`no answer in ${secs(HANG_MS)}`)));
    req.end(init.body);
  });
}

/**
 * An observer's feed of its own on `base`, open and flowing (its first bytes read, one search sent through
 * its channel): resolves once it flows, with `ended`, a promise of when and how it ends (gone, ended as a
 * stream ends, or cut). `ended` is wrapped in an object: an async function that returned the promise itself
 * would adopt it, and so resolve only when the feed ends (minutes later), not when it is open.
 */
async function openFeed(base: string): Promise<{ ended: Promise<{ at: number; how: string }> }> {
  const opened = await fetch(`${base}/observe`, { redirect: 'manual', signal: AbortSignal.timeout(HANG_MS) });
  const channel = /^\/observe\/([A-Za-z0-9_-]+)$/.exec(opened.headers.get('location') ?? '')?.[1];
  let flowing!: () => void;
  const firstBytes = new Promise<void>((ok) => (flowing = ok));
  const ended = (async () => {
    let text = '';
    try {
      const res = await fetch(`${base}/observe/${channel}/events`, { headers: { accept: 'text/event-stream' } });
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return { at: performance.now(), how: /event: gone/.test(text) ? 'gone' : 'ended' };
        text += new TextDecoder().decode(value);
        flowing();
      }
    } catch {
      return { at: performance.now(), how: 'cut' };
    }
  })();
  await load.rpc('probe', 'A', 'tools/call', toolCall('search_prompts', { query: 'feed' }).params!, { path: `/o/${channel}${DOOR.open.path}` });
  await Promise.race([firstBytes, sleep(5000)]);
  return { ended };
}

async function instanceTerminated(): Promise<void> {
  const task = await runningTask();
  const { ended: feedEnd } = await openFeed(cluster.urls.A!);
  const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  await onAgent(keptAlive, '/api/health', { method: 'GET', headers: {} });
  const paced = toolCall('analyze_corpus', { query: '*', kind: 'structured', paceMs: 200 });
  const inFlight = onAgent(keptAlive, DOOR.open.path, { method: 'POST', headers: mcpHeaders(paced), body: mcpBody(paced, 7) });
  await sleep(300);
  const at = performance.now();
  log('A: SIGTERM with a kept-alive connection, a request in flight, a feed and a task');
  cluster.up.delete('A'); // the balancer sends a draining instance nothing new
  instances.A!.child.kill('SIGTERM');
  // The kept-alive client goes on using its connection, as a client holding one does, until it is let go.
  const served: number[] = [];
  const keepUsing = (async () => {
    while (performance.now() - at < 15_000) {
      const r = await onAgent(keptAlive, '/api/health', { method: 'GET', headers: {} });
      if (!('status' in r)) return;
      served.push(performance.now() - at);
      await sleep(500);
    }
  })();
  let exit = await Promise.race([instances.A!.exited, sleep(15_000).then(() => undefined)]);
  if (!exit) {
    log('A: still running 15 s after SIGTERM: SIGKILL');
    instances.A!.child.kill('SIGKILL');
    exit = await instances.A!.exited;
  }
  const exitedIn = exit.at - at;
  const answered = await inFlight;
  await keepUsing;
  keptAlive.destroy();
  const feed = await Promise.race([feedEnd, sleep(2000).then(() => ({ at: Number.NaN, how: 'still open' }))]);
  const t = await taskCheck(task, at);
  // A request to A that started before the signal and got no answer was cut.
  const cut = load.samples.filter((s) => s.instance === 'A' && s.start < at && s.end >= at && /^(cut|hang)/.test(s.outcome)).length;
  const inFlightOk = 'status' in answered && answered.status === 200 && /"result"/.test(answered.body);
  // What the paced call said: the whole analysis, or how far it got before the shutdown stopped it.
  const inFlightSaid = 'status' in answered ? /(Analysed|Stopped early after) \d+ of \d+/.exec(answered.body)?.[0] : undefined;
  const w = window(at, performance.now());
  const keptServed = `the kept-alive client served ${served.length} more after the signal${served.length ? `, the last at ${secs(served.at(-1)!)}` : ''}`;
  rows.push({
    fault: 'SIGTERM with kept-alive clients, a feed, a task',
    got: `exited after ${secs(exitedIn)}${exit.signal === 'SIGKILL' ? ' (SIGKILL)' : ''}; the request in flight: ${'status' in answered ? `${answered.status}, Connection: ${answered.connection}${inFlightSaid ? `, "${inFlightSaid}"` : ''}` : answered.error}; ${keptServed}; its feed: ${feed.how}${Number.isNaN(feed.at) ? '' : ` after ${secs(feed.at - at)}`}; ${w.got}; the task: ${t.said}`,
    recover: `${secs(exitedIn)} (B serves throughout)`,
    lost: `${taskLoss(task)}${cut ? `; ${cut} requests cut` : ''}`,
    checks: [
      w.hang,
      t.check,
      {
        what: `exits within ${secs(EXIT_BOUND_MS)} of SIGTERM`,
        ok: exit.signal !== 'SIGKILL' && exitedIn <= EXIT_BOUND_MS,
        detail: `${secs(exitedIn)}; ${keptServed}`,
      },
      {
        what: 'no request in flight cut without an answer',
        ok: inFlightOk && cut === 0,
        detail: `${inFlightOk ? 'the paced call answered whole' : `the paced call: ${JSON.stringify(answered).slice(0, 80)}`}; ${cut} load requests cut`,
      },
      { what: 'the feed ends (not cut) before the exit', ok: feed.how !== 'cut' && feed.how !== 'still open' && feed.at <= exit.at, detail: feed.how },
    ],
  });
}

const FAULTS: [string, () => Promise<void>][] = [
  ['redis-killed', redisKilled],
  ['instance-killed', instanceKilled],
  ['redis-slow', redisSlow],
  ['redis-lost-data', redisLostData],
  ['redis-full', redisFull],
  ['sigterm', instanceTerminated],
];

/** The longest one fault may take, its setup, the fault, the recovery and its checks included. */
const FAULT_BOUND_MS = 150_000;

async function main(): Promise<number> {
  log(`tree ${DIR}; Redis ${redis.url}; instances ${cluster.urls.A}, ${cluster.urls.B}`);
  redis.wipe();
  await redis.start();
  await Promise.all([start('A'), start('B')]);
  log('both instances healthy; load on');
  const loadDone = load.start('A');
  await sleep(5000);
  for (const [name, fault] of FAULTS) {
    if (values.only && values.only !== name) continue;
    try {
      // A fault's setup or checks that never finish are the bench's own hang: bounded, and reported as such.
      await Promise.race([fault(), sleep(FAULT_BOUND_MS).then(() => Promise.reject(new Error(`did not finish in ${secs(FAULT_BOUND_MS)}`)))]);
    } catch (err) {
      rows.push({
        fault: name,
        got: `the bench could not run it: ${err instanceof Error ? err.message : err}`,
        recover: '-',
        lost: '-',
        checks: [{ what: 'ran', ok: false, detail: '' }],
      });
    }
    log(`${name}: ${rows.at(-1)!.checks.every((c) => c.ok) ? 'all checks hold' : 'CHECK FAILED'}`);
    await sleep(3000);
  }
  load.stop();
  await Promise.race([loadDone, sleep(HANG_MS)]);

  console.log('\n| fault | what clients got | time to recover | what was lost |\n|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.fault} | ${r.got.replaceAll('|', '/')} | ${r.recover} | ${r.lost} |`);
  console.log('\n| fault | check | holds | detail |\n|---|---|---|---|');
  for (const r of rows) for (const c of r.checks) console.log(`| ${r.fault} | ${c.what} | ${c.ok ? 'yes' : '**no**'} | ${c.detail} |`);
  const flows = load.flows.length;
  console.log(`\n${load.samples.length} requests, ${flows} OAuth flows, ${load.tasks.length} tasks in ${secs(performance.now() - t0)}`);
  return rows.every((r) => r.checks.every((c) => c.ok)) ? 0 : 1;
}

const code = await main().catch((err) => {
  console.error(err);
  return 2;
});
for (const i of Object.values(instances)) if (i.child.exitCode === null) i.child.kill('SIGTERM');
await sleep(500);
killAll();
redis.wipe();
process.exit(code);
