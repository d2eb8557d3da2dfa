/**
 * Cost curve: how index build, memory, search latency and cold start grow with the corpus, on
 * synthetic corpora ×1, ×10, ×100 the real one (bench/lib/synthetic-corpus.ts).
 *   npm run build && npm run bench:curve [-- --quick | --scales 1,10 | --redraw]   (--quick: ×1 and ×10 only)
 * Each point runs in fresh processes: bench/cost-point.ts in-process figures, then `next start`
 * with CORPUS_PATH for the cold start (spawn → first answered search_prompts). Writes
 * bench/results/cost-curve.json and redraws bench/cost-curve.svg.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type CostPoint, drawCostCurve } from './lib/cost-chart';
import { coldStart } from './lib/cold-start';
import { REPO_ROOT } from './lib/processes';
import { writeSyntheticCorpus } from './lib/synthetic-corpus';

const { values } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, scales: { type: 'string' }, redraw: { type: 'boolean', default: false } },
});
const scales = (values.scales ?? (values.quick ? '1,10' : '1,10,100')).split(',').map(Number);

function measure(path: string) {
  const out = execFileSync(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=8192', '--conditions=react-server', '--import', 'tsx', resolve(REPO_ROOT, 'bench', 'cost-point.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, CORPUS_PATH: path, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(out.trim().split('\n').pop()!);
}

const RESULTS = resolve(REPO_ROOT, 'bench', 'results', 'cost-curve.json');
const CHART = resolve(REPO_ROOT, 'bench', 'cost-curve.svg');

async function main() {
  // --redraw: the chart again from the last run's figures, without measuring
  if (values.redraw) return writeFileSync(CHART, drawCostCurve(JSON.parse(readFileSync(RESULTS, 'utf8'))));
  const points: CostPoint[] = [];
  for (const scale of scales) {
    const corpus = writeSyntheticCorpus(scale);
    try {
      const m = measure(corpus.path);
      const cold = await coldStart(REPO_ROOT, { CORPUS_PATH: corpus.path, NODE_OPTIONS: '--max-old-space-size=8192' }, 600_000);
      points.push({ scale, csvMiB: corpus.bytes / 2 ** 20, ...m, coldStartMs: cold.wallMs, coldStartCpuMs: cold.cpuMs });
      console.log(`×${scale} done: ${m.prompts} prompts`);
    } finally {
      rmSync(dirname(corpus.path), { recursive: true, force: true });
    }
  }
  console.log(`\ncost curve, ${new Date().toISOString()}\n`);
  console.log(
    '| corpus | prompts | CSV MiB | index terms | load (parse+index+stats) ms | index build ms | RSS MiB | search p50 ms | search p99 ms | cold start ms (CPU ms) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of points) {
    console.log(
      `| ×${p.scale} | ${p.prompts} | ${p.csvMiB.toFixed(1)} | ${p.terms} | ${p.loadMs.toFixed(0)} | ${p.buildMs.toFixed(0)} | ${p.rssMiB.toFixed(0)} | ${p.searchP50.toFixed(2)} | ${p.searchP99.toFixed(2)} | ${p.coldStartMs.toFixed(0)} (${p.coldStartCpuMs?.toFixed(0) ?? '–'}) |`,
    );
  }
  mkdirSync(resolve(REPO_ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(points, null, 2)}\n`);
  if (points.length > 1) writeFileSync(CHART, drawCostCurve(points));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
