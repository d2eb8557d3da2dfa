/**
 * CPU profile of `next start` under load: where the time of one call goes.
 *   npm run build && node --import tsx bench/profile.ts [--call search|tools-list|discover|prompts-list] [--target next|factory] [--seconds 15] [--cold]
 * Writes the .cpuprofile under bench/results/ (open it in Chrome DevTools) and prints self time by
 * package and the top functions.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { load } from './lib/load';
import { answers, type McpCall } from './lib/mcp-request';
import { REPO_ROOT, startNext, startNodeServer } from './lib/processes';
import { SEARCH_QUERIES, searchCall } from './lib/queries';

const { values } = parseArgs({
  options: {
    call: { type: 'string', default: 'search' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '16' },
    target: { type: 'string', default: 'next' },
    inclusive: { type: 'string', default: '60' },
    cold: { type: 'boolean', default: false },
  },
});
const CALLS: Record<string, McpCall[]> = {
  search: SEARCH_QUERIES.map(searchCall),
  'tools-list': [{ method: 'tools/list' }],
  discover: [{ method: 'server/discover' }],
  'prompts-list': [{ method: 'prompts/list' }],
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A built chunk's source map (Turbopack writes one beside each chunk; index maps have sections). */
const maps = new Map<string, { offset: { line: number; column: number }; map: SourceMap }[] | undefined>();
function sourceOf(url: string, line: number, column: number): string | undefined {
  if (!url.includes('/.next/')) return undefined;
  if (!maps.has(url)) {
    const path = `${fileURLToPath(url)}.map`;
    const json = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
    maps.set(
      url,
      json &&
        (json.sections ?? [{ offset: { line: 0, column: 0 }, map: json }]).map((s: { offset: { line: number; column: number }; map: SourceMapPayload }) => ({
          offset: s.offset,
          map: new SourceMap(s.map),
        })),
    );
  }
  const sections = maps.get(url);
  const section = sections?.findLast((s) => s.offset.line < line || (s.offset.line === line && s.offset.column <= column));
  if (!section) return undefined;
  const entry = section.map.findEntry(line - section.offset.line, line === section.offset.line ? column - section.offset.column : column);
  return 'originalSource' in entry ? entry.originalSource : undefined;
}

/** Which package (or app module) a frame belongs to: a bundled chunk's code by its source map. */
function owner(url: string, line = 0, column = 0): string {
  const where = sourceOf(url, line, column) ?? url;
  const pkg = where.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/|%40[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!.replace('%40', '@');
  if (where.includes('/.next/server/chunks/')) return 'app chunk (.next/server/chunks)';
  if (where.startsWith('node:')) return 'node core';
  return where ? where.replace(REPO_ROOT, '.').replace(/^(turbopack:\/\/\/\[project\]\/)?(\.\.\/)+/, './') : '(native / gc / idle)';
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byOwner = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    const o = owner(url, lineNumber, columnNumber);
    byOwner.set(o, (byOwner.get(o) ?? 0) + us);
    const fn = `${functionName || '(anonymous)'} ${o}:${lineNumber + 1}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + us);
  }
  // inclusive: a sample counts once for every distinct function on its stack
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber, columnNumber } = byId.get(at)!.callFrame;
      if (functionName.startsWith('(')) continue;
      // a bundled module's top level is an anonymous function: named by its source, it is that module's load
      seen.add(`${functionName || '(module or anonymous)'} ${owner(url, lineNumber, columnNumber)}${url.includes('/.next/') ? '' : `:${lineNumber + 1}`}`);
    }
    for (const f of seen) inclusive.set(f, (inclusive.get(f) ?? 0) + us);
  }
  const pct = (us: number) => `${((us / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(`\nself time by owner (of ${(total / 1e6).toFixed(1)} s sampled, idle included in the total):`);
  for (const [o, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${pct(us)}  ${o}`);
  console.log('\ntop functions by self time:');
  for (const [f, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${pct(us)}  ${f}`);
  console.log('\ntop functions by inclusive time:');
  for (const [f, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(values.inclusive))) console.log(`  ${pct(us)}  ${f}`);
}

async function main() {
  const dir = resolve(REPO_ROOT, 'bench', 'results', `profile-${values.call}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const calls = CALLS[values.call!];
  if (!calls) throw new Error(`--call must be one of ${Object.keys(CALLS).join(', ')}`);
  const profiling = ['--cpu-prof', `--cpu-prof-dir=${dir}`];
  // --target factory: the same server factory on node:http through tsx: readable names, no Next.js
  // --cold: spawn → the first answered search_prompts and nothing else, as bench/lib/cold-start.ts measures it
  // (the probe is that call: a health check first would load another route before it)
  const probe = values.cold
    ? (url: string) => answers(`${url}/api/mcp`, searchCall('linux terminal'))
    : async (url: string) => (await fetch(`${url}/api/health`)).ok;
  const app =
    values.target === 'factory'
      ? await startNodeServer('factory-server.ts', {}, profiling)
      : await startNext(REPO_ROOT, probe, { nodeArgs: profiling, env: values.cold ? { MCP_ALLOW_LOOPBACK_HOSTS: '1' } : {} });
  const target = { url: values.target === 'factory' ? app.url : `${app.url}/api/mcp`, calls };
  if (values.cold) {
    if (values.target === 'factory') await answers(target.url, searchCall('linux terminal'));
  } else {
    await load(target, { seconds: 3, connections: Number(values.connections) });
    const r = await load(target, { seconds: Number(values.seconds), connections: Number(values.connections) });
    console.log(`${values.call}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors (profiling slows it)`);
  }
  await app.stop();
  await new Promise((ok) => setTimeout(ok, 500));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    console.log(`\n${resolve(dir, file)}`);
    summarise(JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as Profile);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
