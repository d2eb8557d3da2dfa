/** Resources: one prompt as markdown (template with id completion), corpus stats, and the live capability card. */
import {
  type McpServer,
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  ResourceTemplate,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '@modelcontextprotocol/server';
import type { Corpus } from '../corpus';
import type { ServerEnvironment } from './capability';
import { promptMarkdown } from './render';
import { TOOL_NAMES } from './tools';
import { MODERN_REVISIONS, SERVER_INFO } from './server-info';

export const PROMPT_TEMPLATE_URI = 'prompts://prompt/{id}';
/** The corpus is pinned by sha256: what a URI returns never changes within a deployment. */
const IMMUTABLE = { ttlMs: 24 * 60 * 60 * 1000, cacheScope: 'public' as const };

/** A JSON resource's answer, indented as people read it. */
const jsonContents = (uri: URL, value: unknown) => ({ contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(value, null, 2) }] });

/** Parsed once: a per-request server only references it. */
const PROMPT_TEMPLATE = new ResourceTemplate(PROMPT_TEMPLATE_URI, { list: undefined });

export function registerResources(server: McpServer, corpus: Corpus, env: ServerEnvironment): void {
  server.registerResource(
    'prompt',
    PROMPT_TEMPLATE,
    {
      title: 'One prompt',
      description: 'A corpus prompt as markdown: title, id, kind, contributor, variables and body. Ids complete via completion/complete.',
      mimeType: 'text/markdown',
      cacheHint: IMMUTABLE,
    },
    async (uri, { id }) => {
      const key = Array.isArray(id) ? id[0] : id;
      let decoded: string;
      try {
        decoded = decodeURIComponent(String(key));
      } catch {
        // A broken percent-escape is the caller's mistake: invalid params naming the URI, not an internal error.
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Malformed resource URI: "${key}" is not valid percent-encoding.`, { uri: uri.href });
      }
      const prompt = corpus.byId.get(decoded);
      if (!prompt) {
        throw new ResourceNotFoundError(uri.href, `No prompt has the id "${key}". Find ids with the search_prompts tool.`);
      }
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: promptMarkdown(prompt) }] };
    },
  );

  server.registerResource(
    'corpus-stats',
    'prompts://corpus/stats',
    {
      title: 'Corpus statistics',
      description: 'Counts by kind and developer flag, contributors, variables and lengths, as JSON.',
      mimeType: 'application/json',
      cacheHint: IMMUTABLE,
    },
    async (uri) => jsonContents(uri, { ...corpus.stats, sha256: corpus.sha256 }),
  );

  server.registerResource(
    'capability',
    'prompts://capability',
    {
      title: 'Capability card',
      description: 'What this deployment serves right now: doors and their auth, protocol revisions, tools, and the corpus it loaded.',
      mimeType: 'application/json',
    },
    async (uri) =>
      jsonContents(uri, {
        server: SERVER_INFO,
        doors: env.doors,
        ...(env.issuer ? { issuer: env.issuer } : {}),
        protocolRevisions: { modern: MODERN_REVISIONS, legacy: SUPPORTED_PROTOCOL_VERSIONS },
        tools: TOOL_NAMES,
        resources: [PROMPT_TEMPLATE_URI, 'prompts://corpus/stats', 'prompts://capability'],
        corpus: { count: corpus.count, sha256: corpus.sha256, promptsWithVariables: corpus.stats.withVariables },
      }),
  );
}
