/** prompts.csv → normalised PromptRecords. A real CSV parser: bodies hold newlines, quotes, commas. */
import { parse } from 'csv-parse/sync';
import { contributorHandle } from './contributor';
import { fold } from './text';
import { PROMPT_KINDS, type PromptKind, type PromptRecord, type PromptVariable } from './types';

const REQUIRED_COLUMNS = ['act', 'prompt', 'for_devs', 'type', 'contributor'] as const;
type Row = Record<(typeof REQUIRED_COLUMNS)[number], string>;

/** A row the corpus cannot be built from; `line` is the CSV line csv-parse was on (1-based). */
export class CorpusParseError extends Error {
  readonly line: number;
  constructor(line: number, detail: string) {
    super(`prompts CSV, line ${line}: ${detail}`);
    this.name = 'CorpusParseError';
    this.line = line;
  }
}

/**
 * `${name}` or `${name:default}`. The name allows letters of any script, digits, `_`, spaces,
 * `'`, `/` and `-` (the data has `${Footballer Name}`, `${Brand's core product:...}`,
 * `${points clés}`), but not `.`, `(`, `[`, `?`, `+`, `{` or `$`: those are JavaScript template
 * literals inside code samples (`${response.status}`, `${index + 1}`, `${{ secrets.X }}`), not
 * placeholders. A default runs to the first `}` and may hold spaces, commas, `:` and `|`.
 */
const VARIABLE_RE = /\$\{([\p{L}\p{N}_][\p{L}\p{N}_ '/-]*?)\s*(?::([^}]*))?\}/gu;

export function extractVariables(body: string): PromptVariable[] {
  const byName = new Map<string, PromptVariable>();
  for (const m of body.matchAll(VARIABLE_RE)) {
    const name = m[1]!.trim();
    const dflt = m[2]?.trim();
    const seen = byName.get(name);
    if (!seen) byName.set(name, dflt ? { name, default: dflt } : { name });
    // first appearance fixes the order; a later `${x:default}` still supplies a missing default
    else if (seen.default === undefined && dflt) seen.default = dflt;
  }
  return [...byName.values()];
}

const SLUG_MAX = 80;

/** Lowercase ASCII slug; accents folded (é → e) rather than dropped; 'prompt' when nothing is left. */
export function slugify(title: string): string {
  let s = fold(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // a few titles are whole sentences; cut at a word boundary so ids stay usable in URIs
  if (s.length > SLUG_MAX) s = s.slice(0, SLUG_MAX).replace(/-[^-]*$/, '');
  return s || 'prompt';
}

/** Ids in CSV order: the first of a slug keeps it, later ones get -2, -3… (skipping any taken). */
function assignIds(titles: string[]): string[] {
  const used = new Set<string>();
  return titles.map((title) => {
    const base = slugify(title);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

const KINDS: Record<string, PromptKind> = Object.fromEntries(PROMPT_KINDS.map((k) => [k.toUpperCase(), k]));

export function parseCorpusCsv(csv: string | Buffer): PromptRecord[] {
  let rows: { record: Row; info: { lines: number } }[];
  try {
    rows = parse(csv, {
      bom: true,
      columns: (header: string[]) => {
        const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
        if (missing.length) throw new CorpusParseError(1, `header lacks column(s) ${missing.join(', ')}; got ${header.join(',')}`);
        return header;
      },
      info: true,
      skip_empty_lines: true,
    }) as unknown as { record: Row; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CorpusParseError) throw err;
    const e = err as Error & { lines?: number };
    throw new CorpusParseError(typeof e.lines === 'number' ? e.lines : 0, e.message);
  }

  const partial = rows.map(({ record: r, info }, i) => {
    // a record may span lines; csv-parse reports where it ended, so name the range it started in
    const line = i === 0 ? 2 : rows[i - 1]!.info.lines + 1;
    const bad = (why: string) => new CorpusParseError(line, `${why} (record ${i + 1}, ending at line ${info.lines})`);
    const kind = KINDS[r.type.trim().toUpperCase()];
    if (!kind) throw bad(`type is ${JSON.stringify(r.type)}, expected TEXT, STRUCTURED or IMAGE`);
    const devs = r.for_devs.trim().toUpperCase();
    if (devs !== 'TRUE' && devs !== 'FALSE') throw bad(`for_devs is ${JSON.stringify(r.for_devs)}, expected TRUE or FALSE`);
    const title = r.act.trim();
    if (!title) throw bad('act (the title) is empty');
    if (!r.prompt.trim()) throw bad('prompt (the body) is empty');
    return {
      title,
      body: r.prompt,
      kind,
      forDevs: devs === 'TRUE',
      contributor: contributorHandle(r.contributor),
      variables: extractVariables(r.prompt),
      length: r.prompt.length,
    };
  });
  const ids = assignIds(partial.map((p) => p.title));
  return partial.map((p, i) => ({ id: ids[i]!, ...p }));
}
