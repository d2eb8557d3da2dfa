/**
 * Answers of pure tools (search_prompts, get_prompt: nothing but their arguments and the pinned corpus
 * decides them), kept by their validated arguments. A repeated call gets the very same frozen object:
 * the same bytes as the first time, without ranking, snippets or serialising the text block again, and
 * the door's fast path can reuse what it encoded for that object (lib/http/fast-path.ts). Kept per
 * corpus and per tool, the least recently used go first past 256 answers or ANSWER_MEMO_BYTES; a tool
 * error is never kept.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { Lru } from '../../lru';

const SIZE = 256;
/** Per tool: a get_prompt answer of the corpus's longest prompt weighs about 0.6 MiB by the count below. */
export const ANSWER_MEMO_BYTES = 8 * 1024 * 1024;

type Kept = { result: CallToolResult; bytes: number };
/** By corpus, then by tool: one LRU each. */
const memos = new WeakMap<Corpus, Map<string, Lru<string, Kept>>>();

function memoOf(corpus: Corpus, tool: string): Lru<string, Kept> {
  let byTool = memos.get(corpus);
  if (!byTool) {
    byTool = new Map();
    memos.set(corpus, byTool);
  }
  let memo = byTool.get(tool);
  if (!memo) {
    memo = new Lru(SIZE, { maxBytes: ANSWER_MEMO_BYTES, sizeOf: (kept, key) => kept.bytes + key.length * 2 });
    byTool.set(tool, memo);
  }
  return memo;
}

export function answerKey(args: readonly unknown[]): string {
  return JSON.stringify(args);
}

export function keptAnswer(corpus: Corpus, tool: string, key: string): CallToolResult | undefined {
  return memoOf(corpus, tool).get(key)?.result;
}

/** Keeps a successful answer (frozen through, so no reader can change what the next caller gets) and returns it. */
export function keepAnswer<R extends CallToolResult>(corpus: Corpus, tool: string, key: string, result: R): R {
  const weight = { bytes: 0 };
  deepFreeze(result, weight);
  memoOf(corpus, tool).set(key, { result, bytes: weight.bytes });
  return result;
}

/** What the kept answers of one tool weigh now (the memo's own count): for tests and the bench. */
export function keptAnswerBytes(corpus: Corpus, tool: string): number {
  return memoOf(corpus, tool).bytes;
}

/**
 * Freezes and weighs in one walk: a string as UTF-16 (two bytes a character, what V8 holds at most),
 * anything else as a small constant. An upper bound, since strings shared with the corpus count again.
 */
function deepFreeze(value: unknown, weight: { bytes: number }): void {
  if (typeof value === 'string') {
    weight.bytes += 16 + value.length * 2;
    return;
  }
  weight.bytes += 16;
  if (typeof value !== 'object' || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    weight.bytes += key.length * 2;
    deepFreeze(child, weight);
  }
  Object.freeze(value);
}
