/**
 * Load benchmark: /api/mcp on the production build vs the SDK's bare echo on node:http, side by side
 * in one run (this machine is shared and noisy: compare ratios, not absolute numbers).
 *   npm run build && npm run bench [-- --seconds 10 --connections 10]
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startNextServer } from '../tests/helpers/next-server';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const duration = Number(values.seconds);
const connections = Number(values.connections);
const PROTOCOL = '2026-07-28';

function modernBody(method: string, params: Record<string, unknown>) {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': PROTOCOL,
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
      },
    },
  });
}

function headers(method: string, name?: string) {
  return {
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': PROTOCOL,
    'mcp-method': method,
    ...(name ? { 'mcp-name': name } : {}),
  };
}

interface Row {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(label: string, url: string, method: string, params: Record<string, unknown>, name?: string): Promise<Row> {
  // Warm up (JIT, module init) before measuring.
  await autocannon({ url, method: 'POST', headers: headers(method, name), body: modernBody(method, params), duration: 2, connections });
  const r = await autocannon({ url, method: 'POST', headers: headers(method, name), body: modernBody(method, params), duration, connections });
  const errors = r.errors + r.timeouts + r.non2xx;
  return { label, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors };
}

async function startChild(script: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, script), '0'], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok) => child.stdout!.once('data', (d) => ok(Number(String(d).match(/listening (\d+)/)?.[1]))));
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() };
}

async function main() {
  const echo = await startChild('echo-server.ts');
  const factory = await startChild('factory-server.ts');
  const app = await startNextServer({ BENCH_ECHO: '1' });
  try {
    const rows: Row[] = [];
    // Interleave so drift on a shared machine hits both sides alike.
    rows.push(await load('bare SDK echo on node:http (tools/call echo)', echo.url, 'tools/call', { name: 'echo', arguments: { text: 'hi' } }, 'echo'));
    rows.push(await load('bare SDK echo inside a Next.js route (the floor)', `${app.url}/api/bench-echo`, 'tools/call', { name: 'echo', arguments: { text: 'hi' } }, 'echo'));
    rows.push(
      await load('app /api/mcp tools/call search_prompts', `${app.url}/api/mcp`, 'tools/call', { name: 'search_prompts', arguments: { query: 'review my pull request for bugs', limit: 10 } }, 'search_prompts'),
    );
    rows.push(await load('app /api/mcp tools/list', `${app.url}/api/mcp`, 'tools/list', {}));
    rows.push(
      await load('our factory on node:http, no Next.js: search_prompts', factory.url, 'tools/call', { name: 'search_prompts', arguments: { query: 'review my pull request for bugs', limit: 10 } }, 'search_prompts'),
    );
    rows.push(await load('bare SDK echo on node:http (again)', echo.url, 'tools/call', { name: 'echo', arguments: { text: 'hi' } }, 'echo'));

    const baseline = (rows[0].rps + rows[rows.length - 1].rps) / 2;
    console.log(`\n${duration}s per run, ${connections} connections, ${new Date().toISOString()}\n`);
    console.log('| run | req/s | p50 ms | p99 ms | errors | ratio to bare echo |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / baseline).toFixed(2)}x |`);
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
