/** The search queries load rotates through: real needs, several words, one with a typo. */
import { type McpCall, toolCall } from './mcp-request';

export const SEARCH_QUERIES = [
  'review my pull request for bugs',
  'linux terminal',
  'write a cover letter',
  'explain like I am five',
  'sql query optimisation',
  'travel guide',
  'javascript consol',
  'interview practice for a product manager',
];

export const searchCall = (query: string): McpCall => toolCall('search_prompts', { query, limit: 10 });

const WORDS = [
  'code',
  'review',
  'write',
  'story',
  'email',
  'travel',
  'teacher',
  'python',
  'marketing',
  'poem',
  'linux',
  'resume',
  'interview',
  'health',
  'recipe',
  'game',
  'music',
  'legal',
  'finance',
  'design',
  'data',
  'image',
  'essay',
  'translate',
  'debate',
  'startup',
  'history',
  'math',
  'fitness',
  'support',
];

/** 2,000 distinct three-word queries: more than the ranking cache holds (256), so each search ranks afresh. */
export const UNCACHED_QUERIES: string[] = Array.from({ length: 2000 }, (_, i) => {
  const n = WORDS.length;
  return `${WORDS[i % n]} ${WORDS[Math.floor(i / n) % n]} ${WORDS[(Math.floor(i / (n * n)) + i) % n]}`;
});
