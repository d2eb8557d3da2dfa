/** Term processing shared by the index and the query side: fold, filter, stem. */

/** Splits on whitespace and punctuation (MiniSearch's default), plus the symbols of templates and code (`$`, `|`, `=`…). */
const SPLIT_RE = /[\n\r\p{Z}\p{P}$|<>=+~^`]+/u;

export function tokenize(text: string): string[] {
  return text.split(SPLIT_RE);
}

export const wordSet = (list: string): ReadonlySet<string> => new Set(list.split(' '));

/** Common English function words: in a BM25 index they add postings, not meaning. */
const STOPWORDS = wordSet(
  'a about above after again against all am an and any are as at be because been before being below between both ' +
    'but by can could did do does doing down during each few for from further had has have having he her here hers ' +
    'him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these they ' +
    'this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself yourselves also etc e g ie via',
);

/**
 * Words people put around a need rather than in it ("I want…", "help me…", "please", "make…"):
 * each would count as a query word the best prompt "fails" to match. Dropped from queries only.
 * "act" stays: "act as a linux shell" asks for a role-play prompt, and those bodies say "act as".
 */
const QUERY_STOPWORDS = wordSet('want need help please someone something like let lets give show tell thing things good really make ' + 'im m s t d ll ve re');

/**
 * Function words of the other languages people search in (accents folded). A query is taken to be in
 * one of them when at least two of its words are that language's; then those words are dropped like
 * English stopwords, so "receta con lo que tengo" matches on "receta", not on every Spanish prompt's
 * "con", "lo" and "que". Per language, not merged: "con", "die" and "son" are English words too.
 */
const FOREIGN_FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> = {
  de: wordSet(
    'der die das den dem des ein eine einen einem einer und oder ist sind bin bist war ich du er sie es wir ihr mich mir dich dir ' +
      'mein meine meinen meinem sein seine nicht kein keine zu zum zur von vom mit fur uber auf aus bei nach im in an am als wie was ' +
      'wer wo kann kannst konnen mochte mochten will bitte auch noch nur sehr so dass wenn aber fur einen hallo ich habe hast hat',
  ),
  es: wordSet(
    'el la los las lo un una unos unas de del al y o que en con por para mi mis me te se su sus tu es son soy eres esta estoy ' +
      'como mas pero muy ya hay tengo tiene quiero quieres necesito puedes dime hola sobre sin este esta estos esa ese le les nos',
  ),
  fr: wordSet(
    'le la les l un une des du de d et ou en dans pour par sur avec sans mon ma mes ton ta tes son sa ses notre votre ce cet cette ' +
      'ces qui que quoi je tu il elle nous vous ils elles est suis es sont pas ne plus tres au aux moi toi me te se bonjour aide aider',
  ),
};

/** The foreign language a query's function words say it is in (at least two of them), or undefined. */
export function queryLanguageStopwords(foldedWords: readonly string[]): ReadonlySet<string> | undefined {
  let best: ReadonlySet<string> | undefined;
  let most = 1;
  for (const words of Object.values(FOREIGN_FUNCTION_WORDS)) {
    const n = foldedWords.filter((w) => words.has(w)).length;
    if (n > most) {
      most = n;
      best = words;
    }
  }
  return best;
}

/** Small synonym table for abbreviations and everyday wording that the corpus spells differently. */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // abbreviations
  pr: ['pull', 'request'],
  prs: ['pull', 'request'],
  cv: ['resume'],
  js: ['javascript'],
  ts: ['typescript'],
  py: ['python'],
  db: ['database'],
  k8s: ['kubernetes'],
  ml: ['machine', 'learning'],
  eli5: ['explain', 'simple'],
  regex: ['regular', 'expression'],
  app: ['application'],
  img: ['image'],
  pic: ['image'],
  // everyday words for what the corpus names otherwise
  shell: ['terminal', 'bash'],
  cli: ['terminal', 'command'],
  picture: ['image'],
  photo: ['image', 'photograph'],
  kid: ['child', 'children'],
  kids: ['child', 'children'],
  resume: ['cv'],
  better: ['improve', 'enhance', 'optimize'],
  improve: ['enhance', 'optimize'],
  fix: ['debug', 'correct'],
  summarize: ['summary'],
  summary: ['summarize'],
  poem: ['poet', 'poetry'],
  song: ['lyrics', 'music'],
  anxious: ['anxiety', 'stress'],
  anxiety: ['stress'],
  depressed: ['depression'],
  sad: ['depression', 'emotions'],
  meal: ['recipe', 'diet', 'nutrition'],
  food: ['recipe'],
  diet: ['nutrition'],
  workout: ['fitness', 'exercise'],
  trip: ['travel'],
  vacation: ['travel'],
  holiday: ['travel'],
  job: ['career'],
  doctor: ['medical', 'physician'],
  lawyer: ['legal'],
};

/** A lowercase word that carries no meaning on its own ("the", "you", "as"). */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Accents folded so "énergétique" meets "energetique"; non-Latin scripts pass through. */
export function fold(term: string): string {
  return term
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * A deliberately light English stemmer (plurals, -ing, -ed, final -e), ASCII words only:
 * "bugs"→"bug", "reviewing"→"review", "writing"/"write"→"writ". Anything it misses is left to
 * prefix search; a heavier stemmer would conflate too much in a corpus full of jargon.
 */
export function stem(w: string): string {
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  for (const suffix of ['ing', 'ed']) {
    const base = w.slice(0, -suffix.length);
    if (w.endsWith(suffix) && base.length >= 3 && /[aeiouy]/.test(base)) {
      // "running" → "run", "stopped" → "stop"; but "installed" keeps its "ll"
      w = /([b-df-hj-km-np-rtv-z])\1$/.test(base) && !/(ll|ss|zz)$/.test(base) ? base.slice(0, -1) : base;
      break;
    }
  }
  if (w.length > 3 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** Index-side processing: fold, drop noise and stopwords, stem. */
export function processTerm(raw: string): string | null {
  const t = fold(raw);
  if (t.length < 2 || t.length > 40 || !/[\p{L}\p{N}]/u.test(t)) return null;
  if (STOPWORDS.has(t)) return null;
  return stem(t);
}

/** A query word and the index terms that stand for it (itself, plus synonyms at reduced weight). */
export interface QueryConcept {
  word: string;
  terms: { term: string; weight: number }[];
}

const SYNONYM_WEIGHT = 0.6;

/** Query-side processing: the index pipeline, minus filler words, plus synonyms. */
export function analyzeQuery(query: string): QueryConcept[] {
  const concepts: QueryConcept[] = [];
  const seen = new Set<string>();
  const raws = tokenize(query);
  const foreign = queryLanguageStopwords(raws.map(fold));
  for (const raw of raws) {
    const folded = fold(raw);
    if (QUERY_STOPWORDS.has(folded) || foreign?.has(folded)) continue;
    const term = processTerm(raw);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    const terms = [{ term, weight: 1 }];
    for (const syn of SYNONYMS[folded] ?? []) {
      const s = processTerm(syn);
      if (s && !terms.some((t) => t.term === s)) terms.push({ term: s, weight: SYNONYM_WEIGHT });
    }
    concepts.push({ word: folded, terms });
  }
  return concepts;
}
