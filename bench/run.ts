/**
 * Load benchmark: this app's /api/mcp beside the peers a user would weigh it against, in one run.
 *   npm run build && npm run bench [-- --quick | --seconds 5 --rounds 5 --connections 16 --soak 60]
 * Peers: the Next.js trivial POST route (the framework's ceiling), Vercel's mcp-handler echo and the
 * SDK's bare echo in the same Next.js version (bench/peers-app, built here, never in the product's
 * build), and the SDK's bare echo on node:http. Every server runs in its own process; load comes
 * from this one. The machine is shared and noisy: scenarios rotate for several rounds and are
 * compared by their medians. Read the ratios, not the absolutes.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { coldStart, csvWithoutSnapshot } from './lib/cold-start';
import { type LoadResult, type LoadTarget, load } from './lib/load';
import { TRACEPARENT_META_KEY } from '../lib/vocabulary';
import { type McpCall, toolCall } from './lib/mcp-request';
import { ensurePeersBuild } from './lib/peers-build';
import { PEERS_APP, REPO_ROOT, type Server, rssMiB, startNext, startNodeServer } from './lib/processes';
import { SEARCH_QUERIES, UNCACHED_QUERIES, searchCall } from './lib/queries';
import { median } from './lib/stats';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string' },
    rounds: { type: 'string' },
    connections: { type: 'string', default: '16' },
    soak: { type: 'string' },
    'soak-connections': { type: 'string', default: '64' },
    'cold-starts': { type: 'string' },
    // only the cold starts (and the floor beside them): the figure a change to what loads at startup moves
    'cold-only': { type: 'boolean', default: false },
  },
});
const quick = values.quick;
const seconds = Number(values.seconds ?? (quick ? 3 : 5));
const rounds = Number(values.rounds ?? (quick ? 2 : 5));
const connections = Number(values.connections);
const soakSeconds = Number(values.soak ?? (quick ? 10 : 60));
const soakConnections = Number(values['soak-connections']);
const coldStarts = Number(values['cold-starts'] ?? (quick ? 1 : 5));

const ECHO: McpCall = toolCall('echo', { text: 'hi' });
const TRACEPARENT = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
const PEER = 'mcp-handler echo in Next.js';
/** W3C trace context in `_meta`: a door never answers such a call from kept bytes (lib/http/answer-cache.ts). */
const traced = (call: McpCall): McpCall => ({ ...call, meta: { ...call.meta, [TRACEPARENT_META_KEY]: TRACEPARENT } });
const NODE_ECHO = 'bare SDK echo on node:http';
const CEILING = 'Next.js trivial POST route (ceiling)';

interface Scenario {
  label: string;
  target: (s: Servers) => LoadTarget;
}
interface Servers {
  app: Server;
  peers: Server;
  echo: Server;
  factory: Server;
}

const SCENARIOS: Scenario[] = [
  { label: CEILING, target: (s) => ({ url: `${s.peers.url}/api/trivial`, calls: [ECHO] }) },
  { label: PEER, target: (s) => ({ url: `${s.peers.url}/api/mcp-handler-echo`, calls: [ECHO] }) },
  { label: 'bare SDK echo in a Next.js route', target: (s) => ({ url: `${s.peers.url}/api/sdk-echo`, calls: [ECHO] }) },
  { label: NODE_ECHO, target: (s) => ({ url: s.echo.url, calls: [ECHO] }) },
  // 8 queries over and over, as a room's tours send them: after each one's first call, the SDK's kept answer (lib/http/answer-cache.ts)
  { label: 'app search_prompts (8 queries, replayed)', target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: SEARCH_QUERIES.map(searchCall) }) },
  {
    // a traced call is never replayed, so each is the SDK's path; the 8 queries' rankings are kept (lib/corpus/search.ts)
    label: 'app search_prompts with a traceparent (8 queries, never replayed)',
    target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: SEARCH_QUERIES.map((q) => traced(searchCall(q))) }),
  },
  {
    // traced as well: a round repeats each of the 2,000 queries several times, which untraced would be replayed
    label: 'app search_prompts uncached: 2,000 distinct queries, traced (the SDK path, each ranked afresh)',
    target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: UNCACHED_QUERIES.map((q) => traced(searchCall(q))) }),
  },
  { label: 'app tools/list', target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: [{ method: 'tools/list' }] }) },
  {
    // with W3C trace context, which the door never answers from kept bytes: every call answered by the SDK afresh
    label: 'app tools/list with a traceparent (never replayed)',
    target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: [traced({ method: 'tools/list' })] }),
  },
  { label: 'app server/discover', target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: [{ method: 'server/discover' }] }) },
  { label: 'app prompts/list page 1', target: (s) => ({ url: `${s.app.url}/api/mcp`, calls: [{ method: 'prompts/list' }] }) },
  { label: 'app factory on node:http (no Next.js) search_prompts', target: (s) => ({ url: s.factory.url, calls: SEARCH_QUERIES.map(searchCall) }) },
];

const healthy = async (url: string) => (await fetch(`${url}/api/health`)).ok;
const listening = async (url: string) => (await fetch(`${url}/api/trivial`, { method: 'POST', body: '{}' })).ok;

async function main() {
  ensurePeersBuild();
  const started = Date.now();
  if (values['cold-only']) {
    await printColdStarts();
    console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  // started one by one; if one fails to start, the ones already running are stopped
  const started_: Server[] = [];
  const start = async (s: Promise<Server>) => {
    started_.push(await s);
    return started_.at(-1)!;
  };
  let servers: Servers;
  try {
    servers = {
      app: await start(startNext(REPO_ROOT, healthy)),
      peers: await start(startNext(PEERS_APP, listening)),
      echo: await start(startNodeServer('echo-server.ts')),
      factory: await start(startNodeServer('factory-server.ts')),
    };
  } catch (err) {
    await Promise.all(started_.map((s) => s.stop()));
    throw err;
  }
  const runs = new Map<string, LoadResult[]>(SCENARIOS.map((s) => [s.label, []]));
  try {
    for (const s of SCENARIOS) await load(s.target(servers), { seconds: 2, connections }); // warm-up: JIT, module init, caches
    for (let round = 0; round < rounds; round++) {
      // rotate the starting scenario too, so no scenario always follows the same neighbour
      for (let i = 0; i < SCENARIOS.length; i++) {
        const s = SCENARIOS[(i + round) % SCENARIOS.length]!;
        runs.get(s.label)!.push(await load(s.target(servers), { seconds, connections }));
      }
    }
    printLoadTable(runs);
    await soak(servers.app);
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  await printColdStarts();
  console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function printLoadTable(runs: Map<string, LoadResult[]>) {
  const med = (label: string, k: 'rps' | 'p50' | 'p99') => median(runs.get(label)!.map((r) => r[k]));
  const peer = med(PEER, 'rps');
  const nodeEcho = med(NODE_ECHO, 'rps');
  const ceiling = med(CEILING, 'rps');
  console.log(`\n${rounds} rounds × ${seconds} s per scenario, ${connections} connections, medians; ${new Date().toISOString()}\n`);
  console.log(`| scenario | req/s | p50 ms | p99 ms | errors | vs ${PEER} | vs the trivial route | vs ${NODE_ECHO} |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, rs] of runs) {
    const rps = med(label, 'rps');
    const errors = rs.reduce((n, r) => n + r.errors, 0);
    console.log(
      `| ${label} | ${rps.toFixed(0)} | ${med(label, 'p50')} | ${med(label, 'p99')} | ${errors} | ${(rps / peer).toFixed(2)}× | ${(rps / ceiling).toFixed(2)}× | ${(rps / nodeEcho).toFixed(2)}× |`,
    );
  }
}

/** Sustained load on search_prompts: errors, tail latency, and whether memory settles. */
async function soak(app: Server) {
  const target: LoadTarget = { url: `${app.url}/api/mcp`, calls: SEARCH_QUERIES.map(searchCall) };
  // Warm until the heap has grown to its working size: under 64 connections RSS rises for 20–30 s and then
  // holds (sampled every 10 s for 80 s: 227 → 292 → 355 → 362–368 MiB). After only 5 s, that growth was
  // read as the run's, and the same code passed or failed the 20 % line by when its heap happened to grow.
  await load(target, { seconds: 30, connections: soakConnections });
  const rssWarm = rssMiB(app.pid);
  const r = await load(target, { seconds: soakSeconds, connections: soakConnections });
  const rssAfter = rssMiB(app.pid);
  const kinds = r.errors ? ` (${r.errorKinds.connection} connection, ${r.errorKinds.timeouts} timeouts, ${r.errorKinds.non2xx} non-2xx)` : '';
  console.log(
    `\nsoak: search_prompts, ${soakConnections} connections × ${soakSeconds} s: ${r.requests} requests, ${r.rps.toFixed(0)} req/s, ${r.errors} errors${kinds},`,
  );
  console.log(
    `  p50 ${r.p50} ms, p99 ${r.p99} ms (p99/p50 ${(r.p99 / r.p50).toFixed(1)}), RSS ${rssWarm.toFixed(0)} MiB after warm-up → ${rssAfter.toFixed(0)} MiB after (${(((rssAfter - rssWarm) / rssWarm) * 100).toFixed(0)}%)`,
  );
}

/**
 * Cold starts, alternating with a copy of the CSV that has no prebuilt snapshot beside it (what the
 * snapshot saves) and with the peers app's first trivial POST (the framework's own floor: what any
 * Next.js app pays before its first answer, on this machine at this moment).
 */
async function printColdStarts() {
  const [loadBefore = 0] = loadavg();
  const bare = csvWithoutSnapshot();
  const times: { wallMs: number; cpuMs: number }[] = [];
  const bareTimes: { wallMs: number; cpuMs: number }[] = [];
  const floorTimes: { wallMs: number; cpuMs: number }[] = [];
  try {
    for (let i = 0; i < coldStarts; i++) {
      times.push(await coldStart(REPO_ROOT));
      bareTimes.push(await coldStart(REPO_ROOT, { CORPUS_PATH: bare.path }));
      floorTimes.push(await coldStart(PEERS_APP, {}, undefined, listening));
    }
  } finally {
    bare.remove();
  }
  const show = (xs: { wallMs: number; cpuMs: number }[]) =>
    `${xs.map((t) => t.wallMs.toFixed(0)).join(', ')} ms; median ${median(xs.map((t) => t.wallMs)).toFixed(0)} ms wall, ${median(xs.map((t) => t.cpuMs)).toFixed(0)} ms CPU`;
  const ratio = median(times.map((t) => t.wallMs)) / median(floorTimes.map((t) => t.wallMs));
  // the machine's load while the starts ran: a busy machine stretches wall time, which the floor beside them shows too
  const [load1] = loadavg();
  console.log(`\nload average (1 min) ${loadBefore.toFixed(2)} before the starts, ${load1!.toFixed(2)} after`);
  console.log(`\ncold start, process spawn → first answered search_prompts (next start): ${show(times)}`);
  console.log(`  the same without the corpus snapshot (CSV parsed and indexed at first use): ${show(bareTimes)}`);
  console.log(`  the floor, the peers app's first trivial POST: ${show(floorTimes)}; the app at ${ratio.toFixed(2)}× the floor`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
