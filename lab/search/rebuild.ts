/**
 * `npm run corpus -- --rebuild`: installs the lab's packages (lab/search/package.json) when they are
 * absent, derives the search data again with the sentence encoder (./build/derive.ts), and writes
 * search-vectors.bin and its manifest (./search-data.ts). Commit both afterwards.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseCorpusCsv } from '../../lib/corpus/parse';
import { deriveSearchData } from './build/derive';
import {
  encodeSearchData,
  fingerprintOf,
  LAB_PACKAGE_DIR,
  LAB_PACKAGES,
  type Manifest,
  SEARCH_DATA_MANIFEST,
  SEARCH_DATA_PATH,
  searchDataInputs,
} from './search-data';

function installLabPackages(say: (msg: string) => void): void {
  if (LAB_PACKAGES.every((name) => existsSync(join(LAB_PACKAGE_DIR, 'node_modules', name, 'package.json')))) return;
  say('installing the lab packages (npm ci --prefix lab/search)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { status } = spawnSync(npm, ['ci', '--prefix', LAB_PACKAGE_DIR, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm ci --prefix lab/search failed (exit ${status})`);
}

function writeAtomically(path: string, bytes: Buffer | string): void {
  writeFileSync(`${path}.tmp`, bytes);
  renameSync(`${path}.tmp`, path);
}

/** Rebuilds the committed search data from the verified corpus CSV; returns the new manifest. */
export async function rebuildSearchData(csv: Buffer, say: (msg: string) => void): Promise<Manifest> {
  const started = performance.now();
  installLabPackages(say);
  const bin = encodeSearchData(await deriveSearchData(parseCorpusCsv(csv), say));
  const inputs = searchDataInputs(csv);
  const manifest: Manifest = {
    sha256: createHash('sha256').update(bin).digest('hex'),
    bytes: bin.length,
    fingerprint: fingerprintOf(inputs),
    inputs,
    built: { seconds: Math.round((performance.now() - started) / 1000), node: process.version, cpus: availableParallelism() },
  };
  writeAtomically(SEARCH_DATA_PATH, bin);
  writeAtomically(SEARCH_DATA_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  say(`wrote ${SEARCH_DATA_PATH} (${(bin.length / 2 ** 20).toFixed(1)} MiB, sha256 ${manifest.sha256.slice(0, 12)}…) in ${manifest.built.seconds} s`);
  return manifest;
}
