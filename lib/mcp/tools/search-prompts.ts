/** search_prompts: ranked search over the corpus, by words (BM25) and by meaning (word vectors), fused. */
import { z } from 'zod';
import { PROMPT_KINDS, searchPrompts } from '../../corpus';
import { decodeCursor, encodeCursor } from '../cursor';
import { toolFailure } from '../errors';
import { CORPUS_COUNT_TEXT, SCOPE_READ } from '../../vocabulary';
import { timed } from '../meter';
import { defineTool } from './define';
import { structuredResult } from './result';

/** A page of text: assistants pass the user's whole request, and a paragraph ranks on its rarest words. */
export const MAX_QUERY_CHARS = 2000;

/** How a long query is quoted back in the text block. */
const QUOTE_CHARS = 120;

export const searchPromptsInput = z.object({
  // The pattern says in the schema what the server checks: blanks alone are no query.
  query: z
    .string()
    .trim()
    .min(1)
    .max(MAX_QUERY_CHARS, {
      error: `must be at most ${MAX_QUERY_CHARS.toLocaleString('en')} characters (about a page); send the part of the request that says what is needed`,
    })
    .regex(/\S/, 'must contain a non-space character')
    .describe(
      `What you are looking for, in your own words: a few words, a sentence or the user's whole request (up to ${MAX_QUERY_CHARS.toLocaleString('en')} characters), in any language (ranked best in English).`,
    ),
  kind: z.enum(PROMPT_KINDS).optional().describe('Only prompts of this kind: text, structured (JSON/YAML output) or image.'),
  forDevs: z.boolean().optional().describe('Only prompts flagged as for developers (true) or not (false).'),
  limit: z.number().int().min(1).max(50).default(10).describe('Matches per page, 1 to 50.'),
  cursor: z.string().max(200).optional().describe('nextCursor from a previous page of the same query.'),
});

export const searchPromptsOutput = z.object({
  matches: z.array(
    z.object({
      id: z.string().describe('Pass to get_prompt or read prompts://prompt/{id}.'),
      title: z.string(),
      kind: z.enum(PROMPT_KINDS),
      snippet: z.string().describe('About 160 characters of the body around the first matching term.'),
      score: z
        .number()
        .describe('Relevance: reciprocal-rank fusion of BM25+ and word-vector similarity (BM25+ alone without vectors); comparable only within one query.'),
    }),
  ),
  total: z.number().int().describe('Matches across all pages.'),
  nextCursor: z.string().optional().describe('Present when more matches follow.'),
});

export const searchPromptsTool = defineTool({
  name: 'search_prompts',
  requires: [SCOPE_READ],
  replayable: true,
  instruction: 'Find prompts with search_prompts: describe the need in plain words; filter by kind or forDevs.',
  example: { query: 'linux terminal', limit: 3 },
  config: {
    title: 'Search prompts',
    description:
      `Searches the titles and bodies of the ${CORPUS_COUNT_TEXT}-prompt corpus (read-only, in memory) and returns ranked matches with a snippet. ` +
      "Ranks by words (BM25 over titles, bodies and what WordNet says the titles' words mean; typos matched fuzzily) and by meaning (word vectors shipped with the server), fused; long requests rank on their rarest words. " +
      'Use get_prompt with a match id for the full text.',
    inputSchema: searchPromptsInput,
    outputSchema: searchPromptsOutput,
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  handler:
    ({ corpus }) =>
    async ({ query, kind, forDevs, limit, cursor }) => {
      let offset = 0;
      if (cursor !== undefined) {
        const decoded = decodeCursor(cursor, { query, kind, forDevs });
        if (decoded === undefined) {
          return toolFailure(
            `The cursor "${cursor}" does not belong to this query.`,
            'Repeat the same query, kind and forDevs as the page it came from, or drop the cursor to start over.',
          );
        }
        offset = decoded;
      }
      const { total, hits } = timed('search', () => searchPrompts(corpus, { query, kind, forDevs, limit, offset }));
      const next = offset + hits.length;
      const output = {
        matches: hits.map(({ record, score, snippet }) => ({ id: record.id, title: record.title, kind: record.kind, snippet, score })),
        total,
        ...(next < total ? { nextCursor: encodeCursor(next, { query, kind, forDevs }) } : {}),
      };
      const lines = output.matches.map((m, i) => `${offset + i + 1}. ${m.title} (${m.id}, ${m.kind})`);
      const quoted = query.length > QUOTE_CHARS ? `${query.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '')}…` : query;
      const text = total === 0 ? `No prompts match "${quoted}". Try fewer or broader words.` : `${total} prompts match "${quoted}":\n${lines.join('\n')}`;
      return structuredResult(output, text);
    },
});
