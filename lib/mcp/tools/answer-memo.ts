/**
 * Answers of pure tools (search_prompts, get_prompt: nothing but their arguments and the pinned corpus
 * decides them), kept by their validated arguments. A repeated call gets the very same frozen object:
 * the same bytes as the first time, without ranking, snippets or serialising the text block again, and
 * the door's fast path can reuse what it encoded for that object (lib/http/fast-path.ts). Kept per
 * corpus, the last 256 per tool; a tool error is never kept.
 */
import type { CallToolResult } from '@modelcontextprotocol/server';
import type { Corpus } from '../../corpus';
import { Lru } from '../../lru';

const SIZE = 256;
/** By corpus, then by tool: one LRU each. */
const memos = new WeakMap<Corpus, Map<string, Lru<string, CallToolResult>>>();

function memoOf(corpus: Corpus, tool: string): Lru<string, CallToolResult> {
  let byTool = memos.get(corpus);
  if (!byTool) {
    byTool = new Map();
    memos.set(corpus, byTool);
  }
  let memo = byTool.get(tool);
  if (!memo) {
    memo = new Lru(SIZE);
    byTool.set(tool, memo);
  }
  return memo;
}

export function answerKey(args: readonly unknown[]): string {
  return JSON.stringify(args);
}

export function keptAnswer(corpus: Corpus, tool: string, key: string): CallToolResult | undefined {
  return memoOf(corpus, tool).get(key);
}

/** Keeps a successful answer (frozen through, so no reader can change what the next caller gets) and returns it. */
export function keepAnswer<R extends CallToolResult>(corpus: Corpus, tool: string, key: string, result: R): R {
  return memoOf(corpus, tool).set(key, deepFreeze(result)) as R;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
