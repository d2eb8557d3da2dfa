/**
 * Load benchmark: /api/mcp on the production build beside the SDK's bare echo (on node:http and
 * inside a Next.js route), in one run. This machine is shared and noisy, so scenarios are run in
 * rotation for several rounds and compared by their medians: read the ratios, not the absolutes.
 *   npm run build && npm run bench [-- --seconds 5 --rounds 3 --connections 10]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startNextServer } from '../tests/helpers/next-server';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' }, connections: { type: 'string', default: '10' } },
});
const duration = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const PROTOCOL = '2026-07-28';

interface Scenario {
  label: string;
  url: () => string;
  method: string;
  params: Record<string, unknown>;
  name?: string;
}

function request(s: Scenario) {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: s.method,
    params: {
      ...s.params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': PROTOCOL,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
      },
    },
  });
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': PROTOCOL,
    'mcp-method': s.method,
    ...(s.name ? { 'mcp-name': s.name } : {}),
  };
  return { url: s.url(), method: 'POST' as const, headers, body, connections };
}

async function startChild(script: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', resolve(import.meta.dirname, script), '0'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok) => child.stdout!.once('data', (d) => ok(Number(String(d).match(/listening (\d+)/)?.[1]))));
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const echo = await startChild('echo-server.ts');
  const factory = await startChild('factory-server.ts');
  const app = await startNextServer({ BENCH_ECHO: '1' });
  const search = { name: 'search_prompts', arguments: { query: 'review my pull request for bugs', limit: 10 } };
  const scenarios: Scenario[] = [
    { label: 'bare SDK echo on node:http', url: () => echo.url, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } }, name: 'echo' },
    { label: 'bare SDK echo inside a Next.js route (the floor)', url: () => `${app.url}/api/bench-echo`, method: 'tools/call', params: { name: 'echo', arguments: { text: 'hi' } }, name: 'echo' },
    { label: 'app /api/mcp tools/call search_prompts', url: () => `${app.url}/api/mcp`, method: 'tools/call', params: search, name: 'search_prompts' },
    { label: 'app /api/mcp tools/list', url: () => `${app.url}/api/mcp`, method: 'tools/list', params: {} },
    { label: 'our factory on node:http (no Next.js) search_prompts', url: () => factory.url, method: 'tools/call', params: search, name: 'search_prompts' },
  ];
  const results = new Map(scenarios.map((s) => [s.label, { rps: [] as number[], p50: [] as number[], p99: [] as number[], errors: 0 }]));
  try {
    for (const s of scenarios) await autocannon({ ...request(s), duration: 2 }); // warm-up: JIT, module init
    for (let round = 0; round < rounds; round++) {
      for (const s of scenarios) {
        const r = await autocannon({ ...request(s), duration });
        const row = results.get(s.label)!;
        row.rps.push(r.requests.average);
        row.p50.push(r.latency.p50);
        row.p99.push(r.latency.p99);
        row.errors += r.errors + r.timeouts + r.non2xx;
      }
    }
    const baseline = median(results.get(scenarios[0].label)!.rps);
    const floor = median(results.get(scenarios[1].label)!.rps);
    console.log(`\n${rounds} rounds × ${duration}s per scenario, ${connections} connections, medians, ${new Date().toISOString()}\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs echo on node:http | vs echo in Next.js |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [label, r] of results) {
      const rps = median(r.rps);
      console.log(`| ${label} | ${rps.toFixed(0)} | ${median(r.p50)} | ${median(r.p99)} | ${r.errors} | ${(rps / baseline).toFixed(2)}x | ${(rps / floor).toFixed(2)}x |`);
    }
  } finally {
    echo.stop();
    factory.stop();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
