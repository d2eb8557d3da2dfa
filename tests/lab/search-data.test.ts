/**
 * The committed search data (lab/search/search-vectors.bin and .json): still what its inputs make, intact,
 * and what the corpus snapshot carries. Cheap: fingerprints are compared; the encoder never runs here.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decodeSearchData,
  encodeSearchData,
  fingerprintOf,
  type Manifest,
  readSearchData,
  SEARCH_DATA_MANIFEST,
  SEARCH_DATA_PATH,
  searchDataInputs,
} from '../../lab/search/search-data';
import { getCorpus } from '../../lib/corpus/load';
import { corpusCsvPath } from '../../lib/corpus/paths';

const csv = readFileSync(corpusCsvPath());
const manifest = JSON.parse(readFileSync(SEARCH_DATA_MANIFEST, 'utf8')) as Manifest;
const dir = mkdtempSync(join(tmpdir(), 'search-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the committed search data', () => {
  it('was derived from what the repository holds now (else: npm run corpus -- --rebuild, and commit it)', () => {
    // input by input first, for a message that names what changed
    expect(searchDataInputs(csv)).toEqual(manifest.inputs);
    expect(fingerprintOf(searchDataInputs(csv))).toBe(manifest.fingerprint);
  });

  it('is intact, and reads back to the very bytes it was written from', () => {
    const { data } = readSearchData(csv);
    const bin = readFileSync(SEARCH_DATA_PATH);
    expect(encodeSearchData(data).equals(bin)).toBe(true);
    expect(bin.length).toBe(manifest.bytes);
  });

  it('is what the corpus snapshot carries (npm run corpus builds it from this)', () => {
    const { data } = readSearchData(csv);
    const { semantic, glosses } = getCorpus().index;
    const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    expect(semantic?.table.words.join('\n') === data.table.words.join('\n')).toBe(true);
    expect(bytes(semantic!.table.vectors).equals(bytes(data.table.vectors))).toBe(true);
    expect(bytes(semantic!.table.scales).equals(bytes(data.table.scales))).toBe(true);
    expect(bytes(semantic!.docs).equals(bytes(data.docs))).toBe(true);
    expect(glosses).toEqual(data.glosses);
  });

  it('is refused when its bytes are not the manifest’s, or its inputs have changed since', () => {
    const bin = join(dir, 'search-vectors.bin');
    const json = join(dir, 'search-vectors.json');
    copyFileSync(SEARCH_DATA_MANIFEST, json);
    const bytes = readFileSync(SEARCH_DATA_PATH);
    bytes[bytes.length - 1]! ^= 1;
    writeFileSync(bin, bytes);
    expect(() => readSearchData(csv, { bin, manifest: json })).toThrow(/sha256 .* is not the manifest's/);
    copyFileSync(SEARCH_DATA_PATH, bin);
    expect(() => readSearchData(csv, { bin, manifest: json })).not.toThrow();
    writeFileSync(json, JSON.stringify({ ...manifest, fingerprint: '0'.repeat(64), inputs: { ...manifest.inputs, sifA: 1 } }));
    expect(() => readSearchData(csv, { bin, manifest: json })).toThrow(/other inputs .*changed: sifA.*--rebuild/);
  });

  it('decodes only what its header describes', () => {
    const bin = readFileSync(SEARCH_DATA_PATH);
    expect(() => decodeSearchData(Buffer.concat([bin, Buffer.from([0])]))).toThrow(/bytes past its sections/);
  });
});
