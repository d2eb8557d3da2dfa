/**
 * The interop tier's frame: each client's test file hands over one check per operation it can run,
 * and this runs exactly the ones content/interop-clients.ts says work (and fails on any check the
 * data does not list), plus one test per documented limit that runs its workaround. The facts and the
 * tests cannot drift: change one and the other fails.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTEROP_OPERATIONS, type InteropOperation, interopClient } from '../../content/interop-clients';
import type { DoorId } from '../../lib/vocabulary';

export type Check = () => Promise<void>;
export type DoorChecks = Partial<Record<InteropOperation, Check>>;

export interface InteropSuite {
  /** The doors this file covers (a client's doors may be split across an in-process and a next-start file). */
  doors: readonly DoorId[];
  /** Per door, one check per operation the file can prove. */
  checks: Partial<Record<DoorId, DoorChecks>>;
  /** Per documented limit id, the test that its workaround works. */
  workarounds?: Record<string, Check>;
}

/** The version npm actually installed (not what package.json asks for). */
export function installedVersion(pkg: string): string {
  const file = resolve(import.meta.dirname, '..', '..', 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function interopSuite(id: string, suite: InteropSuite): void {
  const client = interopClient(id);
  const limits = client.limits.filter((l) => suite.doors.includes(l.door));
  describe(`${client.name} (${client.package}@${client.version}), ${suite.doors.join(' and ')} door`, () => {
    it('is the version the interop table names, pinned exactly in package.json', () => {
      expect(installedVersion(client.package)).toBe(client.version);
      const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
      expect(pkg.devDependencies[client.package]).toBe(client.version);
    });

    it('proves exactly what the table claims, no more and no less', () => {
      expect(Object.keys(suite.checks).filter((d) => !suite.doors.includes(d as DoorId))).toEqual([]);
      for (const door of suite.doors) {
        const proven = Object.keys(suite.checks[door] ?? {}).sort();
        expect(proven, `${door} door: the test file's checks vs content/interop-clients.ts`).toEqual([...(client.works[door] ?? [])].sort());
      }
      expect(Object.keys(suite.workarounds ?? {}).sort()).toEqual(limits.map((l) => l.id).sort());
    });

    for (const door of suite.doors) {
      for (const op of client.works[door] ?? []) {
        it(`${door} door: ${INTEROP_OPERATIONS[op]}`, async () => {
          const check = suite.checks[door]?.[op];
          expect(check, `no check for ${door}/${op}`).toBeTypeOf('function');
          await check!();
        });
      }
    }

    for (const limit of limits) {
      it(`${limit.door} door, ${limit.operation}: ${limit.limit} Workaround works: ${limit.workaround}`, async () => {
        const check = suite.workarounds?.[limit.id];
        expect(check, `no workaround test for ${limit.id}`).toBeTypeOf('function');
        await check!();
      });
    }
  });
}

/** The query every client runs, and what a user would check in the answer. */
export const SEARCH = { query: 'linux terminal', limit: 3 } as const;

interface Match {
  id: string;
  title: string;
  snippet: string;
}

/** Prompts with titles, and about what was asked: the query's words show in a title or snippet. */
export function expectSearchMatches(value: unknown): Match[] {
  const { matches } = value as { matches: Match[] };
  expect(Array.isArray(matches), `search_prompts answered ${JSON.stringify(value).slice(0, 300)}`).toBe(true);
  expect(matches.length).toBeGreaterThan(0);
  expect(matches.length).toBeLessThanOrEqual(SEARCH.limit);
  for (const m of matches) {
    expect(m.title.trim().length).toBeGreaterThan(0);
    expect(m.id.length).toBeGreaterThan(0);
  }
  const words = SEARCH.query.split(' ');
  expect(matches.some((m) => words.some((w) => `${m.title} ${m.snippet}`.toLowerCase().includes(w)))).toBe(true);
  return matches;
}

/** search_prompts's answer from a text content block (clients that hand the model text, not structuredContent). */
export function parseSearchText(content: unknown): unknown {
  const blocks = (Array.isArray(content) ? content : [content]) as { type?: string; text?: string }[];
  for (const b of blocks) {
    if (b?.type !== 'text' || !b.text) continue;
    try {
      return JSON.parse(b.text);
    } catch {
      // the human-readable block; the JSON one follows
    }
  }
  return undefined;
}

export const STATS_URI = 'prompts://corpus/stats';

/** The corpus statistics resource as a user reads it: JSON with a positive prompt count. */
export function expectStatsText(text: string | undefined): void {
  expect(text, 'no text in the resource').toBeTypeOf('string');
  const stats = JSON.parse(text!) as { count: number; sha256: string };
  expect(stats.count).toBeGreaterThan(0);
  expect(stats.sha256).toMatch(/^[0-9a-f]{64}$/);
}

/** A distinct value per argument, so the filled prompt shows each one was used. */
export function argumentValues(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((n, i) => [n, `interop-value-${i}-${n.replace(/\W/g, '')}`]));
}

export function expectFilled(text: string | undefined, values: Record<string, string>): void {
  expect(text, 'no text in the prompt').toBeTypeOf('string');
  for (const v of Object.values(values)) expect(text).toContain(v);
}
