/**
 * A synthetic corpus k times the real one, for the cost curve: every real row once as it is, then
 * k-1 variations of it (a new title word, the body's sentences rotated, a sentence borrowed from
 * another row), so vocabulary and postings grow as a larger real corpus's would. Written to a temp
 * file; the pinned data/prompts.csv is only read.
 */
import { parse } from 'csv-parse/sync';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from './processes';

type Row = Record<'act' | 'prompt' | 'for_devs' | 'type' | 'contributor', string>;
const COLUMNS = ['act', 'prompt', 'for_devs', 'type', 'contributor'] as const;
const TITLE_WORDS = ['Advanced', 'Quick', 'Friendly', 'Expert', 'Concise', 'Playful', 'Formal', 'Senior', 'Junior', 'Creative', 'Strict', 'Patient'];

const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
const sentences = (body: string) => body.match(/[^.!?]+[.!?]*\s*/g) ?? [body];

export function writeSyntheticCorpus(scale: number): { path: string; rows: number; bytes: number } {
  const rows = parse(readFileSync(resolve(REPO_ROOT, 'data', 'prompts.csv')), { columns: true, bom: true, skip_empty_lines: true }) as Row[];
  const lines = [COLUMNS.join(',')];
  for (let copy = 0; copy < scale; copy++) {
    rows.forEach((row, i) => {
      if (copy === 0) {
        lines.push(COLUMNS.map((c) => quote(row[c])).join(','));
        return;
      }
      const parts = sentences(row.prompt);
      const turn = copy % parts.length;
      const borrowed = sentences(rows[(i * 7 + copy * 13) % rows.length]!.prompt)[0] ?? '';
      const body = [...parts.slice(turn), ...parts.slice(0, turn), ' ', borrowed].join('').trim();
      const title = `${TITLE_WORDS[(i + copy) % TITLE_WORDS.length]} ${row.act} ${copy}`;
      lines.push(COLUMNS.map((c) => quote(c === 'act' ? title : c === 'prompt' ? body : row[c])).join(','));
    });
  }
  const csv = `${lines.join('\n')}\n`;
  const path = join(mkdtempSync(join(tmpdir(), 'prompts-x')), `prompts-x${scale}.csv`);
  writeFileSync(path, csv);
  return { path, rows: lines.length - 1, bytes: Buffer.byteLength(csv) };
}
