/**
 * The unit tier's files share a worker's module graph (vitest.config.ts): a file that mocks a module or sets
 * the environment config() reads once would leak into the files after it, or miss its own mock. Each such
 * file must be listed in UNIT_ISOLATED, which gives it a graph of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UNIT_ISOLATED } from '../../vitest.config';

const root = join(import.meta.dirname, '..', '..');
const NEEDS_ITS_OWN_GRAPH = /\bvi\.(mock|doMock|unmock|resetModules)\(|process\.env\.[A-Za-z_]\w*\s*=[^=]|Object\.assign\(process\.env|delete process\.env/;

function unitFiles(): string[] {
  const under = (dir: string) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => `${dir}/${f}`);
  return [
    ...under('tests/corpus'),
    ...under('tests/unit'),
    ...under('tests/conformance'),
    ...under('tests/attacks').filter((f) => f.endsWith('.unit.test.ts')),
  ];
}

describe('the unit tier’s shared module graph', () => {
  it('every unit file that mocks a module or sets the environment runs isolated', () => {
    const needing = unitFiles().filter((f) => f !== 'tests/unit/unit-isolation.test.ts' && NEEDS_ITS_OWN_GRAPH.test(readFileSync(join(root, f), 'utf8')));
    expect(needing.length).toBeGreaterThan(0);
    expect(needing.filter((f) => !UNIT_ISOLATED.includes(f))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const files = new Set(unitFiles());
    expect(UNIT_ISOLATED.filter((f) => !files.has(f))).toEqual([]);
  });
});
