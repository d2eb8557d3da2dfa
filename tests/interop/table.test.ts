/**
 * The interop table and the test files agree: every client in content/interop-clients.ts has a test
 * file that runs its suite, and every door the table claims for it is one such a file covers.
 * (Each file checks its own doors exactly: tests/interop/suite.ts.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEROP_CLIENTS } from '../../content/interop-clients';

const DIR = import.meta.dirname;
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.test.ts') && f !== 'table.test.ts')
  .map((f) => ({ name: f, text: readFileSync(resolve(DIR, f), 'utf8') }));

/** The doors a file's suite covers, from its `doors: [...]` literal. */
function doorsIn(text: string): string[] {
  return [...text.matchAll(/doors: \[([^\]]*)\]/g)].flatMap((m) => [...m[1].matchAll(/'(\w+)'/g)].map((d) => d[1]));
}

describe('content/interop-clients.ts and tests/interop/', () => {
  it('lists each client once', () => {
    const ids = INTEROP_CLIENTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const client of INTEROP_CLIENTS) {
    it(`${client.id}: a test file runs its suite for every door the table claims`, () => {
      const mine = files.filter((f) => new RegExp(`Suite\\('${client.id}'`).test(f.text));
      expect(
        mine.map((f) => f.name),
        `no tests/interop file runs interopSuite('${client.id}', …)`,
      ).not.toEqual([]);
      const covered = new Set(mine.flatMap((f) => doorsIn(f.text)));
      const claimed = new Set([...Object.keys(client.works), ...client.limits.map((l) => l.door)]);
      for (const door of claimed) expect(covered.has(door), `${client.id}: the ${door} door is claimed but no file covers it`).toBe(true);
    });
  }
});
