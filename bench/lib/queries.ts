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
